import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Copies a practice from the embedded database to PostgreSQL (`npm run db:move-to-postgres`):
 * every table of the schema, row for row, in one transaction on the target, so it ends with
 * all of the practice or none of it. Both databases are at the same migration (the target is
 * migrated first), so the tables are the same. Rows travel as JSON, which keeps every value
 * exact (microseconds, ranges, arrays, bytes); the tables are filled parents first (their
 * foreign keys are checked as usual), with the target's own triggers off meanwhile (an unread
 * counter bumped per copied message would count twice); sequences continue where they were.
 */
export class MoveError extends Error {
  override readonly name = 'MoveError';
}

/** Rows per round trip: a few MB of JSON at most for the widest tables. */
const CHUNK = 2000;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tablesOf(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** Parents before children, by the schema's foreign keys; a cycle cannot be filled in order. */
async function fillingOrder(db: Db, tables: string[]): Promise<string[]> {
  const links = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of links) if (child !== parent) parents.get(child)?.add(parent);
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new MoveError('The tables refer to each other in a circle.');
    for (const table of ready) {
      placed.add(table);
      order.push(table);
    }
  }
  return order;
}

async function appliedMigrations(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

async function countOf(db: Db, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql.raw(`select count(*)::int as n from ${ident(table)}`),
  );
  return row!.n;
}

/** The columns a copy writes: all but generated ones; identity ones need OVERRIDING. */
async function columnsOf(db: Db, table: string) {
  const rows = await rowsOf<{ name: string; identity: string | null }>(
    db,
    sql`select column_name as name, identity_generation as identity
        from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return {
    list: rows.map((row) => ident(row.name)).join(', '),
    overriding: rows.some((row) => row.identity === 'ALWAYS'),
  };
}

export interface MoveReport {
  tables: { name: string; rows: number }[];
}

export async function moveToPostgres(
  source: Db,
  target: Db,
  onTable: (name: string, rows: number) => void = () => {},
): Promise<MoveReport> {
  const [from, to] = await Promise.all([appliedMigrations(source), appliedMigrations(target)]);
  if (from !== to) {
    throw new MoveError(
      `The embedded database has ${from} migrations and PostgreSQL ${to}: start the server on the embedded database once (it migrates), then move.`,
    );
  }
  if ((await countOf(target, 'users')) > 0) {
    throw new MoveError(
      'The PostgreSQL database already holds accounts: move into an empty database (createdb a new one).',
    );
  }
  const tables = await tablesOf(source);
  const order = await fillingOrder(source, tables);
  const report: MoveReport = { tables: [] };
  await target.transaction(async (tx) => {
    const db = tx as unknown as Db;
    for (const table of tables) {
      await db.execute(sql.raw(`alter table ${ident(table)} disable trigger user`));
    }
    // What the migrations themselves inserted (the spec's plans) comes from the source instead.
    await db.execute(sql.raw(`truncate ${tables.map(ident).join(', ')}`));
    for (const table of order) {
      const { list, overriding } = await columnsOf(source, table);
      let copied = 0;
      for (;;) {
        const [chunk] = await rowsOf<{ rows: string; n: number }>(
          source,
          sql.raw(
            `select coalesce(json_agg(x), '[]')::text as rows, count(*)::int as n from
             (select ${list} from ${ident(table)} order by ctid limit ${CHUNK} offset ${copied}) x`,
          ),
        );
        if (!chunk || chunk.n === 0) break;
        await db.execute(
          sql`${sql.raw(`insert into ${ident(table)} (${list})`)} ${sql.raw(
            overriding ? 'overriding system value' : '',
          )} ${sql.raw(`select ${list} from json_populate_recordset(null::${ident(table)}, `)}${chunk.rows}::json)`,
        );
        copied += chunk.n;
        if (chunk.n < CHUNK) break;
      }
      const there = await countOf(db, table);
      if (there !== copied) {
        throw new MoveError(`${table}: ${copied} rows read but ${there} written.`);
      }
      report.tables.push({ name: table, rows: copied });
      onTable(table, copied);
    }
    const sequences = await rowsOf<{ name: string; last: string | null; called: boolean }>(
      source,
      sql`select sequencename as name, last_value::text as last, last_value is not null as called
          from pg_sequences where schemaname = 'public'`,
    );
    for (const { name, last } of sequences) {
      if (last === null) continue; // never used: it starts where it starts
      await db.execute(sql`select setval(${ident(name)}::regclass, ${last}::bigint, true)`);
    }
    for (const table of tables) {
      await db.execute(sql.raw(`alter table ${ident(table)} enable trigger user`));
    }
  });
  return report;
}
