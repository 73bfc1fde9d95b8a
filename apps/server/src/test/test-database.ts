import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';
import { DEMO_PASSWORD } from '../db/seed-data';
import { PG_DEADLOCK_DETECTED, pgErrorCode } from '../lib/db-errors';
import { cheapPasswordHash } from './cheap-password-hash';

/**
 * One database per test worker, because PGlite takes seconds to start: in-memory PGlite by
 * default, the PostgreSQL of DATABASE_URL when it is set. Tests reset it instead of reopening.
 */
let shared: Promise<Database> | undefined;

export function getTestDatabase(): Promise<Database> {
  shared ??= openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
  return shared;
}

/**
 * A statement naming the app's tables that hold rows (one round trip), made once per database:
 * most tests write to a handful of the forty.
 */
const probes = new WeakMap<Database, Promise<SQL>>();

function tablesWithRows(database: Database): Promise<SQL> {
  let probe = probes.get(database);
  if (!probe) {
    probe = (async () => {
      // Both drivers answer raw SQL with `{ rows }`; the shared Db type does not say so.
      const { rows } = (await database.db.execute(
        sql`select tablename from pg_tables where schemaname = 'public'`,
      )) as unknown as { rows: { tablename: string }[] };
      const each = rows.map(
        ({ tablename }) =>
          `select '${tablename}' as name where exists (select 1 from "${tablename}")`,
      );
      return sql.raw(each.join(' union all '));
    })();
    probes.set(database, probe);
  }
  return probe;
}

/**
 * Empties every table of the app (not the migration journal) and seeds it again. DELETE, not
 * TRUNCATE: PGlite makes new files for every table a TRUNCATE touches (its cascade reaches
 * nearly all of them from `users`), about 80 ms a test against 25 ms for this, a fifth of the
 * server suite's CPU. Replica mode skips foreign-key checks and triggers, so the order does not
 * matter and no row announces itself; one '*' on the read caches' channel says what TRUNCATE's
 * trigger said: drop everything (migration 0011).
 */
export async function resetDatabase(database: Database, { demo = true } = {}): Promise<void> {
  const probe = await tablesWithRows(database);
  // The app under test keeps running its job runner (expired holds, refunds, reminders)
  // between tests: on PostgreSQL a pass holding one row can wait for another that this
  // transaction deleted, while this waits for the pass's; the server picks one as the
  // deadlock's victim. Once the pass ends, the reset goes through.
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(probe)) as unknown as { rows: { name: string }[] };
        await tx.execute(sql`set local session_replication_role = replica`);
        for (const { name } of rows) await tx.execute(sql.raw(`delete from "${name}"`));
        await tx.execute(sql`select pg_notify('solace_reads', '*')`);
      });
      break;
    } catch (err) {
      if (pgErrorCode(err) !== PG_DEADLOCK_DETECTED || attempt === 5) throw err;
    }
  }
  await seedDatabase(database.db, { demo, demoPasswordHash: cheapPasswordHash(DEMO_PASSWORD) });
}
