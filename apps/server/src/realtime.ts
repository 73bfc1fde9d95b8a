import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import {
  SOCKET_UNAUTHORIZED,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@solace/shared';
import type { Db } from './db/client';
import { resolveSession } from './features/accounts/sessions.service';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** Sends an event to every open tab of one user. */
export interface Realtime {
  emitToUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
}

const userRoom = (userId: string) => `user:${userId}`;

/**
 * socket.io on the same HTTP server as the API, at /socket.io. Every connection proves its
 * session with `auth: { token }` and joins its user's room; nothing is sent to anyone else.
 */
export function attachRealtime(app: FastifyInstance, db: Db, corsOrigins: string[]): Realtime {
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: corsOrigins.length > 0 ? { origin: corsOrigins, credentials: true } : undefined,
  });
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') return next(new Error(SOCKET_UNAUTHORIZED));
    // Opening a connection is not a user action: it does not keep an idle session alive.
    resolveSession(db, token, { countsAsActivity: false })
      .then((session) => {
        if (!session) return next(new Error(SOCKET_UNAUTHORIZED));
        socket.data.userId = session.user.id;
        void socket.join(userRoom(session.user.id));
        next();
      })
      .catch(() => next(new Error(SOCKET_UNAUTHORIZED)));
  });
  app.decorate('io', io);
  app.addHook('onClose', async () => {
    await io.close();
  });
  return {
    emitToUser: (userId, event, ...args) => {
      io.to(userRoom(userId)).emit(event, ...args);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
  }
}
