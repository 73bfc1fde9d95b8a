/**
 * For tests of a hand-edited migration: a database of the test's own (PGlite, or on the
 * PostgreSQL server of DATABASE_URL in a database of its own, dropped after), brought to the
 * migration before the one under test, so the test can write what was there and then apply it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';

const migrationsFolder = path.join(import.meta.dirname, '..', 'db', 'migrations');
const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

export interface Engine {
  query<Row>(text: string): Promise<Row[]>;
  close(): Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  const db = await PGlite.create({ extensions: { btree_gist } });
  return {
    query: async <Row>(text: string) => (await db.query<Row>(text)).rows,
    close: () => db.close(),
  };
}

async function postgresEngine(url: string, purpose: string): Promise<Engine> {
  const name = `solace_${purpose}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: own.toString() });
  await client.connect();
  return {
    query: async <Row>(text: string) => (await client.query(text)).rows as Row[],
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** An empty database of the test's own; `purpose` names it on PostgreSQL (letters and _). */
export function migrationEngine(purpose: string): Promise<Engine> {
  const url = process.env.DATABASE_URL;
  return url ? postgresEngine(url, purpose) : pgliteEngine();
}

/** Applies one migration file, statement by statement, as drizzle's migrator splits it. */
export async function applyMigration(engine: Engine, tag: string): Promise<void> {
  const text = fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await engine.query(statement);
  }
}

/** Applies every migration before `tag`. */
export async function migrateUpTo(engine: Engine, tag: string): Promise<void> {
  const tags = journal.entries.map((entry) => entry.tag);
  if (!tags.includes(tag)) throw new Error(`no migration ${tag} in the journal`);
  for (const earlier of tags.slice(0, tags.indexOf(tag))) await applyMigration(engine, earlier);
}
