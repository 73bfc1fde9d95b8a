import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Duplex } from 'node:stream';
import pg from 'pg';
import { connectionFault } from '../lib/db-errors';
import { migrationsFolder, startPglite, type PgliteStart } from './pglite-start';
import type { PgliteThread } from './pglite-thread';
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
  /**
   * Where a lost connection is reported (the app's logger); until one is given, a short line on
   * standard error. The process never stops for it: the pool connects again when asked.
   */
  onFault(report: FaultReporter): void;
  /**
   * The connection pool now (/metrics): connections open and idle, and queries waiting for one.
   * PGlite has one connection (its one session), so `waiting` is its queue of statements.
   */
  poolStats(): PoolStats;
  /**
   * The embedded database's data folder as a ustar archive (db:backup), taken while no
   * transaction is open: the one connection is held for it, so statements wait a moment.
   * Absent on PostgreSQL (pg_dump, docs/deploy.md).
   */
  dump?: () => Promise<Buffer>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const statsOf = (pool: pg.Pool): PoolStats => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/** A connection was lost: what to log of it (never the error object, see connectionFault). */
export type FaultReporter = (fault: { code?: string; reason: string }, what: string) => void;

export interface NotificationHandlers {
  onPayload(payload: string): void;
  onLive(live: boolean): void;
}

/** Any fixed number: PostgreSQL advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 727_001;

interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it, an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /**
   * Where PGlite keeps its files (`DATA_DIR/db`); omitted means in memory (tests). Its parent,
   * DATA_DIR, is locked to this process until close: a second process fails to open it with a
   * DataDirLockedError.
   */
  pgliteDir?: string | undefined;
  /** The embedded database's start, begun earlier by startPglite (main.ts); else begun here. */
  pglite?: PgliteStart | undefined;
  /** Apply pending migrations (default); false trusts the schema to be current. */
  migrate?: boolean;
  /**
   * PostgreSQL: how long connecting, a statement and a query's answer may take (DB_TIMEOUT_MS),
   * so a database that stops answering fails requests instead of holding them. Default 5000.
   */
  timeoutMs?: number | undefined;
}

const DEFAULT_DB_TIMEOUT_MS = 5000;

/** Faults go to the reporter given by onFault, or to standard error until there is one. */
function faultReporting() {
  let report: FaultReporter = (fault, what) =>
    console.error(JSON.stringify({ level: 'warn', msg: what, ...fault }));
  return {
    report: (err: unknown, what: string) => report(connectionFault(err), what),
    onFault: (reporter: FaultReporter) => void (report = reporter),
  };
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrate = options.migrate ?? true;
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, migrate, options.timeoutMs ?? DEFAULT_DB_TIMEOUT_MS);
  }
  return openPglite(options.pglite ?? startPglite(options.pgliteDir, migrate));
}

async function openPglite(start: PgliteStart): Promise<Database> {
  const { lock } = start;
  let thread: PgliteThread | undefined;
  let pool: pg.Pool | undefined;
  const faults = faultReporting();
  const close = async () => {
    try {
      await pool?.end();
      await thread?.close();
    } finally {
      lock?.release();
    }
  };
  try {
    thread = await start.thread;
    const connect = thread.connect;
    // One connection: PGlite has one session, which keeps its guarantees (and its LISTENs).
    pool = new pg.Pool({ max: 1, idleTimeoutMillis: 0, stream: connect });
    // The thread stopping ends the connection: queries fail (503), the process goes on.
    pool.on('error', (err) => faults.report(err, 'database connection lost'));
    const channels = new Map<string, Set<NotificationHandlers>>();
    pool.on('connect', (client) => {
      client.on('error', () => {}); // while checked out; the query in flight fails with it
      client.on('notification', ({ channel, payload }) => {
        for (const handlers of channels.get(channel) ?? []) handlers.onPayload(payload ?? '');
      });
    });
    const session = pool;
    const started = thread;
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
      onFault: faults.onFault,
      poolStats: () => statsOf(session),
      dump: async () => {
        const held = await session.connect();
        try {
          return await started.dump();
        } finally {
          held.release();
        }
      },
      close,
    };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}

/** What every PostgreSQL connection of the app is opened with. */
function connectionSettings(url: string, timeoutMs: number): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    // The server cancels a statement first (the connection stays good); the client's own
    // timer, a little later, catches a server or network that stopped answering at all.
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 250,
    keepAlive: true,
  };
}

/**
 * A connection whose query got no answer in time is in an unknown state (its answer may still
 * come, and would be taken for the next query's): it is closed, so the pool never lends it out
 * again, even when the query ran inside a transaction (released without an error).
 */
function closeOnReadTimeout(client: pg.Client): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        if (err instanceof Error && err.message === 'Query read timeout') destroyConnection(client);
      });
    }
    return result;
  };
}

function destroyConnection(client: pg.Client): void {
  (client as unknown as { connection: { stream: Duplex } }).connection.stream.destroy();
}

async function openPostgres(url: string, migrate: boolean, timeoutMs: number): Promise<Database> {
  const faults = faultReporting();
  if (migrate) await migratePostgres(url, timeoutMs, faults.report);
  const pool = new pg.Pool({ ...connectionSettings(url, timeoutMs), max: 10 });
  // Without these a reset idle connection is an unhandled 'error' event: the process would stop.
  pool.on('error', (err) => faults.report(err, 'database connection lost'));
  pool.on('connect', (client) => {
    client.on('error', () => {}); // checked out: the query in flight fails with it (a 503)
    closeOnReadTimeout(client);
  });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: (channel, handlers) => listenPostgres(url, timeoutMs, channel, handlers, faults.report),
    onFault: faults.onFault,
    poolStats: () => statsOf(pool),
    close: () => pool.end(),
  };
}

/** How often the LISTEN connection proves it still hears: a silent network is noticed too. */
const HEARTBEAT_MS = 15_000;

/** LISTEN on a connection of its own, connecting again (and saying so) when it is lost. */
async function listenPostgres(
  url: string,
  timeoutMs: number,
  channel: string,
  { onPayload, onLive }: NotificationHandlers,
  report: (err: unknown, what: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client(connectionSettings(url, timeoutMs));
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.on('error', (err) => report(err, 'database notifications connection lost'));
    client.on('end', () => {
      if (stopped || current !== client) return;
      current = undefined;
      onLive(false);
      reconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (err) {
      destroyConnection(client);
      throw err;
    }
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
  // No answer in time means the connection is gone (a network that drops everything says
  // nothing else): closing it starts the reconnection above.
  const heartbeat = setInterval(() => {
    const client = current;
    client?.query('select 1').catch(() => destroyConnection(client));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    await connect();
  } catch (err) {
    clearInterval(heartbeat);
    throw err;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    await current?.end();
  };
}

/**
 * Several instances may start together: one migrates while the others wait, on a connection of
 * its own without statement timeouts (waiting for the lock or a long migration is expected).
 */
async function migratePostgres(
  url: string,
  timeoutMs: number,
  report: (err: unknown, what: string) => void,
): Promise<void> {
  const lockClient = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  lockClient.on('error', (err) => report(err, 'database connection lost while migrating'));
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const applied = () => appliedMigrations(lockClient);
    const before = await applied();
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
    // New indexes and columns need statistics before the planner uses them well (decision 0017).
    if ((await applied()) !== before) await lockClient.query('ANALYZE');
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await lockClient.end().catch(() => {});
  }
}

/** How many migrations the database has applied (0 before the first). */
async function appliedMigrations(client: pg.ClientBase): Promise<number> {
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
