import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { openRecord, rewrapRecordKey, sealRecord } from './envelope';
import { keyIdOf, MasterKeyring, parseMasterKeys, RecordsKeyError } from './master-keys';

const newKey = () => randomBytes(32).toString('base64');
const ring = (...keys: string[]) =>
  new MasterKeyring({ setting: 'RECORDS_KEY', keys: keys.map((k) => Buffer.from(k, 'base64')) });

describe('master keys', () => {
  it('reads base64 keys separated by commas or lines, with comments, and names what is wrong without the key', () => {
    const [a, b] = [newKey(), newKey()];
    expect(parseMasterKeys(`${a}, ${b}`)).toHaveLength(2);
    expect(parseMasterKeys(`# the new key first\n${b}\n${a}\n`)).toEqual([
      Buffer.from(b, 'base64'),
      Buffer.from(a, 'base64'),
    ]);
    const short = randomBytes(16).toString('base64');
    for (const bad of [short, `${a},not base64!`, '', ' , ']) {
      const problem = parseMasterKeys(bad);
      expect(typeof problem).toBe('string');
      expect(problem).not.toContain(short);
    }
    expect(parseMasterKeys(`${a},${short}`)).toMatch(/^key 2 is not 32 bytes in base64/);
  });

  it('names a key by a short hex of its SHA-256', () => {
    const key = Buffer.alloc(32, 1);
    expect(keyIdOf(key)).toMatch(/^[0-9a-f]{16}$/);
    expect(keyIdOf(key)).not.toBe(keyIdOf(Buffer.alloc(32, 2)));
  });

  it('is configured by RECORDS_KEY or RECORDS_KEY_FILE, not both, DATA_DIR/records.key by default', () => {
    const key = newKey();
    expect(loadConfig({ RECORDS_KEY: key }).recordsKeys).toMatchObject({
      setting: 'RECORDS_KEY',
      keys: [Buffer.from(key, 'base64')],
    });
    expect(loadConfig({ DATA_DIR: '/srv/solace' }).recordsKeys).toEqual({
      setting: 'RECORDS_KEY_FILE',
      path: '/srv/solace/records.key',
      isDefault: true,
    });
    expect(loadConfig({ RECORDS_KEY_FILE: '/etc/solace/keys' }).recordsKeys).toMatchObject({
      path: '/etc/solace/keys',
      isDefault: false,
    });
    expect(() => loadConfig({ RECORDS_KEY: 'c2hvcnQ=' })).toThrow(/RECORDS_KEY: key 1 is not 32/);
    expect(() => loadConfig({ RECORDS_KEY: key, RECORDS_KEY_FILE: '/k' })).toThrow(ConfigError);
  });
});

describe('a key file changed while the server runs', () => {
  it('seals new records under the key put first in the file, without a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-keys-'));
    const file = path.join(dir, 'records.key');
    const [old, rotated] = [newKey(), newKey()];
    fs.writeFileSync(file, `${old}\n`);
    const keyring = new MasterKeyring({ setting: 'RECORDS_KEY_FILE', path: file });
    const place = { table: 'session_notes', id: '0b4f0d1e-0000-4000-8000-000000000009' };
    expect(sealRecord(keyring, place, 'before').keyId).toBe(keyIdOf(Buffer.from(old, 'base64')));

    // The operator's first step of a rotation: the new key first, the old one beside it.
    fs.writeFileSync(file, `${rotated}\n${old}\n`);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 1000));
    const after = sealRecord(keyring, place, 'after');
    expect(after.keyId).toBe(keyIdOf(Buffer.from(rotated, 'base64')));
    expect(openRecord(keyring, place, after)).toBe('after');

    // A file caught half-written keeps the keys read before instead of failing the write.
    fs.writeFileSync(file, 'not a key');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 2000));
    expect(sealRecord(keyring, place, 'during').keyId).toBe(
      keyIdOf(Buffer.from(rotated, 'base64')),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('envelope encryption', () => {
  const place = { table: 'session_notes', id: '0b4f0d1e-0000-4000-8000-000000000001' };

  it('seals a record under a fresh data key and opens it again', () => {
    const keyring = ring(newKey());
    const one = sealRecord(keyring, place, 'Felt heard today.');
    const two = sealRecord(keyring, place, 'Felt heard today.');
    expect(one.keyId).toBe(keyring.current.id);
    expect(one.wrappedKey).toHaveLength(60);
    expect(one.ciphertext.equals(two.ciphertext)).toBe(false);
    expect(one.wrappedKey.equals(two.wrappedKey)).toBe(false);
    expect(openRecord(keyring, place, one)).toBe('Felt heard today.');
  });

  it('refuses a record moved to another row, a changed byte, or a key it does not know', () => {
    const keyring = ring(newKey());
    const sealed = sealRecord(keyring, place, 'Private.');
    expect(() => openRecord(keyring, { ...place, id: 'another-row' }, sealed)).toThrow();
    expect(() =>
      openRecord(keyring, { ...place, table: 'session_note_addenda' }, sealed),
    ).toThrow();
    const flipped = Buffer.from(sealed.ciphertext);
    flipped[0]! ^= 1;
    expect(() => openRecord(keyring, place, { ...sealed, ciphertext: flipped })).toThrow();
    expect(() => openRecord(ring(newKey()), place, sealed)).toThrow(RecordsKeyError);
  });

  it('re-wraps a data key under the new first key; the ciphertext opens with the new key alone', () => {
    const [oldKey, newer] = [newKey(), newKey()];
    const sealed = sealRecord(ring(oldKey), place, 'Kept across rotation.');
    const rotated = { ...sealed, ...rewrapRecordKey(ring(newer, oldKey), place, sealed) };
    expect(rotated.keyId).toBe(ring(newer).current.id);
    expect(rotated.ciphertext).toBe(sealed.ciphertext);
    expect(openRecord(ring(newer), place, rotated)).toBe('Kept across rotation.');
  });
});
