import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountsMessages } from '@solace/shared';
import {
  asha,
  authValue,
  describedText,
  findToast,
  LocationProbe,
  renderAt,
  sentRequest,
  stubApi,
} from '../../test/render';
import { ConfirmEmailPage } from './ConfirmEmailPage';
import { readSignupMemory, rememberSignup } from './signup-memory';

const a = accountsMessages;
const TOKEN = 't'.repeat(43);

function openLink(token = TOKEN) {
  const auth = authValue('unauthenticated');
  renderAt(<ConfirmEmailPage />, {
    path: `/confirm-email?token=${token}`,
    auth,
    routes: [
      { path: '/home', element: <LocationProbe /> },
      { path: '/bookings/:doctorId', element: <LocationProbe /> },
    ],
  });
  return auth;
}

const signedIn = { status: 200, body: { token: 'session-1', user: asha } };

describe('ConfirmEmailPage', () => {
  it('in the browser that signed up: signs in at once and goes back to the picked time', async () => {
    const state = { from: '/bookings/d-1?slot=s-9', pick: { start: '2030-01-01T10:00:00.000Z' } };
    const { browserKey } = rememberSignup(state.from, state);
    const fetchMock = stubApi({ '/signup/confirm': signedIn });
    const auth = openLink();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/bookings/d-1?slot=s-9 ${JSON.stringify(state)}`,
      ),
    );
    expect(sentRequest(fetchMock, 0)).toEqual({
      url: '/api/signup/confirm',
      method: 'POST',
      body: { token: TOKEN, browserKey },
    });
    expect(auth.signIn).toHaveBeenCalledWith('session-1', asha, { remember: true });
    expect(await findToast(a.signupFinished)).toBeTruthy();
    // Spent: the next sign-up from this browser starts afresh.
    expect(readSignupMemory()).toBeNull();
  });

  it('in another browser: asks for the password chosen at sign-up, then lands at home', async () => {
    let calls = 0;
    const fetchMock = stubApi({
      '/signup/confirm': () => {
        calls++;
        if (calls === 1) {
          return Response.json(
            { error: a.signupPasswordNeeded, code: 'SIGNUP_PASSWORD_NEEDED' },
            { status: 401 },
          );
        }
        if (calls === 2) {
          return Response.json(
            {
              error: a.signupPasswordWrong,
              code: 'SIGNUP_PASSWORD_WRONG',
              fields: { password: a.signupPasswordWrong },
            },
            { status: 401 },
          );
        }
        return Response.json(signedIn.body);
      },
    });
    openLink();
    const form = await screen.findByRole('form', { name: a.signupPasswordHeading });
    expect(screen.getByText(a.signupPasswordNeeded)).toBeTruthy();
    expect(sentRequest(fetchMock, 0).body).toEqual({ token: TOKEN });
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    const finishButton = screen.getByRole('button', { name: a.signupFinish });
    // Nothing typed: said under the field, which gets focus; nothing is sent.
    await userEvent.click(finishButton);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(password)).toBe(a.allFieldsRequired);
    expect(document.activeElement).toBe(password);
    expect(fetchMock).toHaveBeenCalledOnce();
    // The message goes as the field is fixed.
    await userEvent.type(password, 'not-mine-1');
    expect(password.getAttribute('aria-invalid')).toBe('false');
    // The server's refusal of the password is said under the field too, and focused.
    await userEvent.click(finishButton);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(password)).toBe(a.signupPasswordWrong);
    expect(form.textContent).toContain(a.signupPasswordWrong);
    expect(document.activeElement).toBe(password);
    await userEvent.clear(password);
    await userEvent.type(password, 'calm-river-42');
    // A double submit sends the password once.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/home /));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sentRequest(fetchMock, 2).body).toEqual({ token: TOKEN, password: 'calm-river-42' });
  });

  it('says a used or expired link is no good, and offers the sign-up again', async () => {
    stubApi({
      '/signup/confirm': {
        status: 400,
        body: { error: a.signupLinkInvalid, code: 'SIGNUP_LINK_INVALID' },
      },
    });
    const auth = openLink(`u${'x'.repeat(42)}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(a.signupLinkInvalid);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('says a link without its token is incomplete, asking nothing of the server', async () => {
    renderAt(<ConfirmEmailPage />, { path: '/confirm-email', auth: authValue('unauthenticated') });
    expect((await screen.findByRole('alert')).textContent).toContain(a.signupLinkInvalid);
  });
});
