import type { ServerToClientEvents } from '@solace/shared';

type Listener = (...args: unknown[]) => void;

/** What the app sent: the event, its payload and the acknowledgement callback, if any. */
export interface SentEvent {
  event: string;
  payload: unknown;
  ack?: (answer: unknown) => void;
}

function fire(event: string, ...args: unknown[]) {
  for (const listener of [...(fakeSocket.listeners.get(event) ?? [])]) listener(...args);
}

/**
 * A stand-in for `lib/socket`, so no test opens a real connection (the jsdom page lives on
 * localhost:3000, where a developer's server may well be listening). Every web test file has it
 * in place of the real one (test/setup.ts). It records listeners, so a test can push events, what
 * the app emitted, how many connections were opened, and the token of the last. It starts
 * connected.
 */
export const fakeSocket = {
  listeners: new Map<string, Set<Listener>>(),
  token: null as string | null,
  disconnected: false,
  connected: true,
  connections: 0,
  sent: [] as SentEvent[],
  reset() {
    this.listeners.clear();
    this.token = null;
    this.disconnected = false;
    this.connected = true;
    this.connections = 0;
    this.sent = [];
  },
  /** Delivers a server event to every listener, as the real socket would. */
  emit<E extends keyof ServerToClientEvents>(
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ) {
    fire(event, ...args);
  },
  /** The connection drops (the server went away); emits stay with the app meanwhile. */
  drop() {
    this.connected = false;
    fire('disconnect', 'transport close');
  },
  /** The connection is back. */
  reconnect() {
    this.connected = true;
    fire('connect');
  },
  /** What the app emitted as `event`, oldest first. */
  sentAs(event: string): SentEvent[] {
    return this.sent.filter((item) => item.event === event);
  },
};

/** Replaces lib/socket's export of the same name; only what the app calls on a socket is faked. */
export function connectSocket(token: string) {
  fakeSocket.token = token;
  fakeSocket.disconnected = false;
  fakeSocket.connections += 1;
  return {
    get connected() {
      return fakeSocket.connected && !fakeSocket.disconnected;
    },
    on(event: string, listener: Listener) {
      if (!fakeSocket.listeners.has(event)) fakeSocket.listeners.set(event, new Set());
      fakeSocket.listeners.get(event)!.add(listener);
    },
    off(event: string, listener: Listener) {
      fakeSocket.listeners.get(event)?.delete(listener);
    },
    emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
      fakeSocket.sent.push({ event, payload, ack });
    },
    disconnect() {
      fakeSocket.disconnected = true;
    },
  };
}
