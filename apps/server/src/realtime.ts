import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';

/**
 * socket.io on the same HTTP server as the API, at /socket.io. Features attach their event
 * handlers to it; it closes with the app.
 */
export function attachRealtime(app: FastifyInstance, corsOrigins: string[]): Server {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: corsOrigins.length > 0 ? { origin: corsOrigins, credentials: true } : undefined,
  });
  app.decorate('io', io);
  app.addHook('onClose', async () => {
    await io.close();
  });
  return io;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}
