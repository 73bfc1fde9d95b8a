import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import {
  SOCKET_UNAUTHORIZED,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@solace/shared';
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
}

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface RealtimeOptions {
  corsOrigins: string[];
  resolveSession: SessionResolver;
}

/**
 * socket.io on the same HTTP server as the API, at /socket.io. Every connection proves its
 * session with `auth: { token }` and joins its user's and its session's rooms; nothing is sent
 * to anyone else.
 */
export function attachRealtime(app: FastifyInstance, options: RealtimeOptions): Realtime {
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors:
      options.corsOrigins.length > 0
        ? { origin: options.corsOrigins, credentials: true }
        : undefined,
  });
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') return next(new Error(SOCKET_UNAUTHORIZED));
    // Opening a connection is not a user action: it does not keep an idle session alive.
    options
      .resolveSession(token, { countsAsActivity: false })
      .then((session) => {
        if (!session) return next(new Error(SOCKET_UNAUTHORIZED));
        socket.data.userId = session.user.id;
        void socket.join([userRoom(session.user.id), sessionRoom(session.sessionId)]);
        next();
      })
      .catch(() => next(new Error(SOCKET_UNAUTHORIZED)));
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
  };
}
