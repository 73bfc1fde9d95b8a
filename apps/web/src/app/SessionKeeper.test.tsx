import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authMessages,
  loginSessionMessages,
  httpMessages,
  successResponseSchema,
} from '@solace/shared';
import { api } from '../lib/api-client';
import { holdLiveCall } from '../lib/auth/live-call';
import { useSessionExpiryRedirect } from '../lib/auth/use-session-expiry-redirect';
import { asha, findToast, LocationProbe, storeSession, stubApi, Wrapper } from '../test/render';
import { testId } from '../test/ids';
import SessionKeeper from './SessionKeeper';

const therapist = { ...asha, id: testId(201), name: 'Dr. Meera Rao', role: 'doctor' as const };
const expired = { error: httpMessages.unauthorized, code: 'UNAUTHENTICATED' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The layout's part in it: the idle watch and its prompt, and the redirect on expiry. */
function Frame() {
  useSessionExpiryRedirect();
  return (
    <>
      <SessionKeeper />
      <Outlet />
    </>
  );
}

/**
 * Signed in as `user` on `path`, with a server whose idle limit is `inMs` and whose session was
 * last used now (the prompt comes half of it ahead). Answers what was asked of it.
 */
function signedInWithDeadline(
  user = asha,
  path = '/liveChat',
  inMs = 3_000,
  extra: Parameters<typeof stubApi>[0] = {},
) {
  storeSession(user);
  let endsAt = Date.now() + inMs;
  const keptAlive: number[] = [];
  const status = () =>
    Date.now() > endsAt
      ? json(401, expired)
      : json(200, { endsAt: new Date(endsAt).toISOString(), idleSeconds: inMs / 1000 });
  stubApi({
    '/check-login': { body: { user } },
    'GET /session': status,
    'POST /session/keepalive': () => {
      keptAlive.push(Date.now());
      endsAt = Date.now() + 60 * inMs; // far enough: one prompt per test
      return status();
    },
    ...extra,
  });
  const router = createMemoryRouter(
    [{ element: <Frame />, children: [{ path: '*', element: <LocationProbe /> }] }],
    { initialEntries: [path] },
  );
  render(
    <Wrapper auth="provider">
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { router, keptAlive };
}

const prompt = () => screen.findByRole('alertdialog');
let releaseCall: (() => void) | undefined;
afterEach(() => releaseCall?.());

describe('the "Stay signed in" prompt', () => {
  it('comes before an idle sign-out, accessible, and keeps the session when pressed', async () => {
    const { router, keptAlive } = signedInWithDeadline();
    const dialog = await prompt();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: authMessages.idleTitle })).toBe(dialog);
    const stay = screen.getByRole('button', { name: authMessages.staySignedIn });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    expect(dialog.textContent).toMatch(/signed out in \d seconds?/);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(keptAlive).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(router.state.location.pathname).toBe('/liveChat');
  });

  it.each([
    ['a therapist', therapist, '/doctorLogin'],
    ['a client', asha, '/login'],
  ])('unanswered, signs %s out to their own login page', async (_, user, loginPath) => {
    const { router, keptAlive } = signedInWithDeadline(user);
    await prompt();
    await waitFor(() => expect(router.state.location.pathname).toBe(loginPath), {
      timeout: 8_000,
    });
    expect(router.state.location.state).toEqual({ from: '/liveChat' });
    expect(await findToast(loginSessionMessages.sessionExpired)).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(keptAlive).toEqual([]);
  });

  it('is not shown after clicks and keys that sent nothing: they keep the session', async () => {
    const { keptAlive } = signedInWithDeadline(asha, '/liveChat', 10_000);
    await screen.findByTestId('location');
    await userEvent.click(screen.getByTestId('location'));
    await waitFor(() => expect(keptAlive).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is not shown during a video call, which keeps the session alive', async () => {
    releaseCall = holdLiveCall();
    const { keptAlive } = signedInWithDeadline(therapist, '/video-chat/room-1');
    await waitFor(() => expect(keptAlive).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('a session that ends during a video call', () => {
  it('leaves the call on screen, and sends a therapist to /doctorLogin once it ends', async () => {
    releaseCall = holdLiveCall();
    const { router } = signedInWithDeadline(therapist, '/video-chat/room-1', 60_000, {
      '/a': { status: 401, body: expired },
    });
    await screen.findByTestId('location');
    await act(() => api.get('/a', successResponseSchema).catch(() => undefined));
    expect(await findToast(loginSessionMessages.sessionExpired)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/video-chat/room-1');

    act(() => releaseCall?.());
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctorLogin'));
    expect(router.state.location.state).toEqual({ from: '/video-chat/room-1' });
  });
});
