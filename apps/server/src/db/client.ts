import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database and how to close it; the same SQL runs on PGlite and PostgreSQL. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
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
  let client: PGlite | undefined;
  const close = async () => {
    try {
      await client?.close();
    } finally {
      lock?.release();
    }
  };
  try {
    if (dir) fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: { btree_gist } });
    const db = drizzlePglite(client, { schema });
    if (migrate) await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', close };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}

async function openPostgres(url: string, migrate: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  if (migrate) await migratePostgres(pool);
  const db = drizzlePg(pool, { schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

async function migratePostgres(pool: pg.Pool): Promise<void> {
  // Several instances may start together: one migrates while the others wait.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
}

/** A trivial round trip, for the health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
