import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Role } from '@solace/shared';
import { isCallLive, useLiveCall } from './live-call';
import { loginPathFor } from './login-path';
import { onSessionExpired } from './session-events';

/**
 * Sends the user to their login page (therapists and administrators to /doctorLogin, clients to
 * /login) when the server has ended their session, remembering where they were so signing in
 * again brings them back. During a live video call it waits for the call to end: a sign-out
 * never tears a call down. Used once, by the layout (inside the router).
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const callLive = useLiveCall();
  /** The role of a session that ended during a call, until the call ends. */
  const [pending, setPending] = useState<{ role: Role | null } | null>(null);

  useEffect(
    () =>
      onSessionExpired(({ role }) => {
        if (isCallLive()) setPending({ role });
        else navigate(loginPathFor(role), { state: { from: `${pathname}${search}` } });
      }),
    [navigate, pathname, search],
  );

  useEffect(() => {
    if (!pending || callLive) return;
    setPending(null);
    navigate(loginPathFor(pending.role), { state: { from: `${pathname}${search}` } });
  }, [pending, callLive, navigate, pathname, search]);
}
