import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { successResponseSchema, loginSessionMessages, httpMessages } from '@solace/shared';
import { routes } from '../../app/router';
import { loadAppScreensFirst } from '../../test/app-screens';
import { asha, findToast, storeSession, stubApi, Wrapper } from '../../test/render';
import { api, isSessionExpiredError, type ApiRequestError } from '../api-client';
import { onSessionExpired } from './session-events';
import { flushApp } from '../../test/flush';

loadAppScreensFirst();

const expired = {
  status: 401,
  body: { error: httpMessages.unauthorized, code: 'UNAUTHENTICATED' },
};

function expiryToasts() {
  return [...document.querySelectorAll('.Toastify [role="alert"]')].filter(
    (toast) => toast.textContent === loginSessionMessages.sessionExpired,
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('an expired session', () => {
  it('is cleared, announced once and sent to the login page, however many calls fail', async () => {
    storeSession();
    // The history, the appointments, the questionnaires, the notification poll and the idle
    // watch's session status all fail with 401 at once.
    const fetchMock = stubApi({
      '/check-login': { body: { user: asha } },
      '/session': expired,
      '/notifications': expired,
      '/chat/conversations': expired,
      [`/profile/history/${asha.id}`]: expired,
      '/calls': expired,
      '/bookings/mine': expired,
      '/questionnaires/due': expired,
      '/questionnaires/results': expired,
      '/profile/consents': expired,
      '/profile/access-log': expired,
      '/profile/text-channels': expired,
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/profile'] });
    render(
      <Wrapper auth="provider">
        <RouterProvider router={router} />
      </Wrapper>,
    );
    expect(await findToast(loginSessionMessages.sessionExpired)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/profile' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // Every 401 answered and handled: the later ones announced nothing more.
    await flushApp(fetchMock);
    expect(expiryToasts()).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Client login' })).toBeTruthy();
  });

  it('is not announced when the start-up check finds the session gone', async () => {
    storeSession();
    stubApi({ '/check-login': expired, '/plans': { body: [] } });
    const router = createMemoryRouter(routes, { initialEntries: ['/plans'] });
    render(
      <Wrapper auth="provider">
        <RouterProvider router={router} />
      </Wrapper>,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/plans');
    expect(expiryToasts()).toHaveLength(0);
  });
});

describe('the api client on a 401', () => {
  async function failure(promise: Promise<unknown>) {
    return promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error as ApiRequestError,
    );
  }

  it('with a bearer token: clears the session and raises one expiry for many calls', async () => {
    storeSession();
    stubApi({ '/a': expired, '/b': expired });
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    const errors = await Promise.all([
      failure(api.get('/a', successResponseSchema)),
      failure(api.get('/b', successResponseSchema)),
    ]);
    stop();
    expect(listener).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(errors.map((error) => error.status)).toEqual([401, 401]);
    expect(errors.filter(isSessionExpiredError)).toHaveLength(1);
  });

  it('without a token, or when told to ignore it: changes nothing', async () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    stubApi({ '/login': expired });
    await failure(api.post('/login', successResponseSchema, {}));
    storeSession();
    await failure(api.post('/login', successResponseSchema, {}, { ignoreUnauthorized: true }));
    stop();
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('a session kept in sessionStorage is cleared too', async () => {
    storeSession(asha, sessionStorage);
    stubApi({ '/a': expired });
    await failure(api.get('/a', successResponseSchema));
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
