import { toSessionUser, type SessionUser } from './session-user';

/** Storage keys of the spec; other code (and e2e tests) read and write these exact names. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

interface StoredSession {
  token: string;
  user: SessionUser;
}

// Storage can throw (private mode, disabled cookies); a broken store means "signed out".
function safe(get: () => Storage): Storage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

function persistent(): Storage | null {
  return safe(() => window.localStorage);
}

function perTab(): Storage | null {
  return safe(() => window.sessionStorage);
}

function stores(): Storage[] {
  return [persistent(), perTab()].filter((store): store is Storage => store !== null);
}

function readFrom(store: Storage): { token: string | null; user: SessionUser | null } {
  const token = store.getItem(TOKEN_KEY);
  const rawUser = store.getItem(USER_KEY);
  let user: SessionUser | null = null;
  if (rawUser) {
    try {
      user = toSessionUser(JSON.parse(rawUser));
    } catch {
      user = null;
    }
  }
  return { token: token || null, user };
}

/**
 * The stored session, or null when the token or the user is missing. "Remember me" sessions
 * live in localStorage (the spec's place); the others in sessionStorage, gone with the tab.
 */
export function readSession(): StoredSession | null {
  for (const store of stores()) {
    const { token, user } = readFrom(store);
    if (token && user) return { token, user };
  }
  return null;
}

/** The bearer token for API calls, if any session is stored. */
export function readToken(): string | null {
  for (const store of stores()) {
    const token = store.getItem(TOKEN_KEY);
    if (token) return token;
  }
  return null;
}

export function writeSession(token: string, user: SessionUser, remember = true): void {
  clearSession();
  const target = remember ? persistent() : (perTab() ?? persistent());
  target?.setItem(TOKEN_KEY, token);
  target?.setItem(USER_KEY, JSON.stringify(user));
}

/** Rewrites the stored user (after a name change, say) in whichever store holds the session. */
export function updateStoredUser(user: SessionUser): void {
  for (const store of stores()) {
    if (store.getItem(TOKEN_KEY)) store.setItem(USER_KEY, JSON.stringify(user));
  }
}

export function clearSession(): void {
  for (const store of stores()) {
    store.removeItem(TOKEN_KEY);
    store.removeItem(USER_KEY);
  }
}
