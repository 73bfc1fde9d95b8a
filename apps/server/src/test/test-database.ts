import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';
import { PG_DEADLOCK_DETECTED, pgErrorCode } from '../lib/db-errors';

/**
 * One database per test worker, because PGlite takes seconds to start: in-memory PGlite by
 * default, the PostgreSQL of DATABASE_URL when it is set. Tests reset it instead of reopening.
 */
let shared: Promise<Database> | undefined;

export function getTestDatabase(): Promise<Database> {
  shared ??= openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
  return shared;
}

/** Empties every table of the app (not the migration journal) and seeds it again. */
export async function resetDatabase(database: Database, { demo = true } = {}): Promise<void> {
  // Both drivers answer raw SQL with `{ rows }`; the shared Db type does not say so.
  const { rows } = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const tables = rows.map((row) => `"${row.tablename}"`);
  if (tables.length > 0) {
    const truncate = sql.raw(`truncate table ${tables.join(', ')} cascade`);
    // The app under test keeps running its job runner (expired holds, refunds, reminders)
    // between tests: on PostgreSQL a pass reading two tables can meet the truncate's exclusive
    // locks in the other order, and the server picks the truncate as the deadlock's victim.
    // Once the pass ends, the truncate goes through.
    for (let attempt = 1; ; attempt++) {
      try {
        await database.db.execute(truncate);
        break;
      } catch (err) {
        if (pgErrorCode(err) !== PG_DEADLOCK_DETECTED || attempt === 5) throw err;
      }
    }
  }
  await seedDatabase(database.db, { demo });
}
