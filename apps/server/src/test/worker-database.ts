/**
 * The server suite runs in two workers. On PGlite each worker already has a database of its own
 * (in memory); on the PostgreSQL of DATABASE_URL two workers would empty each other's tables
 * between tests, so each worker gets a database of its own beside it, `<name>_w<worker>`, made
 * on first use and reused by later runs. Every test in the worker (and every server it starts)
 * reads DATABASE_URL, so pointing that at the worker's database is all it takes.
 *
 * A setup file of the server project: it runs before each test file, in the worker's process.
 */
import pg from 'pg';

async function useWorkerDatabase(): Promise<void> {
  const shared = process.env.DATABASE_URL;
  const worker = process.env.VITEST_POOL_ID;
  if (!shared || !worker || process.env.SOLACE_WORKER_DATABASE === shared) return;
  const url = new URL(shared);
  const name = `${url.pathname.slice(1)}_w${worker}`;
  if (!/^\w+$/.test(name)) throw new Error(`cannot name a worker database after ${shared}`);
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
