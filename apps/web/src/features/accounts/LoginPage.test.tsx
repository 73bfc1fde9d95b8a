import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  accountsMessages,
  appMessages,
  authMessages,
  bookingMessages,
  loginSessionMessages,
} from '@solace/shared';
import {
  asha,
  authValue,
  findToast,
  LocationProbe,
  renderAt,
  sentRequest,
  stubApi,
} from '../../test/render';
import { LoginPage } from './LoginPage';

const session = { token: 'fresh-token', user: asha };

function renderLogin(options: { path?: string; state?: unknown } = {}) {
  return renderAt(<LoginPage />, {
    path: options.path ?? '/login',
    state: options.state,
    auth: 'provider',
    routes: ['/home', '/bookings/:id', '/profile', '/signup'].map((path) => ({
      path,
      element: <LocationProbe />,
    })),
  });
}

async function logIn(email = 'asha@example.com', password = 'calm-river-42') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const where = () => screen.getByTestId('location').textContent;

describe('LoginPage', () => {
  it('shows the form and its links', () => {
    stubApi({});
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Client login' })).toBeTruthy();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Sign Up')).toBe('/signup');
    expect(href('Forgot password?')).toBe('/verifymail');
    expect(href('Are you a therapist? Log in here')).toBe('/doctorLogin');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
  });

  it.each([
    ['', '', accountsMessages.allFieldsRequired, 'Email'],
    ['   ', 'secret', accountsMessages.allFieldsRequired, 'Email'],
    ['asha@example.com', '', accountsMessages.allFieldsRequired, 'Password'],
    ['not-an-email', 'x', accountsMessages.invalidEmail, 'Email'],
  ])('"%s" / "%s" → %s, without calling the server', async (email, password, message, label) => {
    const fetchMock = stubApi({});
    renderLogin();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
    await logIn(email, password);
    expect(await findToast(message)).toBeTruthy();
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(label));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("marks both fields at once, focuses the first, and toasts the spec's first problem", async () => {
    const fetchMock = stubApi({});
    renderLogin();
    await logIn('not-an-email', '');
    expect(await findToast(accountsMessages.allFieldsRequired)).toBeTruthy();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const helper = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(helper(email)).toBe(accountsMessages.invalidEmail);
    expect(helper(password)).toBe(accountsMessages.allFieldsRequired);
    expect(document.activeElement).toBe(email);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the crisis line, with numbers a phone can call', () => {
    renderLogin();
    const note = screen.getByRole('note', { name: appMessages.crisisLineLabel });
    expect(note.textContent).toBe(appMessages.crisisLine);
    const links = [...note.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['tel:112', 'tel:14416']);
  });

  it('shows "Signing In..." while submitting and ignores a second submit', async () => {
    let settle: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      '/login': () => new Promise<Response>((resolve) => (settle = resolve)),
    });
    renderLogin();
    await logIn();
    const button = screen.getByRole('button', { name: authMessages.signingIn });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // A second submit (Enter in a field) while the first is in flight changes nothing.
    fireEvent.submit(screen.getByRole('form', { name: 'Client login' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Client login' }));
    expect(fetchMock).toHaveBeenCalledOnce();
    settle(new Response(JSON.stringify(session), { status: 200 }));
    await waitFor(() => expect(where()).toMatch(/^\/home /));
  });

  it('sends the trimmed e-mail, stores the session and returns to state.from', async () => {
    const fetchMock = stubApi({ '/login': { body: session } });
    renderLogin({ state: { from: '/bookings/d1' } });
    await logIn('  asha@example.com ');
    await waitFor(() => expect(where()).toMatch(/^\/bookings\/d1 /));
    expect(sentRequest(fetchMock, 0)).toMatchObject({
      url: '/api/login',
      method: 'POST',
      body: { email: 'asha@example.com', password: 'calm-river-42' },
    });
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Asha' });
  });

  it('names the time a visitor picked, and returns to it after login with the slot', async () => {
    stubApi({ '/login': { body: session } });
    const start = new Date(2025, 2, 5, 9, 0);
    const state = {
      from: '/bookings/d1?slot=s1',
      pick: { start: start.toISOString(), doctorName: 'Dr. Asha Rao' },
    };
    renderLogin({ state });
    expect(
      screen.getByText(
        bookingMessages.logInToBook('Wednesday, March 5, 2025, 9:00 AM', 'Dr. Asha Rao'),
      ),
    ).toBeTruthy();
    await logIn();
    await waitFor(() => expect(where()).toMatch(/^\/bookings\/d1\?slot=s1 /));
  });

  it('passes the picked slot on to Sign Up', async () => {
    stubApi({});
    const state = { from: '/bookings/d1?slot=s1', pick: { start: 'x', doctorName: 'Dr. A' } };
    renderLogin({ state });
    await userEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(where()).toBe(`/signup ${JSON.stringify(state)}`);
  });

  it('accepts ?redirect= and refuses addresses outside the app', async () => {
    stubApi({ '/login': { body: session } });
    renderLogin({ path: '/login?redirect=%2Fprofile' });
    await logIn();
    await waitFor(() => expect(where()).toMatch(/^\/profile /));
  });

  it.each(['//evil.example/x', 'https://evil.example', '/login'])(
    'ignores the referrer %s and goes home',
    async (from) => {
      stubApi({ '/login': { body: session } });
      renderLogin({ state: { from } });
      await logIn();
      await waitFor(() => expect(where()).toMatch(/^\/home /));
    },
  );

  it.each([
    [401, { error: 'whatever', code: 'INVALID_CREDENTIALS' }, authMessages.invalidCredentials],
    [
      403,
      { error: accountsMessages.useTherapistLogin, code: 'WRONG_PORTAL' },
      accountsMessages.useTherapistLogin,
    ],
    [
      429,
      { error: accountsMessages.tooManyLogins, code: 'RATE_LIMITED' },
      accountsMessages.tooManyLogins,
    ],
    [200, { token: 'only-token' }, loginSessionMessages.missingTokenOrUser],
  ])('answers %i with its message', async (status, body, message) => {
    stubApi({ '/login': { status, body } });
    renderLogin();
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says "unexpected" when the network fails', async () => {
    stubApi({
      '/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderLogin();
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.unexpected);
  });

  it('sends someone already signed in straight on', async () => {
    renderAt(<LoginPage />, {
      path: '/login',
      state: { from: '/profile' },
      auth: authValue('authenticated'),
      routes: [{ path: '/profile', element: <LocationProbe /> }],
    });
    await waitFor(() => expect(where()).toMatch(/^\/profile /));
  });
});
