import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loginSessionMessages, type Role } from '@solace/shared';
import type { toast } from '../toast';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { onSessionExpired } from './session-events';
import {
  clearSession,
  readSession,
  TOKEN_KEY,
  updateStoredUser,
  USER_KEY,
  writeSession,
} from './session-storage';
import { toSessionUser, type SessionUser } from './session-user';

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  token: string | null;
  loggedOut?: boolean;
  endedRole?: Role | null;
}

const signedOut: AuthState = { status: 'unauthenticated', user: null, token: null };

/**
 * Whether a failed session check was the server's word on the session (a 4xx, or an answer
 * without the user), rather than no answer (status 0) or a server error (5xx). Read by shape:
 * the API client's error class stays out of the first page's scripts.
 */
function sessionRefused(err: unknown): boolean {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || (status > 0 && status < 500);
}

/**
 * The provider is on every page but toasts only when a session ends: react-toastify is fetched
 * then, not with the first page (see lib/toast.ts).
 */
function showToast(show: (toasts: typeof toast) => void): void {
  void import('../toast').then((module) => show(module.toast));
}

/** The calls to the server, loaded when the first is made (see session-api.ts). */
const sessionApi = () => import('./session-api');

/** The session life cycle of spec point 4: stored session → server check → signed in or out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null, token: null });
  // Bumped to re-check the stored session, e.g. when another tab signs in or out.
  const [checkRound, setCheckRound] = useState(0);

  useEffect(() => {
    const stored = readSession();
    if (!stored) {
      clearSession();
      setState(signedOut);
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', user: stored.user, token: stored.token });
    sessionApi()
      .then(({ checkSession }) => checkSession(controller.signal))
      .then(() => {
        setState({ status: 'authenticated', user: stored.user, token: stored.token });
      })
      .catch((err: unknown) => {
        // An abort means this check was superseded (unmount, newer round), not that it failed.
        if (controller.signal.aborted) return;
        // No answer (offline, the page being left mid-check) or the server in trouble says
        // nothing about the session: it stays, and the first call the server refuses ends it.
        if (!sessionRefused(err)) {
          setState({ status: 'authenticated', user: stored.user, token: stored.token });
          return;
        }
        // A refusal, or an answer without the user: either way this session is over.
        clearSession();
        setState(signedOut);
      });
    return () => controller.abort();
  }, [checkRound]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) {
        setCheckRound((round) => round + 1);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(
    () =>
      onSessionExpired(({ role }) => {
        // The API client has already cleared the store; a fixed toast id keeps it to one notice.
        setState({ ...signedOut, endedRole: role });
        showToast((toasts) =>
          toasts.info(loginSessionMessages.sessionExpired, {
            toastId: 'session-expired',
            position: 'top-center',
          }),
        );
      }),
    [],
  );

  const signIn = useCallback<AuthContextValue['signIn']>((token, rawUser, options) => {
    const user = toSessionUser(rawUser);
    if (!token || !user) throw new Error(loginSessionMessages.missingTokenOrUser);
    writeSession(token, user, options?.remember ?? true);
    setState({ status: 'authenticated', user, token });
  }, []);

  const logout = useCallback(async () => {
    try {
      await (await sessionApi()).endSessionOnServer();
      showToast((toasts) =>
        toasts.success(loginSessionMessages.logoutSuccess, { position: 'top-center' }),
      );
    } catch {
      showToast((toasts) =>
        toasts.error(loginSessionMessages.logoutFailed, { position: 'top-center' }),
      );
    } finally {
      clearSession();
      setState({ ...signedOut, loggedOut: true });
    }
  }, []);

  const updateUser = useCallback((user: SessionUser) => {
    updateStoredUser(user);
    setState((current) => (current.user ? { ...current, user } : current));
  }, []);

  const endSession = useCallback(() => {
    clearSession();
    setState(signedOut);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isLoading: state.status === 'loading',
      isAuthenticated: state.status === 'authenticated',
      loggedOut: state.loggedOut === true,
      endedRole: state.endedRole ?? null,
      signIn,
      logout,
      updateUser,
      endSession,
    }),
    [state, signIn, logout, updateUser, endSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
