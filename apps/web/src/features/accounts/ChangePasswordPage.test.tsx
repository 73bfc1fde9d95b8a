import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_PASSWORD_REDIRECT_MS, accountsMessages } from '@solace/shared';
import {
  asha,
  authValue,
  findToast,
  LocationProbe,
  renderAt,
  sentRequest,
  stubApi,
} from '../../test/render';
import { ChangePasswordPage } from './ChangePasswordPage';

const link = '/changepass?email=asha%40example.com&token=tok-123';

function renderPage(path = link, auth = authValue('unauthenticated')) {
  return renderAt(<ChangePasswordPage />, {
    path,
    auth,
    routes: [
      { path: '/login', element: <LocationProbe /> },
      { path: '/dochome', element: <LocationProbe /> },
    ],
  });
}

function submit(newPassword: string, confirmPassword = newPassword) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), {
    target: { value: confirmPassword },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ChangePasswordPage', () => {
  it('sends the e-mail and token of the link, then goes to login after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      '/changepassword': { body: { success: true, message: accountsMessages.passwordChanged } },
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect([email.value, email.readOnly]).toEqual(['asha@example.com', true]);

    submit('calm-river-42');
    expect(await findToast(accountsMessages.passwordChanged)).toBeTruthy();
    expect(sentRequest(fetchMock, 0)).toEqual({
      url: '/api/changepassword',
      method: 'POST',
      body: {
        email: 'asha@example.com',
        token: 'tok-123',
        newPassword: 'calm-river-42',
        confirmPassword: 'calm-river-42',
      },
    });
    expect(screen.queryByTestId('location')).toBeNull();
    act(() => vi.advanceTimersByTime(CHANGE_PASSWORD_REDIRECT_MS));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/login /));
  });

  it('a first password from a welcome link comes back signed in: straight to /dochome', async () => {
    const therapist = { ...asha, role: 'doctor' as const };
    stubApi({
      '/changepassword': {
        body: {
          success: true,
          message: accountsMessages.passwordChanged,
          token: 'new-session',
          user: therapist,
        },
      },
    });
    const auth = authValue('unauthenticated');
    renderPage(link, auth);
    submit('calm-river-42');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/dochome /));
    expect(auth.signIn).toHaveBeenCalledWith('new-session', therapist, { remember: true });
  });

  it('checks the two passwords match before calling the server', async () => {
    const fetchMock = stubApi({});
    renderPage();
    submit('calm-river-42', 'calm-river-43');
    expect(await findToast(accountsMessages.passwordsDoNotMatch)).toBeTruthy();
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows every field’s problem at once, focuses the first and toasts the spec’s first', async () => {
    const fetchMock = stubApi({});
    renderPage();
    submit('short', 'other');
    expect(await findToast(accountsMessages.passwordsDoNotMatch)).toBeTruthy();
    const newPassword = screen.getByLabelText('New Password');
    const confirm = screen.getByLabelText('Confirm Password');
    const described = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect([newPassword, confirm].map((input) => input.getAttribute('aria-invalid'))).toEqual([
      'true',
      'true',
    ]);
    expect(described(newPassword)).toBe(accountsMessages.passwordTooShort);
    expect(described(confirm)).toBe(accountsMessages.passwordsDoNotMatch);
    expect(document.activeElement).toBe(newPassword);
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixing a field takes its message away as it is typed; the other stays.
    fireEvent.change(newPassword, { target: { value: 'calm-river-42' } });
    expect(newPassword.getAttribute('aria-invalid')).toBe('false');
    expect(described(confirm)).toBe(accountsMessages.passwordsDoNotMatch);
  });

  it('checks a field when it loses focus', () => {
    stubApi({});
    renderPage();
    const newPassword = screen.getByLabelText('New Password');
    fireEvent.change(newPassword, { target: { value: 'short' } });
    expect(newPassword.getAttribute('aria-invalid')).toBe('false');
    fireEvent.blur(newPassword);
    expect(newPassword.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(accountsMessages.passwordTooShort)).toBeTruthy();
  });

  it('shows an expired link in the server words, with a way to a new one', async () => {
    stubApi({
      '/changepassword': {
        status: 400,
        body: { error: accountsMessages.resetLinkInvalid, code: 'RESET_LINK_INVALID' },
      },
    });
    renderPage();
    submit('calm-river-42');
    expect((await screen.findByRole('alert')).textContent).toBe(accountsMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/verifymail',
    );
  });

  it('says "An error occurred" for other failures', async () => {
    stubApi({ '/changepassword': { status: 500, body: { error: 'Boom', code: 'INTERNAL' } } });
    renderPage();
    submit('calm-river-42');
    expect((await screen.findByRole('alert')).textContent).toBe(accountsMessages.resetFailed);
  });

  it('explains an incomplete link instead of showing the form', () => {
    stubApi({});
    renderPage('/changepass?email=asha%40example.com');
    expect(screen.getByText(/This password change link is incomplete/)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });
});
