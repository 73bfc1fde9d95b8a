import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  SOCKET_UNAUTHORIZED,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@solace/shared';
import type { Clock } from './lib/clock';
import type { SessionResolver } from './plugins/auth';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

export interface Realtime {
  /** Sends an event to every open tab of one user. */
  emitToUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Disconnects every socket opened with these sessions: a socket never outlives its session. */
  endSessions(sessionIds: string[]): void;
  /** Checks every open socket's session now, and disconnects those that have ended. */
  recheckSessions(): Promise<void>;
}

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface RealtimeOptions {
  corsOrigins: string[];
  resolveSession: SessionResolver;
  clock: Clock;
}

interface SocketData {
  userId: string;
  /** Kept in memory only, to check the session again when it would end. */
  token: string;
  expiryTimer?: NodeJS.Timeout;
}
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

/**
 * socket.io on the same HTTP server as the API, at /socket.io. Every connection proves its
 * session with `auth: { token }` and joins its user's and its session's rooms; nothing is sent
 * to anyone else. A socket lives no longer than its session: it is dropped when the session is
 * ended (logout, password change, deletion) and when it expires (idle or absolute).
 */
export function attachRealtime(app: FastifyInstance, options: RealtimeOptions): Realtime {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>(
    app.server,
    {
      path: '/socket.io',
      serveClient: false,
      cors:
        options.corsOrigins.length > 0
          ? { origin: options.corsOrigins, credentials: true }
          : undefined,
    },
  );

  /** Checks the socket's session; schedules the next check for when it would end. */
  async function watchSession(socket: RealtimeSocket): Promise<boolean> {
    clearTimeout(socket.data.expiryTimer);
    // Checking is not a user action: it does not keep an idle session alive.
    const session = await options
      .resolveSession(socket.data.token, { countsAsActivity: false })
      .catch(() => undefined);
    if (!session) {
      socket.disconnect(true);
      return false;
    }
    const untilEnd = session.endsAt.getTime() - options.clock.now().getTime();
    // Another tab may use the session meanwhile and move its end: look again then.
    socket.data.expiryTimer = setTimeout(
      () => void watchSession(socket),
      Math.max(1000, untilEnd + 1000),
    );
    socket.data.expiryTimer.unref();
    return true;
  }

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') return next(new Error(SOCKET_UNAUTHORIZED));
    options
      .resolveSession(token, { countsAsActivity: false })
      .then((session) => {
        if (!session) return next(new Error(SOCKET_UNAUTHORIZED));
        socket.data.userId = session.user.id;
        socket.data.token = token;
        void socket.join([userRoom(session.user.id), sessionRoom(session.sessionId)]);
        next();
      })
      .catch(() => next(new Error(SOCKET_UNAUTHORIZED)));
  });
  io.on('connection', (socket) => {
    void watchSession(socket);
    socket.on('disconnect', () => clearTimeout(socket.data.expiryTimer));
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
  return {
    emitToUser: (userId, event, ...args) => {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    endSessions: (sessionIds) => {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    recheckSessions: async () => {
      await Promise.all([...io.sockets.sockets.values()].map((socket) => watchSession(socket)));
    },
  };
}
