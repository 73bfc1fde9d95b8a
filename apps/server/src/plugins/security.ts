import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { Server as HttpServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { BACKGROUND_REQUEST_HEADER, NEXT_CURSOR_HEADER } from '@solace/shared';
import { constantHeaders } from '../speed/constant-headers';
import type { FrontDoor } from '../speed/front-door';

/**
 * socket.io answers `/socket.io` on the HTTP server before Fastify sees the request (its
 * long-polling answers and its handshake errors alike), so no Fastify hook reaches them: the
 * headers are set on the response first, and whatever socket.io writes keeps them.
 */
function addSocketHeaders(server: HttpServer, headers: Record<string, string>): void {
  server.prependListener('request', (request, response) => {
    if (!request.url?.startsWith('/socket.io')) return;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  });
}

export async function registerSecurity(
  app: FastifyInstance,
  corsOrigins: string[],
  frontDoor: FrontDoor,
  /** Hosts a payment provider's checkout script comes from and talks to (Razorpay's). */
  checkoutOrigins: string[] = [],
): Promise<void> {
  const helmetOptions: FastifyHelmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...checkoutOrigins],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the same origin's ws: and wss: (the sockets): no other host is reachable.
        connectSrc: ["'self'", ...checkoutOrigins],
        // Razorpay's checkout draws its card and UPI forms in frames of its own hosts.
        frameSrc: ["'self'", ...checkoutOrigins],
        mediaSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Camera and microphone are requested by the consultation room, same origin only.
    crossOriginEmbedderPolicy: false,
    // Never framed, as frame-ancestors 'none' says, for browsers that only read this header.
    frameguard: { action: 'deny' },
  };
  const corsOptions: FastifyCorsOptions | undefined =
    corsOrigins.length > 0
      ? {
          origin: corsOrigins,
          credentials: true,
          methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
          allowedHeaders: ['Authorization', 'Content-Type', 'Accept', BACKGROUND_REQUEST_HEADER],
          // Paged lists whose body is the spec's bare array carry the next cursor here.
          exposedHeaders: [NEXT_CURSOR_HEADER],
          maxAge: 600,
        }
      : undefined;

  const headers = await constantHeaders((probe) => probe.register(helmet, helmetOptions));
  addSocketHeaders(app.server, headers);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  if (!corsOptions) return frontDoor.setSecurityHeaders(headers);

  await app.register(cors, corsOptions);
  // The front door sends what a request without an Origin gets (Vary: Origin and the like);
  // requests with one are left to the plugin.
  frontDoor.setSecurityHeaders(
    await constantHeaders(async (probe) => {
      await probe.register(helmet, helmetOptions);
      await probe.register(cors, corsOptions);
    }),
  );
}
