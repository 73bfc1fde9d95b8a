import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The tables holding envelope-encrypted records, each with `id`, `key_id`, `wrapped_key`, `iv`
 * and `ciphertext` (db/schema-records.ts). The start-up check and key rotation walk them all:
 * a new encrypted table is added here.
 */
export const ENCRYPTED_TABLES = [
  'session_notes',
  'session_note_addenda',
  'questionnaire_responses',
  // Who a deleted client's kept records are about (retention.service.ts).
  'retained_subjects',
] as const;
export type EncryptedTable = (typeof ENCRYPTED_TABLES)[number];

export interface WrappedKeyRow {
  id: string;
  keyId: string;
  wrappedKey: Buffer;
}

type RawRow = { id: string; key_id: string; wrapped_key: Buffer | Uint8Array };

function toWrappedKey(row: RawRow): WrappedKeyRow {
  return { id: row.id, keyId: row.key_id, wrappedKey: Buffer.from(row.wrapped_key) };
}

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<RawRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: RawRow[] };
  return result.rows;
}

/**
 * One record per master key id in use: enough to try each key. The ids are found by a loose
 * index scan (one index probe per distinct id), so start-up stays as quick with a million notes
 * as with ten.
 */
export async function sampleEachKeyId(db: Db, table: EncryptedTable): Promise<WrappedKeyRow[]> {
  const t = sql.identifier(table);
  return (
    await rows(
      db,
      sql`with recursive ids as (
            (select key_id from ${t} order by key_id limit 1)
            union all
            select (select key_id from ${t} where key_id > ids.key_id order by key_id limit 1)
            from ids where ids.key_id is not null
          )
          select sample.id, sample.key_id, sample.wrapped_key from ids
          cross join lateral (
            select id, key_id, wrapped_key from ${t} where key_id = ids.key_id limit 1
          ) sample`,
    )
  ).map(toWrappedKey);
}

/** Records under another key than the current one, but for those already given up on. */
function underOtherKeys(table: EncryptedTable, currentKeyId: string, except: string[]) {
  const others = sql`${sql.identifier(table)} where key_id <> ${currentKeyId}`;
  if (except.length === 0) return others;
  return sql`${others} and id not in (${sql.join(
    except.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * Up to `limit` records still wrapped under another key than `currentKeyId` (but `except`),
 * locked for this transaction. SKIP LOCKED passes over a note being saved right now: its writer
 * seals it under the current key anyway, and a later batch sees it if not.
 */
export async function lockRecordsUnderOtherKeys(
  db: Db,
  table: EncryptedTable,
  currentKeyId: string,
  limit: number,
  except: string[] = [],
): Promise<WrappedKeyRow[]> {
  return (
    await rows(
      db,
      sql`select id, key_id, wrapped_key from ${underOtherKeys(table, currentKeyId, except)}
          order by id limit ${limit} for update skip locked`,
    )
  ).map(toWrappedKey);
}

export async function countRecordsUnderOtherKeys(
  db: Db,
  table: EncryptedTable,
  currentKeyId: string,
  except: string[] = [],
): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from ${underOtherKeys(table, currentKeyId, except)}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

export async function replaceWrappedKey(
  db: Db,
  table: EncryptedTable,
  row: WrappedKeyRow,
): Promise<void> {
  const t = sql.identifier(table);
  await db.execute(
    sql`update ${t} set key_id = ${row.keyId}, wrapped_key = ${row.wrappedKey} where id = ${row.id}`,
  );
}
