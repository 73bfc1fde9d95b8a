import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionNoteSchema } from '@solace/shared';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { api } from '../../test/api-helpers';
import { TEST_RECORDS_KEY } from '../../test/records-key';
import { bookingsWithNotes } from '../../test/session-note-kit';
import { testConfig, useTestApp } from '../../test/test-app';
import { keyIdOf, RecordsKeyError } from './master-keys';

const newKey = () => randomBytes(32).toString('base64');

describe('the records master key at start-up', () => {
  const ctx = useTestApp({ env: { MAX_UPCOMING_BOOKINGS: '50' } });
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-records-'));
    dirs.push(dir);
    return dir;
  };
  const start = (config: ReturnType<typeof loadConfig>) =>
    buildApp(config, { database: ctx.database, clock: ctx.clock });
  afterEach(async () => {
    // Notes under another key than the test key would stop the next file's apps from starting.
    await ctx.database.db.execute(sql`delete from session_notes`);
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses, naming the setting, when encrypted records exist and no configured key opens them', async () => {
    await bookingsWithNotes(ctx.app, 1, () => 'Written under the test key.');
    const dir = freshDir();
    const wrongFile = path.join(dir, 'wrong.key');
    fs.writeFileSync(wrongFile, `${newKey()}\n`);
    const refusals: [Record<string, string>, RegExp][] = [
      [{ RECORDS_KEY: newKey() }, /^RECORDS_KEY: no configured key opens the encrypted records/],
      [{ RECORDS_KEY_FILE: wrongFile }, /^RECORDS_KEY_FILE: no configured key opens/],
      [{ RECORDS_KEY_FILE: path.join(dir, 'missing.key') }, /^RECORDS_KEY_FILE: .* does not exist/],
    ];
    for (const [env, message] of refusals) {
      const refused = await start(testConfig(env)).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(RecordsKeyError);
      expect((refused as Error).message).toMatch(message);
      expect((refused as Error).message).not.toContain('\n');
    }
    // Neither setting and no DATA_DIR/records.key: it never makes a new key over old records.
    const noKey = freshDir();
    const refused = await start(
      loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: noKey, REMINDER_POLL_MS: '0' }),
    ).catch((err: unknown) => err);
    expect((refused as Error).message).toMatch(
      /^RECORDS_KEY: encrypted records exist but no key is configured/,
    );
    expect(fs.existsSync(path.join(noKey, 'records.key'))).toBe(false);

    // The right key among others opens them.
    const app = await start(testConfig({ RECORDS_KEY: `${newKey()},${TEST_RECORDS_KEY}` }));
    await app.close();
  });

  it('checks every key id in use: half-rotated records need both keys', async () => {
    await bookingsWithNotes(ctx.app, 1, () => 'Under the test key.');
    const newer = newKey();
    const both = await start(testConfig({ RECORDS_KEY: `${newer},${TEST_RECORDS_KEY}` }));
    await bookingsWithNotes(both, 1, () => 'Under the new key.', 5);
    await both.close();
    const ids = (await ctx.database.db.execute(
      sql`select distinct key_id from session_notes order by key_id`,
    )) as unknown as { rows: { key_id: string }[] };
    expect(ids.rows).toHaveLength(2);
    const refused = await start(testConfig({ RECORDS_KEY: newer })).catch((err: unknown) => err);
    expect((refused as Error).message).toContain(keyIdOf(Buffer.from(TEST_RECORDS_KEY, 'base64')));
    const app = await start(testConfig({ RECORDS_KEY: `${newer},${TEST_RECORDS_KEY}` }));
    await app.close();
  });

  it('makes DATA_DIR/records.key (0600) at first start while no record exists, and keeps it', async () => {
    const dataDir = freshDir();
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, REMINDER_POLL_MS: '0' });
    const first = await start(config);
    const keyFile = path.join(dataDir, 'records.key');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const made = fs.readFileSync(keyFile, 'utf8');
    expect(Buffer.from(made.trim(), 'base64')).toHaveLength(32);
    await first.close();
    const second = await start(config);
    await second.close();
    expect(fs.readFileSync(keyFile, 'utf8')).toBe(made);
  });

  it('reads a key file again when a record names a key it does not hold yet', async () => {
    const dir = freshDir();
    const keyFile = path.join(dir, 'records.keys');
    fs.writeFileSync(keyFile, `${TEST_RECORDS_KEY}\n`);
    const reader = await start(testConfig({ RECORDS_KEY_FILE: keyFile }));
    const newer = newKey();
    const writer = await start(testConfig({ RECORDS_KEY: `${newer},${TEST_RECORDS_KEY}` }));
    try {
      const { doctor, bookingIds } = await bookingsWithNotes(writer, 1, () => 'Under the new key.');
      const notePath = `/api/doctor/bookings/${bookingIds[0]}/note`;
      // The operator puts the new key first in the file; the running reader picks it up.
      fs.writeFileSync(keyFile, `${newer}\n${TEST_RECORDS_KEY}\n`);
      const read = await api(reader).get(notePath, doctor.token);
      expect(read.statusCode).toBe(200);
      expect(sessionNoteSchema.parse(read.json()).sections.text).toBe('Under the new key.');
      const stored = (await ctx.database.db.execute(
        sql`select key_id from session_notes`,
      )) as unknown as { rows: { key_id: string }[] };
      expect(stored.rows.map((r) => r.key_id)).toEqual([keyIdOf(Buffer.from(newer, 'base64'))]);
    } finally {
      await reader.close();
      await writer.close();
    }
  });
});
