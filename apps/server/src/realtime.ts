import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  SOCKET_UNAUTHORIZED,
  type Role,
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
  /** Sends an event to every connected socket (every one is signed in), on every instance. */
  emitToAll<E extends keyof ServerToClientEvents>(
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /**
   * Sends an event to every member of a socket.io room, then takes them all out of it, on every
   * instance (server-side `in(room)`, which the Redis adapter carries).
   */
  closeRoom<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** The rooms with a member connected to this instance, whose names start with `prefix`. */
  localRooms(prefix: string): string[];
  /** Which of these users have at least one socket connected, on any instance. */
  onlineUsers(userIds: string[]): Promise<Set<string>>;
  /** Runs `handler` for every new connection: features register their events with it. */
  onConnection(handler: (socket: RealtimeSocket) => void): void;
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
  /** With Redis, events and socket lookups reach every instance (the socket.io Redis adapter). */
  redisUrl?: string;
  /** The adapter's channel prefix; instances that talk to each other share it. */
  redisChannel?: string;
}

/** What other instances see of a socket (the Redis adapter sends it to them): no secrets. */
export interface SocketData {
  /** From the session, never from anything the client sends. */
  userId: string;
  role: Role;
}
/** Kept in this process only: the token, to check the session again when it would end. */
interface SessionWatch {
  token: string;
  expiryTimer?: NodeJS.Timeout;
}
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

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
  const redis = options.redisUrl
    ? useRedisAdapter(io, app, options.redisUrl, options.redisChannel)
    : [];
  const connectionHandlers: ((socket: RealtimeSocket) => void)[] = [];
  const watches = new WeakMap<RealtimeSocket, SessionWatch>();
  /** Once closing, nothing more is sent: the Redis connections are about to go. */
  let closing = false;

  /** Checks the socket's session; schedules the next check for when it would end. */
  async function watchSession(socket: RealtimeSocket): Promise<boolean> {
    const watch = watches.get(socket);
    if (!watch) return false;
    clearTimeout(watch.expiryTimer);
    // Checking is not a user action: it does not keep an idle session alive.
    const session = await options
      .resolveSession(watch.token, { countsAsActivity: false })
      .catch(() => undefined);
    if (!session) {
      socket.disconnect(true);
      return false;
    }
    const untilEnd = session.endsAt.getTime() - options.clock.now().getTime();
    // Another tab may use the session meanwhile and move its end: look again then.
    watch.expiryTimer = setTimeout(
      () => void watchSession(socket),
      Math.max(1000, untilEnd + 1000),
    );
    watch.expiryTimer.unref();
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
        socket.data.role = session.user.role;
        watches.set(socket, { token });
        void socket.join([userRoom(session.user.id), sessionRoom(session.sessionId)]);
        next();
      })
      .catch(() => next(new Error(SOCKET_UNAUTHORIZED)));
  });
  io.on('connection', (socket) => {
    void watchSession(socket);
    socket.on('disconnect', () => clearTimeout(watches.get(socket)?.expiryTimer));
    for (const handler of connectionHandlers) handler(socket);
  });
  app.addHook('onClose', async () => {
    closing = true;
    await io.close();
    await Promise.all(redis.map((client) => client.quit().catch(() => client.disconnect())));
  });
  return {
    emitToUser: (userId, event, ...args) => {
      if (!closing) io.to(userRoom(userId)).emit(event, ...args);
    },
    emitToAll: (event, ...args) => {
      if (!closing) io.emit(event, ...args);
    },
    closeRoom: (room, event, ...args) => {
      if (closing) return;
      io.in(room).emit(event, ...args);
      io.in(room).socketsLeave(room);
    },
    localRooms: (prefix) =>
      [...io.of('/').adapter.rooms.keys()].filter((room) => room.startsWith(prefix)),
    onlineUsers: async (userIds) => {
      if (userIds.length === 0 || closing) return new Set();
      const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
      return new Set(sockets.map((socket) => socket.data.userId));
    },
    onConnection: (handler) => void connectionHandlers.push(handler),
    endSessions: (sessionIds) => {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    recheckSessions: async () => {
      await Promise.all([...io.sockets.sockets.values()].map((socket) => watchSession(socket)));
    },
  };
}

/** Two Redis connections (publish, subscribe) carrying socket.io's traffic between instances. */
function useRedisAdapter(
  io: Server,
  app: FastifyInstance,
  url: string,
  channel = 'socket.io',
): Redis[] {
  const pub = new Redis(url, { maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    // ioredis reconnects by itself; say so once per failure instead of crashing.
    client.on('error', (err: Error) => app.log.warn({ err }, 'redis connection failed'));
  }
  io.adapter(createAdapter(pub, sub, { key: channel, requestsTimeout: 3000 }));
  return [pub, sub];
}
