import type { Role } from '@solace/shared';

/** Where the sign-in pages never send anyone back to (it would loop). */
const AUTH_PATHS = ['/login', '/signup', '/doctorlogin', '/confirm-email'];

function asPath(value: unknown): string | null {
  if (typeof value === 'string') return value;
  // A router Location object, as some screens pass it.
  if (typeof value === 'object' && value !== null && 'pathname' in value) {
    const { pathname, search = '', hash = '' } = value as Record<string, unknown>;
    if ([pathname, search, hash].every((part) => typeof part === 'string')) {
      return `${pathname as string}${search as string}${hash as string}`;
    }
  }
  return null;
}

/**
 * A path inside this app, or null. Only "/something" is accepted: not "//host", not "/\host",
 * no control characters, so a crafted link cannot send someone to another site after login.
 */
export function safeReturnPath(value: unknown): string | null {
  const path = asPath(value);
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  const bare = (path.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '');
  return AUTH_PATHS.includes(bare) ? null : path;
}

/** The page that sent the user to log in: `state.from`, else `?redirect=`. */
export function referrerOf(location: { state: unknown; search: string }): string | null {
  const state = location.state as { from?: unknown } | null;
  return (
    safeReturnPath(state?.from) ??
    safeReturnPath(new URLSearchParams(location.search).get('redirect'))
  );
}

/** Where each role lands after logging in (spec: clients /home, doctors /dochome). */
export function homeFor(role: Role): string {
  if (role === 'doctor') return '/dochome';
  if (role === 'admin') return '/admin';
  return '/home';
}
