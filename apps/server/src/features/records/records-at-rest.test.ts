import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionNoteSchema } from '@solace/shared';
import { demoDoctors } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { startServer, stopAllProcesses } from '../../test/server-process';
import { bookingsWithNotes } from '../../test/session-note-kit';
import { useTestApp } from '../../test/test-app';
import { writeNoteOverHttp } from './records-process-kit';

const PHRASE = 'Quetzalcoatl umbrella grievance';

/** Every file under `dir` that holds `needle` (as UTF-8 bytes). */
function filesHolding(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8');
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file).includes(bytes));
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
    const read = await note.read(await server.ready());
    expect(read.json.sections).toEqual({ text: PHRASE });
  }, 90_000);
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
});
