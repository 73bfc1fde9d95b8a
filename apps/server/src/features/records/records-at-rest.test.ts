import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionNoteSchema } from '@solace/shared';
import { openDatabase } from '../../db/client';
import { DEMO_PASSWORD, demoDoctors, demoPatient } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { testKeyring } from '../../test/clinical-record-kit';
import { startServer, stopAllProcesses } from '../../test/server-process';
import { bookingsWithNotes } from '../../test/session-note-kit';
import { useTestApp } from '../../test/test-app';
import { deleteDemoClientOverHttp, writeNoteOverHttp } from './records-process-kit';

const PHRASE = 'Quetzalcoatl umbrella grievance';

/** Whether the file holds `needle` as UTF-8 bytes. */
const fileHolds = (file: string, needle: string) =>
  fs.readFileSync(file).includes(Buffer.from(needle, 'utf8'));

/** Every file under `dir` that holds `needle` (as UTF-8 bytes). */
function filesHolding(dir: string, needle: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fileHolds(file, needle));
}

/** A relation's file and its 1 GB segments (`16384`, `16384.1`, ...). */
function withSegments(dbDir: string, relative: string): string[] {
  const file = path.join(dbDir, relative);
  const name = path.basename(file);
  return fs
    .readdirSync(path.dirname(file))
    .filter((entry) => entry === name || entry.startsWith(`${name}.`))
    .map((entry) => path.join(path.dirname(file), entry));
}

/**
 * The files of a table (and of its TOAST table) in an embedded database's directory. A deleted
 * account's row may linger in the users table's pages and the WAL until vacuumed and recycled,
 * so what is kept of a deleted client is searched where it is kept.
 */
async function tableFiles(dbDir: string, table: string): Promise<string[]> {
  const database = await openDatabase({ pgliteDir: dbDir, migrate: false });
  try {
    const result = (await database.db.execute(sql`
      select pg_relation_filepath(c.oid) as main, pg_relation_filepath(c.reltoastrelid) as toast
      from pg_class c where c.relname = ${table}`)) as unknown as {
      rows: { main: string; toast: string | null }[];
    };
    const { main, toast } = result.rows[0]!;
    return [main, toast].flatMap((relative) => (relative ? withSegments(dbDir, relative) : []));
  } finally {
    await database.close();
  }
}

describe('no plaintext note at rest', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await stopAllProcesses();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the embedded database’s files hold no note text; the API opens it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-at-rest-'));
    dirs.push(dataDir);
    const env = {
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DATABASE_URL: '',
    };
    let server = startServer(env);
    const note = await writeNoteOverHttp(await server.ready(), PHRASE);
    server.child.kill('SIGTERM'); // a clean close: PostgreSQL writes its pages out
    expect(await server.exitCode()).toBe(0);

    // The search finds what is stored in plain text (a therapist's address), never the note.
    expect(filesHolding(path.join(dataDir, 'db'), demoDoctors[0]!.email).length).toBeGreaterThan(0);
    expect(filesHolding(dataDir, PHRASE)).toEqual([]);
    expect(filesHolding(dataDir, 'Quetzalcoatl')).toEqual([]);

    server = startServer(env);
    const base = await server.ready();
    const read = await note.read(base);
    expect(read.json.sections).toEqual({ text: PHRASE });

    // The client leaves: who they were is kept with the note, sealed.
    await deleteDemoClientOverHttp(base);
    server.child.kill('SIGTERM');
    expect(await server.exitCode()).toBe(0);
    const dbDir = path.join(dataDir, 'db');
    const kept = await tableFiles(dbDir, 'retained_subjects');
    expect(kept.length).toBeGreaterThan(0);
    // The right pages: they hold the subject's master key id, stored plain beside the ciphertext.
    expect(kept.some((file) => fileHolds(file, testKeyring().current.id))).toBe(true);
    for (const plain of [demoPatient.name, demoPatient.email, demoPatient.phone]) {
      expect(kept.filter((file) => fileHolds(file, plain))).toEqual([]);
    }
    expect(filesHolding(dataDir, PHRASE)).toEqual([]);
  }, 120_000);
});

describe.runIf(process.env.DATABASE_URL)('no plaintext note in a pg_dump', () => {
  const ctx = useTestApp();
  it('pg_dump holds no note or addendum text; the API opens both', async () => {
    const { doctor, bookingIds } = await bookingsWithNotes(ctx.app, 1, () => PHRASE);
    const notePath = `/api/doctor/bookings/${bookingIds[0]}/note`;
    await api(ctx.app).post(`${notePath}/sign`, { version: 1 }, doctor.token);
    await api(ctx.app).post(`${notePath}/addenda`, { text: `${PHRASE} again` }, doctor.token);
    const dump = execFileSync('pg_dump', ['--data-only', process.env.DATABASE_URL!], {
      maxBuffer: 512 * 1024 * 1024,
    }).toString('utf8');
    expect(dump).toContain(demoDoctors[0]!.email);
    expect(dump).toContain(bookingIds[0]);
    expect(dump).not.toContain(PHRASE);
    expect(dump).not.toContain('Quetzalcoatl');
    const note = sessionNoteSchema.parse((await api(ctx.app).get(notePath, doctor.token)).json());
    expect(note.sections.text).toBe(PHRASE);
    expect(note.addenda[0]!.text).toBe(`${PHRASE} again`);
  });

  it('pg_dump of the kept records holds nothing of a deleted client, in the clear', async () => {
    const { patient } = await bookingsWithNotes(ctx.app, 1, () => PHRASE);
    await api(ctx.app).delete('/api/profile', { password: DEMO_PASSWORD }, patient.token);
    const kept = ['retained_subjects', 'session_notes', 'session_note_addenda'];
    const dump = execFileSync(
      'pg_dump',
      ['--data-only', ...kept.flatMap((table) => ['-t', table]), process.env.DATABASE_URL!],
      { maxBuffer: 512 * 1024 * 1024 },
    ).toString('utf8');
    expect(dump).toContain('COPY public.retained_subjects');
    for (const plain of [demoPatient.name, demoPatient.email, demoPatient.phone, PHRASE]) {
      expect(dump).not.toContain(plain);
    }
  });
});
