import { useState } from 'react';
import { useAuth } from './use-auth';

/**
 * True when the user logged out while this screen was shown. The logout takes them home, so a
 * screen for signed-in people must not also send them to the login page: of the two navigations
 * the later would win, and which one is later depends on when the renderer runs effects. A screen opened after the logout (Back, a link) sends them to log in as
 * before.
 */
export function useLoggedOutHere(): boolean {
  const { loggedOut } = useAuth();
  const [loggedOutBefore] = useState(loggedOut);
  return loggedOut && !loggedOutBefore;
}
