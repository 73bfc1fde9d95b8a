import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { BACKGROUND_REQUEST_HEADER } from '@solace/shared';

/** What a response carries anyway, not helmet's to say. */
const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection']);

/**
 * The headers helmet sets, asked of it once: they are the same for every response (no CSP
 * nonces here), and working them out again on each request cost about 4% of a busy server.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', () => '');
  const res = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_SECURITY_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the same origin's ws: and wss: (the sockets): no other host is reachable.
        connectSrc: ["'self'"],
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
  });
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  if (corsOrigins.length > 0) {
    await app.register(cors, {
      origin: corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', BACKGROUND_REQUEST_HEADER],
      maxAge: 600,
    });
  }
}
