import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';

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
    await database.db.execute(sql.raw(`truncate table ${tables.join(', ')} cascade`));
  }
  await seedDatabase(database.db, { demo });
}
