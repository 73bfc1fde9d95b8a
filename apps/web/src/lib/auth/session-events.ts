import type { Role } from '@solace/shared';

/**
 * "The server no longer knows this session": raised by the API client on a 401 to a request
 * that carried the bearer token. The auth provider forgets the session and says so; the layout
 * (inside the router) sends the user to their login page (by `role`: the session's, read before
 * it was forgotten).
 */
interface SessionEnded {
  role: Role | null;
}
type Listener = (ended: SessionEnded) => void;

const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionExpired(ended: SessionEnded = { role: null }): void {
  for (const listener of [...listeners]) listener(ended);
}
