import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { RecordsKeyError, type MasterKey, type MasterKeyring } from './master-keys';

/**
 * Envelope encryption of one record (docs/decisions/0023): the record is sealed with AES-256-GCM
 * under a fresh random data key, and the data key is sealed (AES-256-GCM too) under the current
 * master key. Both carry the record's table and row id as additional data, so a ciphertext or a
 * wrapped key copied onto another row fails to open instead of showing another record.
 */
export interface SealedRecord {
  keyId: string;
  /** iv (12 bytes), the data key encrypted (32), tag (16). */
  wrappedKey: Buffer;
  iv: Buffer;
  /** The record encrypted, then its 16-byte tag. */
  ciphertext: Buffer;
}

/** Where a record lives: what its ciphertext is bound to. */
export interface RecordPlace {
  table: string;
  id: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const DATA_KEY_BYTES = 32;

function aad(purpose: 'record' | 'data-key', place: RecordPlace): Buffer {
  return Buffer.from(`solace-records/v1/${purpose}/${place.table}/${place.id}`, 'utf8');
}

function encrypt(key: Buffer, iv: Buffer, additional: Buffer, plaintext: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additional);
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/** Throws when the key is wrong or a byte was changed or moved (GCM's tag does not match). */
function decrypt(key: Buffer, iv: Buffer, additional: Buffer, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(additional);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

export function wrapDataKey(master: MasterKey, place: RecordPlace, dataKey: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  return Buffer.concat([iv, encrypt(master.key, iv, aad('data-key', place), dataKey)]);
}

export function unwrapDataKey(
  keyring: MasterKeyring,
  place: RecordPlace,
  sealed: Pick<SealedRecord, 'keyId' | 'wrappedKey'>,
): Buffer {
  const master = keyring.find(sealed.keyId);
  if (!master) {
    throw new RecordsKeyError(
      `${keyring.setting}: no configured key has id ${sealed.keyId}, which ${place.table} ${place.id} was written with`,
    );
  }
  const iv = sealed.wrappedKey.subarray(0, IV_BYTES);
  return decrypt(master.key, iv, aad('data-key', place), sealed.wrappedKey.subarray(IV_BYTES));
}

export function sealRecord(
  keyring: MasterKeyring,
  place: RecordPlace,
  plaintext: string,
): SealedRecord {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  const master = keyring.current;
  return {
    keyId: master.id,
    wrappedKey: wrapDataKey(master, place, dataKey),
    iv,
    ciphertext: encrypt(dataKey, iv, aad('record', place), Buffer.from(plaintext, 'utf8')),
  };
}

export function openRecord(
  keyring: MasterKeyring,
  place: RecordPlace,
  sealed: SealedRecord,
): string {
  const dataKey = unwrapDataKey(keyring, place, sealed);
  return decrypt(dataKey, sealed.iv, aad('record', place), sealed.ciphertext).toString('utf8');
}

/** The record's data key wrapped again under the current master key; the ciphertext stays. */
export function rewrapRecordKey(
  keyring: MasterKeyring,
  place: RecordPlace,
  sealed: Pick<SealedRecord, 'keyId' | 'wrappedKey'>,
): Pick<SealedRecord, 'keyId' | 'wrappedKey'> {
  const dataKey = unwrapDataKey(keyring, place, sealed);
  const master = keyring.current;
  return { keyId: master.id, wrappedKey: wrapDataKey(master, place, dataKey) };
}
