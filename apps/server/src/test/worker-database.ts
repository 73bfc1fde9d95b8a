/**
 * The server suite runs in two workers. On PGlite each worker already has a database of its own
 * (in memory); on the PostgreSQL of DATABASE_URL two workers would empty each other's tables
 * between tests, so each worker gets a database of its own beside it, `<name>_w<n>`, made on
 * first use and reused by later runs. Every test in the worker (and every server it starts)
 * reads DATABASE_URL, so pointing that at the worker's database is all it takes.
 *
 * Which `n` is claimed with an advisory lock held for the worker's life, not read from
 * VITEST_POOL_ID: in a run of several projects vitest gave both server workers pool id 1
 * (2026-11-29), and two runs at once would share databases too.
 *
 * A setup file of the server project: it runs before each test file, in the worker's process.
 */
import pg from 'pg';

/** Held open while the worker lives: its session's advisory lock is the claim. */
let claim: pg.Client | undefined;

async function claimDatabaseName(shared: string, base: string): Promise<string> {
  claim = new pg.Client({ connectionString: shared });
  await claim.connect();
  for (let n = 1; ; n += 1) {
    const name = `${base}_w${n}`;
    const { rows } = await claim.query<{ mine: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as mine',
      [name],
    );
    if (rows[0]?.mine) return name;
  }
}

async function useWorkerDatabase(): Promise<void> {
  const shared = process.env.DATABASE_URL;
  if (!shared || !process.env.VITEST_POOL_ID || process.env.SOLACE_WORKER_DATABASE === shared) {
    return;
  }
  const url = new URL(shared);
  const base = url.pathname.slice(1);
  if (!/^\w+$/.test(base)) throw new Error(`cannot name a worker database after ${shared}`);
  const name = await claimDatabaseName(shared, base);
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    // Two runs at once may both try: the loser's "already exists" is the same outcome.
    if (rowCount === 0) await admin.query(`create database ${name}`).catch(alreadyExists);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.SOLACE_WORKER_DATABASE = process.env.DATABASE_URL;
}

function alreadyExists(err: unknown): void {
  // 42P04 duplicate_database; 23505 when both creates reached the catalogue at once.
  const code = (err as { code?: string }).code;
  if (code !== '42P04' && code !== '23505') throw err;
}

await useWorkerDatabase();
