import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { PRIVATE_FILE_MODE } from '../../lib/private-data';
import {
  openRecord,
  rewrapRecordKey,
  sealRecord,
  unwrapDataKey,
  type RecordPlace,
  type SealedRecord,
} from './envelope';
import { MASTER_KEY_BYTES, MasterKeyring, RecordsKeyError } from './master-keys';
import {
  ENCRYPTED_TABLES,
  countRecordsUnderOtherKeys,
  lockRecordsUnderOtherKeys,
  replaceWrappedKey,
  sampleEachKeyId,
  type WrappedKeyRow,
} from './records.repo';

export { MasterKeyring, RecordsKeyError } from './master-keys';
export type { RecordPlace, SealedRecord } from './envelope';

/**
 * Seals a clinical record of another feature (questionnaire answers) under the current master
 * key, bound to its table and row; its table must be in ENCRYPTED_TABLES (records.repo.ts).
 */
export function sealFor(keyring: MasterKeyring, place: RecordPlace, plaintext: string) {
  return sealRecord(keyring, place, plaintext);
}

/** Opens what sealFor sealed at the same place; throws if it was changed or moved. */
export function openSealed(keyring: MasterKeyring, place: RecordPlace, sealed: SealedRecord) {
  return openRecord(keyring, place, sealed);
}

async function samplesOfEachKey(db: Db) {
  const samples: { table: (typeof ENCRYPTED_TABLES)[number]; row: WrappedKeyRow }[] = [];
  for (const table of ENCRYPTED_TABLES) {
    for (const row of await sampleEachKeyId(db, table)) samples.push({ table, row });
  }
  return samples;
}

/**
 * The master keys, checked against the records before the server starts. With encrypted records
 * present, every master key id they name must be configured and must open a record (a wrong key
 * is refused here, never found out by garbling a note later). Without any record yet, and without
 * a key configured, a key is made in `DATA_DIR/records.key` (0600). Throws a RecordsKeyError whose
 * one line names the setting.
 */
export async function openRecordsKeyring(
  settings: Config['recordsKeys'],
  db: Db,
  log?: FastifyBaseLogger,
  /** PostgreSQL: other instances may share the database, and must share the key. */
  sharedDatabase = false,
): Promise<MasterKeyring> {
  const samples = await samplesOfEachKey(db);
  if (settings.setting === 'RECORDS_KEY_FILE' && !fs.existsSync(settings.path)) {
    if (samples.length > 0 || !settings.isDefault) {
      throw new RecordsKeyError(
        settings.isDefault
          ? `RECORDS_KEY: encrypted records exist but no key is configured (and ${settings.path} is missing); set RECORDS_KEY or RECORDS_KEY_FILE to the key they were written with`
          : `RECORDS_KEY_FILE: ${settings.path} does not exist`,
      );
    }
    fs.mkdirSync(path.dirname(settings.path), { recursive: true });
    // 'wx': two instances starting at once never overwrite each other's new key.
    try {
      fs.writeFileSync(settings.path, `${randomBytes(MASTER_KEY_BYTES).toString('base64')}\n`, {
        mode: PRIVATE_FILE_MODE,
        flag: 'wx',
      });
      log?.warn(
        `Made the records master key ${settings.path}: back it up; without it the session notes cannot be read` +
          (sharedDatabase
            ? '. Every instance on this database needs the same key: give them all RECORDS_KEY or RECORDS_KEY_FILE'
            : ''),
      );
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const keyring = new MasterKeyring(settings);
  for (const { table, row } of samples) {
    const place = { table, id: row.id };
    if (!keyring.find(row.keyId)) {
      throw new RecordsKeyError(
        `${settings.setting}: no configured key opens the encrypted records (they name key id ${row.keyId}; configured: ${keyring.ids.join(', ')}); set it to the key they were written with`,
      );
    }
    // The id is the key's hash, so the right key is configured; a record that still does not
    // open was changed in the database. That record answers an error when read; the rest serve.
    try {
      unwrapDataKey(keyring, place, row);
    } catch {
      log?.error({ table, id: row.id }, 'An encrypted record does not open: it was changed');
    }
  }
  return keyring;
}

export interface RotationReport {
  rewrapped: number;
  keyId: string;
  /**
   * Records whose data key does not open under the key it names (a byte of it was changed):
   * left as they are, so that one damaged record does not stop every other from being rotated,
   * and named so that someone looks at them (the old key must stay until they are dealt with).
   */
  unreadable: RecordPlace[];
}

/**
 * Wraps every record's data key again under the current (first) master key, while the server
 * runs: `batchSize` records a transaction, locked with SKIP LOCKED so that a note being saved is
 * never waited on nor overwritten (its writer seals it under the current key). Rows skipped
 * that way are looked for again until none is left under an older key. A key missing from the
 * configuration stops it (RecordsKeyError): that is the operator's to mend, for every record.
 */
export async function rotateRecordsKey(
  ctx: { db: Db },
  keyring: MasterKeyring,
  options: { batchSize?: number; onBatch?: (rewrapped: number) => void } = {},
): Promise<RotationReport> {
  const batchSize = options.batchSize ?? 100;
  keyring.reload();
  const currentId = keyring.current.id;
  let rewrapped = 0;
  const unreadable: RecordPlace[] = [];
  for (const table of ENCRYPTED_TABLES) {
    const givenUp: string[] = [];
    for (;;) {
      const done = await ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const batch = await lockRecordsUnderOtherKeys(db, table, currentId, batchSize, givenUp);
        for (const row of batch) {
          const place = { table, id: row.id };
          const again = rewrapOrGiveUp(keyring, place, row);
          if (again) await replaceWrappedKey(db, table, { id: row.id, ...again });
          else givenUp.push(row.id);
        }
        return batch.length;
      });
      rewrapped += done;
      if (done > 0) {
        options.onBatch?.(rewrapped - givenUp.length);
        continue;
      }
      // Nothing unlocked is left; rows locked by a writer at that moment are looked at again.
      if ((await countRecordsUnderOtherKeys(ctx.db, table, currentId, givenUp)) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    rewrapped -= givenUp.length;
    unreadable.push(...givenUp.map((id) => ({ table, id })));
  }
  return { rewrapped, keyId: currentId, unreadable };
}

/** The record's key wrapped anew; undefined when it does not open (a changed byte). */
function rewrapOrGiveUp(
  keyring: MasterKeyring,
  place: RecordPlace,
  row: Pick<SealedRecord, 'keyId' | 'wrappedKey'>,
) {
  try {
    return rewrapRecordKey(keyring, place, row);
  } catch (err) {
    if (err instanceof RecordsKeyError) throw err;
    return undefined;
  }
}
