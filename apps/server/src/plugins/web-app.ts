import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_PATH_PREFIX, LANGUAGES, splitLanguagePath } from '@solace/shared';
import { apiNotFound } from './errors';
import { languageDir, routePageLanguage } from './page-language';
import { registerPublicPages, type PublicCatalogue } from './public-pages';
import { robotsTxt } from './robots';

/**
 * Serves the built web app and answers every other non-API path with its index.html, so client
 * routes (/doctors, /bookings/{id}, /video-chat/{roomId}, ...) load on a reload or a shared link.
 * The public pages come drawn by the server (public-pages.ts). Each language is a build of its
 * own (English at `/`, Hindi under `/hi`); page-language.ts sends a reader to theirs.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  catalog: PublicCatalogue,
  /** The site's address as people reach it (PUBLIC_URL). */
  publicUrl: string,
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The server renders (ssr/, hi/ssr/) are the server's own code: never sent.
      allowedPath: (pathName) => !splitLanguagePath(pathName).path.startsWith('/ssr/'),
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
    // Browsers ask for /favicon.ico on a page that names no icon (an API answer or an attachment
    // opened in a tab): they get the app's own icon, not a 404.
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/favicon.svg', 301),
    );
    app.addHook('onRequest', routePageLanguage);
    for (const language of LANGUAGES) {
      const dir = path.join(webDistDir, languageDir(LANGUAGE_PATH_PREFIX[language]));
      if (fs.existsSync(path.join(dir, 'index.html'))) {
        await registerPublicPages(app, dir, catalog, language, publicUrl);
      }
    }
  } else {
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
  }

  const robots = robotsTxt();
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/plain').send(robots),
  );

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
    const prefix = LANGUAGE_PATH_PREFIX[splitLanguagePath(pathname).language];
    const index = path.posix.join(languageDir(prefix), 'index.html');
    return reply.header('cache-control', 'no-cache').sendFile(index);
  });
}
