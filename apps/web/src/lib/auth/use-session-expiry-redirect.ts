import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionExpired } from './session-events';

/**
 * Sends the user to the login page when the server has ended their session, remembering where
 * they were so signing in again brings them back. Used once, by the layout (inside the router).
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(
    () =>
      onSessionExpired(() => {
        navigate('/login', { state: { from: `${pathname}${search}` } });
      }),
    [navigate, pathname, search],
  );
}
