import { io, type Socket } from 'socket.io-client';
import {
  activeLanguage,
  SOCKET_RECONNECTION,
  SOCKET_TRANSPORTS,
  SOCKET_UNAUTHORIZED,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@solace/shared';
import { toast } from './toast';

export type SolaceSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A realtime connection to the Solace server (same origin, `/socket.io`), authenticated with
 * the session token (and telling the page's language), over a websocket alone (SOCKET_TRANSPORTS: no sticky sessions needed behind
 * a balancer). Reconnection follows the spec: unlimited attempts, 1 s base delay, 5 s
 * maximum, jitter 0.5, 20 s connect time-out. A rejected token stops the retries: the next API
 * call answers 401 and ends the session the usual way.
 *
 * Screens do not call this: they share the session's one connection through `useSocket`
 * (`lib/use-socket.ts`). It stays a module of its own so tests can replace it with `vi.mock`.
 */
export function connectSocket(token: string): SolaceSocket {
  const socket: SolaceSocket = io({
    path: '/socket.io',
    // The page's language: the server's errors and notices on this socket speak it.
    auth: { token, language: activeLanguage() },
    transports: [...SOCKET_TRANSPORTS],
    ...SOCKET_RECONNECTION,
  });
  socket.on('connect_error', (error) => {
    if (error.message === SOCKET_UNAUTHORIZED) socket.disconnect();
  });
  // The server closed this tab's connection: the person has too many open (the oldest go first).
  // socket.io does not reconnect after a server's disconnect, so no tab pushes another out.
  socket.on('too-many-connections', ({ message }) => {
    toast.info(message, { toastId: 'too-many-connections', autoClose: false });
  });
  return socket;
}
