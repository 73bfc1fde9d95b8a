import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { viewerTimeZone, accountsMessages, authMessages } from '@solace/shared';
import {
  authValue,
  describedText,
  findToast,
  LocationProbe,
  renderAt,
  sentRequest,
  stubApi,
} from '../../test/render';
import { SignUpPage } from './SignUpPage';
import { readSignupMemory } from './signup-memory';

const a = accountsMessages;

function renderSignUp() {
  return renderAt(<SignUpPage />, {
    path: '/signup',
    auth: authValue('unauthenticated'),
    routes: [
      { path: '/login', element: <LocationProbe /> },
      { path: '/home', element: <LocationProbe /> },
      { path: '/bookings/:doctorId', element: <LocationProbe /> },
    ],
  });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

const valid = {
  Email: 'asha@example.com',
  'Full Name': 'Asha Rao',
  Password: 'calm-river-42',
  'Confirm Password': 'calm-river-42',
  Age: '30',
  'Phone Number (with country code)': '+919876543210',
};
const PHONE = 'Phone Number (with country code)';

// fireEvent: typing character by character into six MUI fields is needlessly slow.
async function fill(values: Partial<typeof valid>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('SignUpPage', () => {
  it('shows the labelled fields of the spec, with autocomplete hints', () => {
    stubApi({});
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeTruthy();
    const hints = Object.keys(valid).map((label) => field(label).getAttribute('autocomplete'));
    // The e-mail first; the spec's labels.
    expect(hints).toEqual(['email', 'name', 'new-password', 'new-password', null, 'tel']);
    const inputs = [...document.querySelectorAll('form input:not([type=checkbox])')];
    expect(inputs.map((input) => input.getAttribute('name'))).toEqual([
      'Email',
      'Name',
      'Password',
      'confirmPassword',
      'Age',
      'PhoneNumber',
    ]);
    expect(field('Age').type).toBe('number');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows every problem at once, inline, focuses the first and toasts once', async () => {
    const fetchMock = stubApi({});
    renderSignUp();
    await fill({ ...valid, Email: 'asha-at-example', 'Full Name': '', [PHONE]: '12345' });
    await fill({ 'Confirm Password': 'calm-river-43' });
    await submit();
    const problems: [string, string][] = [
      ['Email', a.invalidEmail],
      ['Full Name', a.allFieldsRequired],
      ['Confirm Password', a.passwordsDoNotMatch],
      [PHONE, a.invalidSignupPhone],
    ];
    for (const [label, message] of problems) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(describedText(field(label))).toContain(message);
    }
    expect(field('Age').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(field('Email'));
    // One toast, the spec's first problem; submitting again does not pile up another.
    expect(await findToast(a.allFieldsRequired)).toBeTruthy();
    await submit();
    await waitFor(() => expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1));
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixing a field takes its message away as it is typed; nothing typed was lost.
    await fill({ Email: valid.Email });
    expect(field('Email').getAttribute('aria-invalid')).toBe('false');
    expect(field('Age').value).toBe('30');
  });

  it('checks a field when it loses focus, once something is typed in it', async () => {
    stubApi({});
    renderSignUp();
    await userEvent.click(field('Email'));
    await userEvent.tab();
    expect(field('Email').getAttribute('aria-invalid')).toBe('false');
    await userEvent.type(field(PHONE), '98765');
    await userEvent.tab();
    expect(describedText(field(PHONE))).toContain(a.invalidSignupPhone);
    expect(field('Email').getAttribute('aria-invalid')).toBe('false');
  });

  it('takes a phone with spaces and dashes', async () => {
    stubApi({});
    renderSignUp();
    for (const phone of ['98765 43210', '+91 98765-43210']) {
      await fill({ [PHONE]: phone });
      fireEvent.blur(field(PHONE));
      expect(field(PHONE).getAttribute('aria-invalid')).toBe('false');
    }
  });

  it("asks someone under 18 for a guardian's consent before going on", async () => {
    const fetchMock = stubApi({
      '/signup': { status: 202, body: { success: true, message: a.registrationCheckEmail } },
    });
    renderSignUp();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await fill({ ...valid, Age: '17' });
    const consent = screen.getByRole('checkbox', { name: a.guardianConsentLabel });
    expect(screen.getByText(a.guardianConsentNote)).toBeTruthy();
    await submit();
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(consent)).toContain(a.guardianConsentRequired);
    expect(document.activeElement).toBe(consent);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(consent);
    expect(consent.getAttribute('aria-invalid')).toBe('false');
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentRequest(fetchMock, 0).body).toMatchObject({ Age: 17, guardianConsent: true });
  });

  it('says "check your e-mail" with the address, a spam note and a resend that sends the same sign-up', async () => {
    let settle: (response: Response) => void = () => {};
    const answer = () =>
      new Response(JSON.stringify({ success: true, message: a.registrationCheckEmail }), {
        status: 202,
      });
    let calls = 0;
    const fetchMock = stubApi({
      '/signup': () =>
        ++calls === 1 ? new Promise<Response>((resolve) => (settle = resolve)) : answer(),
    });
    const auth = authValue('unauthenticated');
    renderAt(<SignUpPage />, { path: '/signup', auth });
    await fill(valid);
    await submit();
    const busy = screen.getByRole('button', { name: 'Signing Up...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    settle(answer());

    expect(await findToast(a.registrationSuccess)).toBeTruthy();
    const panel = await screen.findByRole('status', { name: a.checkEmailHeading });
    expect(panel.textContent).toContain(a.checkEmailSent('asha@example.com'));
    expect(panel.textContent).toContain(a.checkEmailSpam);
    // Focus moves to the panel's heading; the form is gone; nobody is signed in.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: a.checkEmailHeading }));
    expect(screen.queryByRole('form', { name: 'Sign Up' })).toBeNull();
    expect(auth.signIn).not.toHaveBeenCalled();
    const sent = {
      url: '/api/signup',
      method: 'POST',
      body: {
        Name: 'Asha Rao',
        Password: 'calm-river-42',
        confirmPassword: 'calm-river-42',
        Age: 30,
        Email: 'asha@example.com',
        PhoneNumber: '+919876543210',
        timeZone: viewerTimeZone(),
        browserKey: expect.stringMatching(/^[\w-]{43}$/) as unknown,
      },
    };
    expect(sentRequest(fetchMock, 0)).toEqual(sent);

    await userEvent.click(screen.getByRole('button', { name: a.resendEmail }));
    expect(await screen.findByText(a.emailResent)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The very same request: the server cannot answer it differently, and neither can the page.
    expect(sentRequest(fetchMock, 1)).toEqual(sentRequest(fetchMock, 0));
  });

  it('says why a resend was refused (too many from this network)', async () => {
    let calls = 0;
    stubApi({
      '/signup': () =>
        ++calls === 1
          ? new Response(JSON.stringify({ success: true, message: a.registrationCheckEmail }), {
              status: 202,
            })
          : new Response(JSON.stringify({ error: a.tooManySignups, code: 'TOO_MANY_SIGNUPS' }), {
              status: 429,
            }),
    });
    renderSignUp();
    await fill(valid);
    await submit();
    const panel = await screen.findByRole('status', { name: a.checkEmailHeading });
    await userEvent.click(screen.getByRole('button', { name: a.resendEmail }));
    await waitFor(() => expect(panel.textContent).toContain(a.tooManySignups));
    expect(screen.getByRole('button', { name: a.resendEmail })).toBeTruthy();
  });

  it('keeps where the visitor was going, and what the page carried, for the e-mailed link', async () => {
    stubApi({
      '/signup': { status: 202, body: { success: true, message: a.registrationCheckEmail } },
    });
    const state = { from: '/bookings/d-1?slot=s-9', pick: { start: '2030-01-01T10:00:00.000Z' } };
    renderAt(<SignUpPage />, { path: '/signup', state, auth: authValue('unauthenticated') });
    await fill(valid);
    await submit();
    await screen.findByRole('status', { name: a.checkEmailHeading });
    expect(readSignupMemory()).toEqual({
      browserKey: expect.stringMatching(/^[\w-]{43}$/) as unknown,
      returnTo: '/bookings/d-1?slot=s-9',
      state,
    });
  });

  it('shows the server text, and marks the field the server names', async () => {
    stubApi({
      '/signup': {
        status: 400,
        body: {
          error: a.emailTooLong,
          code: 'VALIDATION_FAILED',
          fields: { Email: a.emailTooLong },
        },
      },
    });
    renderSignUp();
    await fill(valid);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(a.emailTooLong);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Full Name').value).toBe('Asha Rao');
  });

  it('says "unexpected" when the server cannot be reached', async () => {
    stubApi({
      '/signup': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderSignUp();
    await fill(valid);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.unexpected);
  });

  it('has show/hide buttons for both passwords', async () => {
    stubApi({});
    renderSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(field('Confirm Password').type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide confirm password' })).toBeTruthy();
    expect(field('Password').type).toBe('password');
  });
});
