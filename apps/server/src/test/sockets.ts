import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@solace/shared';
import type { RealtimeSocket } from '../realtime';
import { notifyNow } from './people';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The app's base URL, listening on a free port from the first call on. */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Real socket.io clients, closed together after each test. `open` answers once the socket is
 * connected, or with the reason it was refused.
 */
export function socketPool() {
  const sockets: TestSocket[] = [];
  return {
    async open(app: FastifyInstance, token?: string, query?: Record<string, string>) {
      const socket: TestSocket = connect(await baseUrlOf(app), {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: token ? { token } : {},
        ...(query && { query }),
      });
      sockets.push(socket);
      const outcome = await new Promise<string>((resolve) => {
        socket.on('connect', () => resolve('connected'));
        socket.on('connect_error', (err) => resolve(err.message));
      });
      return { socket, outcome };
    },
    /** Opens a socket that must connect (else the test fails with the reason). */
    async connected(app: FastifyInstance, token: string) {
      const { socket, outcome } = await this.open(app, token);
      if (outcome !== 'connected') throw new Error(`socket refused: ${outcome}`);
      return socket;
    },
    closeAll: () => sockets.splice(0).forEach((socket) => socket.close()),
  };
}

/** Everything one event brings to a socket from now on. */
export function collect<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E) {
  const received: Parameters<ServerToClientEvents[E]>[0][] = [];
  // socket.io-client's typed `on` cannot take a generic event's listener.
  (socket as unknown as Socket).on(event as string, (value: (typeof received)[number]) => {
    received.push(value);
  });
  return received;
}

/**
 * The server's side of the sockets `app` accepts from now on, to wait until it has handled one's
 * close (its `disconnecting` handlers, which tell the others, have run) instead of pausing.
 */
export function serverSides(app: FastifyInstance) {
  const byId = new Map<string, RealtimeSocket>();
  app.ctx.realtime.onConnection((socket) => byId.set(socket.id, socket));
  return {
    closed(client: TestSocket): Promise<void> {
      const server = client.id === undefined ? undefined : byId.get(client.id);
      if (!server) throw new Error('a socket opened before serverSides(app), or not connected');
      if (server.disconnected) return Promise.resolve();
      return new Promise((resolve) => server.once('disconnect', () => resolve()));
    },
  };
}

/**
 * Proves that nothing more reached `socket`, with no pause: a bell notice for `userId` sent from
 * `app` now goes the way every event for a socket goes (its rooms, the adapter, one connection
 * in order, and on Redis one publisher in order), so once it has reached `socket`, everything
 * `app` emitted to that socket before has arrived too. Call it once the server has done what
 * could have sent the unwanted event (an ack came, the event reached another socket); `socket`
 * must belong to `userId`.
 */
export async function roundTrip(app: FastifyInstance, socket: TestSocket, userId: string) {
  const arrived = new Promise<void>((resolve) =>
    (socket as unknown as Socket).once('notification:new', () => resolve()),
  );
  await notifyNow(app, userId, { title: 'Barrier', message: 'Sent after everything before it.' });
  await arrived;
}
