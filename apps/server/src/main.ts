// Only what it takes to start the embedded database: the rest of the server (its packages are
// most of a second to load) is imported below, while PGlite starts in its thread.
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startPglite } from './db/pglite-start';
import { DEMO_PASSWORD, demoDoctors, demoPatient } from './db/seed-data';
import { connectionFault, isDatabaseUnavailable } from './lib/db-errors';
import { keepDataDirPrivate } from './lib/private-data';
import { shutDownGracefully } from './lib/shutdown';
import { RecordsKeyError } from './features/records/master-keys';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  keepDataDirPrivate(config.dataDir);
  // The database starts (PGlite in its own thread) while the rest of the server loads.
  const pgliteDir = `${config.dataDir}/db`;
  const pglite = config.databaseUrl ? undefined : startPglite(pgliteDir, config.migrateOnStart);
  const { openDatabase } = await import('./db/client');
  const opening = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir,
    pglite,
    migrate: config.migrateOnStart,
    timeoutMs: config.dbTimeoutMs,
  });
  opening.catch(() => {}); // reported below, once awaited
  const { buildApp } = await import('./app');
  const app = await buildApp(config, { database: await opening, ownsDatabase: true });

  // The first signal drains and closes (lib/shutdown.ts); a second one stops the process at once.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: stopping now');
      process.exit(1);
    }
    stopping = true;
    try {
      process.exit(await shutDownGracefully(app, signal, config.shutdown));
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}/db`;
  app.log.info(`Solace is ready at ${config.publicUrl} (database: ${database})`);
  if (config.seedDemo) {
    app.log.info(
      `Demo accounts (password "${DEMO_PASSWORD}"): therapist ${demoDoctors[0]?.email}, client ${demoPatient.email}`,
    );
  }
}

main().catch((err: unknown) => {
  // Another process on the same embedded database: say so plainly, no stack.
  if (err instanceof DataDirLockedError) console.error(err.message);
  // A missing or wrong records key: the one line naming the setting, never a stack.
  else if (err instanceof RecordsKeyError) console.error(`Solace failed to start: ${err.message}`);
  // An unreachable database: one line, never the driver's error object (it can hold the
  // connection settings, the password among them).
  else if (isDatabaseUnavailable(err)) {
    const { code, reason } = connectionFault(err);
    console.error(`Solace failed to start: the database is not reachable (${code ?? reason}).`);
  } else console.error('Solace failed to start:', err);
  process.exit(1);
});
