/**
 * "The server no longer knows this session": raised by the API client on a 401 to a request
 * that carried the bearer token. The auth provider forgets the session and says so; the layout
 * (inside the router) sends the user to the login page.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionExpired(): void {
  for (const listener of [...listeners]) listener();
}
