import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors';
import { registerPublicPages, type PublicCatalogue } from './public-pages';

/**
 * Serves the built web app and answers every other non-API path with its index.html, so client
 * routes (/doctors, /bookings/{id}, /video-chat/{roomId}, ...) load on a reload or a shared link.
 * The public pages come drawn by the server (public-pages.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  catalog: PublicCatalogue,
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The server render (ssr/) is the server's own code: never sent.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      cacheControl: false, // set per file below
      // The build writes `.br` and `.gz` beside each text file (apps/web/vite.config.ts): the
      // best one the browser accepts is sent as it is, with no compressing per request.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh. Which bytes a URL gets
      // depends on Accept-Encoding, so caches must keep one copy per encoding.
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    await registerPublicPages(app, webDistDir, catalog);
  } else {
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send(apiNotFound());
    }
    const looksLikeFile = path.posix.basename(pathname).includes('.');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWebApp || looksLikeFile || !isPageRequest) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
