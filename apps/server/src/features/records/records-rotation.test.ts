import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionNoteSchema } from '@solace/shared';
import { buildApp } from '../../app';
import { api } from '../../test/api-helpers';
import { TEST_RECORDS_KEY } from '../../test/records-key';
import { bookingsWithNotes } from '../../test/session-note-kit';
import { testConfig, useTestApp } from '../../test/test-app';
import { DEMO_PASSWORD, demoPatient } from '../../db/seed-data';
import { sessionWithRecords } from '../../test/clinical-record-kit';
import { signInDemoPeople } from '../../test/people';
import { keyIdOf, MasterKeyring } from './master-keys';
import { ENCRYPTED_TABLES, type EncryptedTable } from './records.repo';
import { rotateRecordsKey } from './records.service';
import { openRetainedSubject } from './retention.service';

const NOTES = 24;
const EDITS = 4;

describe('records:rotate-key', () => {
  const ctx = useTestApp({ env: { MAX_UPCOMING_BOOKINGS: '50' } });
  afterEach(async () => {
    // Records under another key than the test key would stop the next file's apps from starting.
    for (const table of ENCRYPTED_TABLES) {
      await ctx.database.db.execute(sql`delete from ${sql.identifier(table)}`);
    }
  });

  async function keyIdsIn(table: EncryptedTable) {
    const result = (await ctx.database.db.execute(
      sql`select distinct key_id from ${sql.identifier(table)}`,
    )) as unknown as { rows: { key_id: string }[] };
    return result.rows.map((r) => r.key_id);
  }

  it('re-wraps every data key under the new key while notes are written, losing and garbling nothing', async () => {
    const { doctor, bookingIds } = await bookingsWithNotes(ctx.app, NOTES, (i) => `note ${i}, v0`);
    const notePath = (id: string) => `/api/doctor/bookings/${id}/note`;
    // Half the notes are signed and get an addendum, so both tables have records to rotate.
    for (const id of bookingIds.slice(0, NOTES / 2)) {
      await api(ctx.app).post(`${notePath(id)}/sign`, { version: 1 }, doctor.token);
      await api(ctx.app).post(
        `${notePath(id)}/addenda`,
        { text: `addendum of ${id}` },
        doctor.token,
      );
    }

    // Step 1 of the procedure: the server runs with the new key first, the old one beside it.
    const newKey = randomBytes(32).toString('base64');
    const keys = `${newKey},${TEST_RECORDS_KEY}`;
    const server = await buildApp(testConfig({ RECORDS_KEY: keys }), {
      database: ctx.database,
      clock: ctx.clock,
    });
    const client = api(server);
    const expected = new Map<string, string>();
    try {
      // The drafts are edited over and over while the rotation runs, in small batches.
      const writing = (async () => {
        for (let edit = 1; edit <= EDITS; edit++) {
          await Promise.all(
            bookingIds.slice(NOTES / 2).map(async (id, i) => {
              const text = `note ${i + NOTES / 2}, v${edit}`;
              const res = await client.put(
                notePath(id),
                { template: 'free', version: edit, sections: { text } },
                doctor.token,
              );
              expect(res.statusCode, res.body).toBe(200);
              expected.set(id, text);
            }),
          );
        }
      })();
      const keyring = new MasterKeyring({
        setting: 'RECORDS_KEY',
        keys: keys.split(',').map((k) => Buffer.from(k, 'base64')),
      });
      const batches: number[] = [];
      const rotating = rotateRecordsKey({ db: ctx.database.db }, keyring, {
        batchSize: 5,
        onBatch: (n) => batches.push(n),
      });
      const [report] = await Promise.all([rotating, writing]);
      expect(report.keyId).toBe(keyIdOf(Buffer.from(newKey, 'base64')));
      expect(batches.length).toBeGreaterThan(1);

      // Every wrapped key is under the new key: the old one can go.
      expect(await keyIdsIn('session_notes')).toEqual([report.keyId]);
      expect(await keyIdsIn('session_note_addenda')).toEqual([report.keyId]);
      const onlyNew = await buildApp(testConfig({ RECORDS_KEY: newKey }), {
        database: ctx.database,
        clock: ctx.clock,
      });
      try {
        for (const [i, id] of bookingIds.entries()) {
          const res = await api(onlyNew).get(notePath(id), doctor.token);
          expect(res.statusCode, res.body).toBe(200);
          const note = sessionNoteSchema.parse(res.json());
          expect(note.sections.text).toBe(expected.get(id) ?? `note ${i}, v0`);
          expect(note.addenda.map((a) => a.text)).toEqual(
            i < NOTES / 2 ? [`addendum of ${id}`] : [],
          );
        }
      } finally {
        await onlyNew.close();
      }
    } finally {
      await server.close();
    }
  }, 60_000);

  it('re-wraps a deleted client’s retained subject with their records', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    await sessionWithRecords(ctx.app, doctor, patient.token, 'A note kept after they left');
    const deleted = await api(ctx.app).delete(
      '/api/profile',
      { password: DEMO_PASSWORD },
      patient.token,
    );
    expect(deleted.statusCode).toBe(200);

    const newKey = randomBytes(32);
    const keyring = new MasterKeyring({
      setting: 'RECORDS_KEY',
      keys: [newKey, Buffer.from(TEST_RECORDS_KEY, 'base64')],
    });
    const report = await rotateRecordsKey({ db: ctx.database.db }, keyring);
    // The note, its addendum, the answers and the subject.
    expect(report.rewrapped).toBe(4);
    expect(await keyIdsIn('retained_subjects')).toEqual([report.keyId]);
    const [subject] = (
      (await ctx.database.db.execute(sql`select id from retained_subjects`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    const onlyNew = new MasterKeyring({ setting: 'RECORDS_KEY', keys: [newKey] });
    expect(await openRetainedSubject(ctx.app.ctx, onlyNew, subject!.id)).toMatchObject({
      name: demoPatient.name,
      email: demoPatient.email,
    });
  });

  it('has nothing to do when every record is under the first key already', async () => {
    await bookingsWithNotes(ctx.app, 2, (i) => `note ${i}`);
    const keyring = new MasterKeyring({
      setting: 'RECORDS_KEY',
      keys: [Buffer.from(TEST_RECORDS_KEY, 'base64')],
    });
    expect(await rotateRecordsKey({ db: ctx.database.db }, keyring)).toEqual({
      rewrapped: 0,
      keyId: keyring.current.id,
      unreadable: [],
    });
  });

  it('names a record whose key was changed and leaves it, rotating every other', async () => {
    const { bookingIds } = await bookingsWithNotes(ctx.app, 3, (i) => `note ${i}`);
    const ids = (
      (await ctx.database.db.execute(sql`select id from session_notes order by id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((row) => row.id);
    expect(ids).toHaveLength(bookingIds.length);
    // One byte of the second note's wrapped key changed (a disk fault, or a hand in the table).
    const damaged = ids[1]!;
    await ctx.database.db.execute(
      sql`update session_notes
          set wrapped_key = set_byte(wrapped_key, 20, get_byte(wrapped_key, 20) # 1)
          where id = ${damaged}`,
    );
    const keyring = new MasterKeyring({
      setting: 'RECORDS_KEY',
      keys: [randomBytes(32), Buffer.from(TEST_RECORDS_KEY, 'base64')],
    });
    const oldKeyId = keyIdOf(Buffer.from(TEST_RECORDS_KEY, 'base64'));
    const first = await rotateRecordsKey({ db: ctx.database.db }, keyring, { batchSize: 1 });
    expect(first).toEqual({
      rewrapped: 2,
      keyId: keyring.current.id,
      unreadable: [{ table: 'session_notes', id: damaged }],
    });
    expect((await keyIdsIn('session_notes')).sort()).toEqual([keyring.current.id, oldKeyId].sort());
    // Run again: nothing new to do, and the damaged record is named again.
    expect(await rotateRecordsKey({ db: ctx.database.db }, keyring)).toEqual({
      rewrapped: 0,
      keyId: keyring.current.id,
      unreadable: [{ table: 'session_notes', id: damaged }],
    });
  });
});
