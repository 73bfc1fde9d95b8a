import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { loginSessionMessages } from '@solace/shared';
import { asha, stubApi } from '../../test/render';
import { cutOffBody } from '../../test/stub-api';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './use-auth';

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="name">{auth.user?.name ?? ''}</p>
      <button onClick={() => void auth.logout()}>Log out</button>
      <button onClick={() => auth.signIn('new-token', { id: 7, name: 'Ravi', role: 'patient' })}>
        Sign in
      </button>
      <button onClick={() => auth.user && auth.updateUser({ ...auth.user, name: 'Asha Rao' })}>
        Rename
      </button>
    </div>
  );
}

function renderProbe() {
  render(
    <AuthProvider>
      <Probe />
      <ToastContainer />
    </AuthProvider>,
  );
}

const status = () => screen.getByTestId('status').textContent;

function storeSession(
  user: unknown = { id: 'u1', Name: 'Asha', email: 'a@x.in', role: 'patient' },
) {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('user', JSON.stringify(user));
}

describe('AuthProvider', () => {
  it('without a stored session: signed out, no server call, storage cleared', async () => {
    localStorage.setItem('token', 'orphan-token');
    const fetchMock = stubApi({});
    renderProbe();
    await waitFor(() => expect(status()).toBe('unauthenticated'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('with a stored session the server confirms: signed in as the stored user', async () => {
    storeSession();
    const fetchMock = stubApi({ '/check-login': { body: { user: asha } } });
    renderProbe();
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('authenticated'));
    // The stored `Name` spelling is accepted.
    expect(screen.getByTestId('name').textContent).toBe('Asha');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/check-login');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(init.credentials).toBe('include');
  });

  it.each([
    ['a 401', { status: 401, body: { error: 'Please log in to continue.' } }],
    ['an answer without user', { body: {} }],
  ])('clears the session after %s', async (_, answer) => {
    storeSession();
    stubApi({ '/check-login': answer });
    renderProbe();
    await waitFor(() => expect(status()).toBe('unauthenticated'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it.each([
    ['no answer (offline, or the page left mid-check)', 'network'],
    ['an answer cut off mid-body (the page left as it arrived)', 'cut-off'],
    ['a 503 (the database briefly away)', 503],
  ] as const)('keeps the session after %s', async (_, failure) => {
    storeSession();
    stubApi({
      '/check-login':
        failure === 'network'
          ? () => Promise.reject(new TypeError('Failed to fetch'))
          : failure === 'cut-off'
            ? () => new Response(cutOffBody(), { status: 200 })
            : { status: failure, body: { error: 'The service is briefly unavailable.' } },
    });
    renderProbe();
    await waitFor(() => expect(status()).toBe('authenticated'));
    expect(screen.getByTestId('name').textContent).toBe('Asha');
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('logout tells the server, clears the session and says so', async () => {
    storeSession();
    const fetchMock = stubApi({
      '/check-login': { body: { user: asha } },
      '/logout': { body: { success: true } },
    });
    renderProbe();
    await waitFor(() => expect(status()).toBe('authenticated'));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText(loginSessionMessages.logoutSuccess)).toBeTruthy();
    expect(status()).toBe('unauthenticated');
    expect(localStorage.getItem('token')).toBeNull();
    const logoutCall = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect([logoutCall[0], logoutCall[1].method]).toEqual(['/api/logout', 'POST']);
  });

  it('logout clears the session even when the server call fails', async () => {
    storeSession();
    stubApi({
      '/check-login': { body: { user: asha } },
      '/logout': { status: 500, body: { error: 'Boom' } },
    });
    renderProbe();
    await waitFor(() => expect(status()).toBe('authenticated'));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText(loginSessionMessages.logoutFailed)).toBeTruthy();
    expect(status()).toBe('unauthenticated');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('signIn stores the session under the spec keys', async () => {
    stubApi({});
    renderProbe();
    await waitFor(() => expect(status()).toBe('unauthenticated'));
    act(() => screen.getByRole('button', { name: 'Sign in' }).click());
    expect(status()).toBe('authenticated');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: '7', name: 'Ravi' });
  });

  it('updateUser rewrites the user in the store that holds the session', async () => {
    sessionStorage.setItem('token', 'token-1');
    sessionStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Asha', role: 'patient' }));
    stubApi({ '/check-login': { body: { user: asha } } });
    renderProbe();
    await waitFor(() => expect(status()).toBe('authenticated'));
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByTestId('name').textContent).toBe('Asha Rao');
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({ name: 'Asha Rao' });
    expect(localStorage.getItem('user')).toBeNull();
  });
});
