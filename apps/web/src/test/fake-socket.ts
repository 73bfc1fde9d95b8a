import type { Notification } from '@solace/shared';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for `lib/socket`, so no test opens a real connection (the jsdom page lives on
 * localhost:3000, where a developer's server may well be listening). Use it in a test file with
 * `vi.mock('<path>/lib/socket', () => import('<path>/test/fake-socket'))`; it records listeners
 * so a test can push events, and the token it was opened with.
 */
export const fakeSocket = {
  listeners: new Map<string, Set<Listener>>(),
  token: null as string | null,
  disconnected: false,
  reset() {
    this.listeners.clear();
    this.token = null;
    this.disconnected = false;
  },
  /** Delivers a server event to every listener, as the real socket would. */
  emit(event: 'notification:new', notification: Notification) {
    for (const listener of this.listeners.get(event) ?? []) listener(notification);
  },
};

/** Replaces lib/socket's export of the same name; only what the app calls on a socket is faked. */
export function connectSocket(token: string) {
  fakeSocket.token = token;
  fakeSocket.disconnected = false;
  return {
    on(event: string, listener: Listener) {
      if (!fakeSocket.listeners.has(event)) fakeSocket.listeners.set(event, new Set());
      fakeSocket.listeners.get(event)!.add(listener);
    },
    off(event: string, listener: Listener) {
      fakeSocket.listeners.get(event)?.delete(listener);
    },
    disconnect() {
      fakeSocket.disconnected = true;
    },
  };
}
