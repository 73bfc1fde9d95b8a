import { getTableName, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { SEEDED_TABLES, seedDatabase } from '../db/seed';
import { DEMO_PASSWORD } from '../db/seed-data';
import { PG_DEADLOCK_DETECTED, pgErrorCode } from '../lib/db-errors';
import { EVERYTHING, READS_CHANNEL } from '../speed/invalidation';
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
 * Empties every table of the app that holds rows (not the migration journal, which is not in
 * `public`). Replica mode skips foreign-key checks and triggers, so the order does not matter
 * and no row announces itself. DELETE, not TRUNCATE: PGlite makes new files for every table a
 * TRUNCATE touches (its cascade reaches nearly all of them from `users`): about 80 ms a test,
 * against 25 ms for deleting and seeding statement by statement (decision note 0032).
 */
const EMPTY_THE_APP_TABLES = `
set local session_replication_role = replica;
do $empty$
declare
  name text;
  has_rows boolean;
begin
  for name in select tablename from pg_tables where schemaname = 'public' loop
    execute format('select exists (select 1 from %I)', name) into has_rows;
    if has_rows then execute format('delete from %I', name); end if;
  end loop;
end
$empty$;
`;

/** One '*' on the read caches' channel says what TRUNCATE's trigger said: drop everything. */
const DROP_THE_READ_CACHES = `select pg_notify('${READS_CHANNEL}', '${EVERYTHING}');`;

/** Several statements in one query: PostgreSQL (and PGlite) run them as one transaction. */
async function run(database: Database, statements: string): Promise<void> {
  // The app under test keeps running its job runner (expired holds, refunds, reminders)
  // between tests: on PostgreSQL a pass holding one row can wait for another that this
  // transaction deleted, while this waits for the pass's; the server picks one as the
  // deadlock's victim. Once the pass ends, the reset goes through.
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(sql.raw(statements));
      return;
    } catch (err) {
      if (pgErrorCode(err) !== PG_DEADLOCK_DETECTED || attempt === 5) throw err;
    }
  }
}

/** The rows the seeding wrote, as statements that write them again (from their JSON). */
async function writeBackTheSeed(database: Database): Promise<string> {
  const inserts: string[] = [];
  for (const table of SEEDED_TABLES) {
    const name = getTableName(table);
    // Both drivers answer raw SQL with `{ rows }`; the shared Db type does not say so.
    const { rows } = (await database.db.execute(
      sql.raw(`select json_agg(t)::text as seeded from "${name}" t`),
    )) as unknown as { rows: { seeded: string | null }[] };
    const seeded = rows[0]?.seeded;
    if (!seeded) continue;
    const quote = '$seeded$';
    if (seeded.includes(quote)) throw new Error(`the seeded ${name} hold ${quote}`);
    inserts.push(
      `insert into "${name}" select * from json_populate_recordset(null::"${name}", ${quote}${seeded}${quote});`,
    );
  }
  return inserts.join('\n');
}

/** Seeds for real, and answers the statements that bring the database back to this point. */
async function firstReset(database: Database, demo: boolean): Promise<string> {
  await run(database, EMPTY_THE_APP_TABLES + DROP_THE_READ_CACHES);
  await seedDatabase(database.db, { demo, demoPasswordHash: cheapPasswordHash(DEMO_PASSWORD) });
  return EMPTY_THE_APP_TABLES + (await writeBackTheSeed(database)) + DROP_THE_READ_CACHES;
}

/** Per database, the whole reset (with the demo people or without) as one round trip. */
const resets = new WeakMap<Database, Map<boolean, Promise<string>>>();

/**
 * Empties every table of the app and seeds the catalogue (and the demo people) again. The first
 * reset of a database seeds it statement by statement and keeps what that wrote; the later ones
 * empty and write it back in one round trip. Against emptying and seeding statement by
 * statement: 8 ms of CPU a reset instead of 27 on PGlite, 16 ms of wall clock instead of 90 on
 * PostgreSQL; the server suite alone 738 machine CPU-s instead of 873 (decision note 0032, an
 * eighteenth pass).
 */
export async function resetDatabase(database: Database, { demo = true } = {}): Promise<void> {
  let byKind = resets.get(database);
  if (!byKind) resets.set(database, (byKind = new Map()));
  const reset = byKind.get(demo);
  if (reset) return run(database, await reset);
  const first = firstReset(database, demo);
  byKind.set(demo, first);
  // A failed first reset is not kept: the next one seeds for real again.
  await first.catch((err: unknown) => {
    byKind.delete(demo);
    throw err;
  });
}
