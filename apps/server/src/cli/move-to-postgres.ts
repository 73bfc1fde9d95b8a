/**
 * `npm run db:move-to-postgres -- postgres://user@host/db`: moves a practice that started on the
 * embedded database (DATA_DIR) to an empty PostgreSQL database, with all its data, in one
 * transaction (backup/move-to-postgres.ts). Stop the server first (the embedded database is one
 * process's); afterwards set DATABASE_URL to the same URL and start the server. Uploads stay
 * where they are (DATA_DIR/uploads, or the bucket). docs/deploy.md, "Moving to PostgreSQL".
 */
import { MoveError, moveToPostgres } from '../backup/move-to-postgres';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { keepDataDirPrivate } from '../lib/private-data';
import { runCommand } from './run-command';

async function main(targetUrl: string | undefined): Promise<number> {
  if (!targetUrl || !/^postgres(?:ql)?:\/\//.test(targetUrl)) {
    console.error('Usage: npm run db:move-to-postgres -- postgres://user@host:5432/database');
    return 1;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set, so this server already runs on PostgreSQL: unset it to move from DATA_DIR.',
    );
    return 1;
  }
  keepDataDirPrivate(config.dataDir);
  const source = await openDatabase({ pgliteDir: `${config.dataDir}/db` });
  try {
    const target = await openDatabase({ databaseUrl: targetUrl, timeoutMs: config.dbTimeoutMs });
    try {
      const report = await moveToPostgres(source.db, target.db, (name, rows) =>
        console.log(`${name}: ${rows}`),
      );
      const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Moved ${rows} rows in ${report.tables.length} tables. Set DATABASE_URL to this database and start the server.`,
      );
      return 0;
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

runCommand(() => main(process.argv[2]), [ConfigError, DataDirLockedError, MoveError]);
