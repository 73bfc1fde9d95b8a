import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  isLanguage,
  languageFromPreferences,
  SOCKET_TRANSPORTS,
  SOCKET_UNAUTHORIZED,
  SOCKET_UNAVAILABLE,
  type Language,
  type Role,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@solace/shared';
import type { Clock } from './lib/clock';
import { runInLanguage } from './lib/request-id';
import type { SessionResolver } from './plugins/auth';
import { useRedisAdapter, type RedisLink } from './realtime-redis';
import {
  closeOldestBeyond,
  MAX_SOCKET_FRAME_BYTES,
  openedAtNow,
  refuseOverBudget,
  socketEventBudget,
} from './realtime-limits';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** What instances say to each other (through the Redis adapter). */
interface ServerSideEvents {
  /** "I was cut off": each other instance runs its resync handlers. */
  resync: () => void;
}

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
  /**
   * Runs `handler` when a socket connected to this instance joins or leaves (or, disconnecting,
   * drops out of) a room whose name starts with `prefix`.
   */
  onRoomChange(prefix: string, handler: (room: string) => void): void;
  /** Who is in the room (their user ids), on any instance (this one's while Redis is away). */
  roomPeople(room: string): Promise<Set<string>>;
  /** The rooms with a member connected to this instance, whose names start with `prefix`. */
  localRooms(prefix: string): string[];
  /**
   * Which of these users have at least one socket connected, on any instance; while the other
   * instances cannot be asked (Redis away, or one not answering), on this one.
   */
  onlineUsers(userIds: string[]): Promise<Set<string>>;
  /**
   * Runs `handler` when what this instance said may not have reached the others, nor theirs
   * this one: when its Redis connection comes back, and when another instance's does. Presence
   * is said again then.
   */
  onResync(handler: () => void): void;
  /** Runs `handler` for every new connection: features register their events with it. */
  onConnection(handler: (socket: RealtimeSocket) => void): void;
  /** Disconnects every socket opened with these sessions: a socket never outlives its session. */
  endSessions(sessionIds: string[]): void;
  /** Checks every open socket's session now, and disconnects those that have ended. */
  recheckSessions(): Promise<void>;
  /** How many sockets are connected to this instance (/metrics). */
  localSocketCount(): number;
  /** Whether both Redis connections are up; undefined without REDIS_URL (/api/ready). */
  redisUp(): boolean | undefined;
}

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** How soon a session that could not be checked is checked again. */
const RECHECK_LATER_MS = 5000;

interface RealtimeOptions {
  corsOrigins: string[];
  resolveSession: SessionResolver;
  clock: Clock;
  /** With Redis, events and socket lookups reach every instance (the socket.io Redis adapter). */
  redisUrl?: string;
  /** The adapter's channel prefix; instances that talk to each other share it. */
  redisChannel?: string;
  /** How many sockets one person may hold open (all instances together); the oldest go first. */
  maxSocketsPerUser: number;
}

/** What other instances see of a socket (the Redis adapter sends it to them): no secrets. */
export interface SocketData {
  /** From the session, never from anything the client sends. */
  userId: string;
  role: Role;
  /** When it connected: the oldest of a person's sockets is closed first past the limit. */
  openedAt: number;
  /** What its errors and notices are said in: the page's language, which the client sends. */
  language: Language;
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
  const io = new Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>(
    app.server,
    {
      path: '/socket.io',
      serveClient: false,
      // Websocket only, as the web app connects: any instance can take any connection, no
      // sticky sessions needed (SOCKET_TRANSPORTS); a polling client is refused at once.
      transports: [...SOCKET_TRANSPORTS],
      maxHttpBufferSize: MAX_SOCKET_FRAME_BYTES,
      cors:
        options.corsOrigins.length > 0
          ? { origin: options.corsOrigins, credentials: true }
          : undefined,
    },
  );
  const redis: RedisLink | undefined = options.redisUrl
    ? useRedisAdapter(io, app, options.redisUrl, options.redisChannel)
    : undefined;
  const connectionHandlers: ((socket: RealtimeSocket) => void)[] = [];
  const resyncHandlers: (() => void)[] = [];
  const resync = () => {
    for (const handler of resyncHandlers) handler();
  };
  redis?.onReturn(() => {
    resync();
    io.serverSideEmit('resync');
  });
  io.on('resync', resync);
  const watches = new WeakMap<RealtimeSocket, SessionWatch>();
  /** Once closing, nothing more is sent: the Redis connections are about to go. */
  let closing = false;
  /** Shutting down: new connections are turned away (they retry, and reach another instance). */
  let sendingAway = false;

  /** Checks the socket's session; schedules the next check for when it would end. */
  async function watchSession(socket: RealtimeSocket): Promise<boolean> {
    const watch = watches.get(socket);
    if (!watch) return false;
    clearTimeout(watch.expiryTimer);
    // Checking is not a user action: it does not keep an idle session alive.
    let session: Awaited<ReturnType<SessionResolver>>;
    try {
      session = await options.resolveSession(watch.token, { countsAsActivity: false });
    } catch {
      // The database is away: the session may well be fine; ask again in a while rather than
      // drop a socket that would not come back by itself (a server's disconnect is final).
      watch.expiryTimer = setTimeout(() => void watchSession(socket), RECHECK_LATER_MS);
      watch.expiryTimer.unref();
      return true;
    }
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

  /**
   * A socket speaks its page's language: the web app sends it in `auth`; any other client is
   * read like an HTTP request, by its Accept-Language.
   */
  function languageOf(handshake: RealtimeSocket['handshake']): Language {
    const sent = (handshake.auth as { language?: unknown } | undefined)?.language;
    return isLanguage(sent) ? sent : languageFromPreferences(handshake.headers['accept-language']);
  }

  io.use((socket, next) => {
    if (sendingAway) {
      // Not a refusal (which would stop the client): a hang-up, which it retries elsewhere.
      socket.conn.close();
      return next(new Error(SOCKET_UNAVAILABLE));
    }
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') return next(new Error(SOCKET_UNAUTHORIZED));
    options
      .resolveSession(token, { countsAsActivity: false })
      .then((session) => {
        if (!session) return next(new Error(SOCKET_UNAUTHORIZED));
        socket.data.userId = session.user.id;
        socket.data.role = session.user.role;
        socket.data.openedAt = openedAtNow();
        socket.data.language = languageOf(socket.handshake);
        watches.set(socket, { token });
        void socket.join([userRoom(session.user.id), sessionRoom(session.sessionId)]);
        next();
      })
      .catch((err: unknown) => {
        // The session could not be checked (the database is away): not a refusal, which would
        // stop the client for good. Hanging up makes it reconnect with its usual back-off.
        app.log.debug({ err }, 'socket session not checked');
        socket.conn.close();
        next(new Error(SOCKET_UNAVAILABLE));
      });
  });
  io.on('connection', (socket) => {
    void watchSession(socket);
    void closeOldestBeyond(
      io,
      userRoom(socket.data.userId),
      options.maxSocketsPerUser,
      app.log,
    ).catch((err: unknown) => app.log.warn({ err }, 'socket limit check failed'));
    socket.on('disconnect', () => clearTimeout(watches.get(socket)?.expiryTimer));
    const { language } = socket.data;
    // An event over the socket's budget goes no further (realtime-limits.ts).
    const budget = socketEventBudget(options.clock);
    socket.use((packet, next) => {
      if (budget.take()) next();
      else refuseOverBudget(packet, language);
    });
    // Every event's handler reads its messages (errors, notices) in the socket's language.
    socket.use((_packet, next) => runInLanguage(language, next));
    runInLanguage(language, () => {
      for (const handler of connectionHandlers) handler(socket);
    });
  });
  // Shutting down, before the HTTP server stops (it waits for every connection to end): each
  // socket's connection is closed under it. The client sees "transport close", which it answers
  // by reconnecting (a server's disconnect, "io server disconnect", it would not): through the
  // balancer, to an instance that is ready. Events still go out until the close below.
  app.addHook('preClose', async () => {
    sendingAway = true;
    for (const socket of io.sockets.sockets.values()) socket.conn.close();
  });
  app.addHook('onClose', async () => {
    closing = true;
    await io.close();
    await redis?.close();
  });
  /** The room's sockets on every instance, or this one's while Redis is away or slow. */
  const socketsIn = async (room: string) => {
    if (closing) return [];
    const here = () => io.local.in(room).fetchSockets();
    return redis?.up()
      ? io
          .in(room)
          .fetchSockets()
          .catch(() => here())
      : here();
  };
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
    onRoomChange: (prefix, handler) => {
      // The adapter says so after the change (the room's members are already the new ones).
      const adapter = io.of('/').adapter;
      const changed = (room: string) => void (room.startsWith(prefix) && handler(room));
      adapter.on('join-room', changed);
      adapter.on('leave-room', changed);
    },
    roomPeople: async (room) => new Set((await socketsIn(room)).map((s) => s.data.userId)),
    localRooms: (prefix) =>
      [...io.of('/').adapter.rooms.keys()].filter((room) => room.startsWith(prefix)),
    onlineUsers: async (userIds) => {
      if (userIds.length === 0 || closing) return new Set();
      const rooms = userIds.map(userRoom);
      const here = () => io.local.in(rooms).fetchSockets();
      // Asking Redis while it is away would only wait to fail: what this instance knows is
      // the best answer then, and the one it falls back on if the others do not answer.
      const sockets = redis?.up()
        ? await io
            .in(rooms)
            .fetchSockets()
            .catch((err: unknown) => {
              app.log.debug({ err }, 'presence from this instance only');
              return here();
            })
        : await here();
      return new Set(sockets.map((socket) => socket.data.userId));
    },
    onConnection: (handler) => void connectionHandlers.push(handler),
    onResync: (handler) => void resyncHandlers.push(handler),
    endSessions: (sessionIds) => {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    recheckSessions: async () => {
      await Promise.all([...io.sockets.sockets.values()].map((socket) => watchSession(socket)));
    },
    localSocketCount: () => io.sockets.sockets.size,
    redisUp: () => redis?.up(),
  };
}
