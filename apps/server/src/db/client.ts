import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database and how to close it; the same SQL runs on PGlite and PostgreSQL. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Hears the notifications of `channel` (PostgreSQL on a connection of its own, PGlite in its
   * one session). `onLive(false)` says notifications may be missed from now on (connection
   * lost), `onLive(true)` that they are heard again. Returns how to stop listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onPayload(payload: string): void;
  onLive(live: boolean): void;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any fixed number: PostgreSQL advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 727_001;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it, an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /**
   * Where PGlite keeps its files (`DATA_DIR/db`); omitted means in memory (tests). Its parent,
   * DATA_DIR, is locked to this process until close: a second process fails to open it with a
   * DataDirLockedError.
   */
  pgliteDir?: string | undefined;
  /** Apply pending migrations (default); false trusts the schema to be current. */
  migrate?: boolean;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrate = options.migrate ?? true;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrate);
  return openPglite(options.pgliteDir, migrate);
}

async function openPglite(dir: string | undefined, migrate: boolean): Promise<Database> {
  const lock = dir ? acquireDataDirLock(path.dirname(path.resolve(dir))) : undefined;
  let thread: PgliteThread | undefined;
  let pool: pg.Pool | undefined;
  const close = async () => {
    try {
      await pool?.end();
      await thread?.close();
    } finally {
      lock?.release();
    }
  };
  try {
    thread = await startPgliteThread({ dataDir: dir, migrate, migrationsFolder });
    const connect = thread.connect;
    // One connection: PGlite has one session, which keeps its guarantees (and its LISTENs).
    pool = new pg.Pool({ max: 1, idleTimeoutMillis: 0, stream: connect });
    const channels = new Map<string, Set<NotificationHandlers>>();
    pool.on('connect', (client) => {
      client.on('notification', ({ channel, payload }) => {
        for (const handlers of channels.get(channel) ?? []) handlers.onPayload(payload ?? '');
      });
    });
    const session = pool;
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'pglite',
      // One session: a write's notifications arrive before the write's own promise settles.
      listen: async (channel, handlers) => {
        const listening = channels.get(channel) ?? new Set();
        if (listening.size === 0) await session.query(`LISTEN "${channel}"`);
        listening.add(handlers);
        channels.set(channel, listening);
        return async () => {
          listening.delete(handlers);
        };
      },
      close,
    };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}

async function openPostgres(url: string, migrate: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  if (migrate) await migratePostgres(pool);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

/** LISTEN on a connection of its own, connecting again (and saying so) when it is lost. */
async function listenPostgres(
  url: string,
  channel: string,
  { onPayload, onLive }: NotificationHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.on('error', () => {}); // 'end' follows, and handles it
    client.on('end', () => {
      if (stopped || current !== client) return;
      current = undefined;
      onLive(false);
      reconnect();
    });
    await client.connect();
    await client.query(`LISTEN "${channel}"`);
    current = client;
  };
  const reconnect = () => {
    retry = setTimeout(() => {
      connect().then(
        () => onLive(true),
        () => reconnect(),
      );
    }, 500);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end();
  };
}

async function migratePostgres(pool: pg.Pool): Promise<void> {
  // Several instances may start together: one migrates while the others wait.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const applied = () => appliedMigrations(lockClient);
    const before = await applied();
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
    // New indexes and columns need statistics before the planner uses them well (decision 0017).
    if ((await applied()) !== before) await lockClient.query('ANALYZE');
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
}

/** How many migrations the database has applied (0 before the first). */
async function appliedMigrations(client: pg.PoolClient): Promise<number> {
  const table = await client.query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
  if (table.rows[0]?.t === null) return 0;
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return rows[0]!.n;
}

/** A trivial round trip, for the health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
