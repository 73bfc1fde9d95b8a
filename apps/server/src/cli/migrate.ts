/**
 * `npm run db:migrate`: brings the configured database's schema up to date and exits. For
 * operators who start Solace with MIGRATE_ON_START=false and migrate as a deploy step.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { keepDataDirPrivate } from '../lib/private-data';
import { DataDirLockedError } from '../db/data-dir-lock';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) keepDataDirPrivate(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/db`,
    migrate: true,
    timeoutMs: config.dbTimeoutMs,
  });
  await database.close();
  console.log(`The ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database is up to date.`);
}

main().catch((err: unknown) => {
  // A bad setting or a server holding DATA_DIR is the operator's to fix: one line, no stack.
  const known = err instanceof ConfigError || err instanceof DataDirLockedError;
  console.error(known ? err.message : err);
  process.exit(1);
});
