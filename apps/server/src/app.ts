import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { healthRoutes } from './features/health/health.routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { attachRealtime } from './realtime';

export interface AppDependencies {
  /** An open database to use instead of opening one from the config (tests share one). */
  database?: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/**
 * Builds the whole server: API under /api, sockets at /socket.io and the web app, all on one
 * port. Nothing listens yet; `main.ts` calls listen, tests use `inject` or listen on port 0.
 */
export async function buildApp(
  config: Config,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.logFormat === 'pretty' && {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' },
        },
      }),
    },
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });

  const ownsDatabase = !deps.database;
  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: `${config.dataDir}/db`,
    }));
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  if (ownsDatabase) await seedDatabase(database.db, { demo: config.seedDemo });

  registerErrorHandling(app);
  await registerSecurity(app, config.corsOrigins);
  registerAuth(app, database.db);
  attachRealtime(app, config.corsOrigins);

  const db = database.db;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(catalogRoutes, { db });
      await api.register(accountsRoutes, { db });
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDistDir);

  return app;
}
