import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoDoctors, demoPatient } from '../db/seed-data';
import { call, signIn } from '../test/server-calls';
import { backupCli, startServer, stopAllProcesses } from '../test/server-process';

const HOUR = 3600_000;
const made: string[] = [];

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `solace-${name}-`));
  made.push(dir);
  return dir;
}

afterEach(async () => {
  await stopAllProcesses();
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const serverEnv = (dataDir: string) => ({
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  REMINDER_POLL_MS: '0',
});

describe('backing up and restoring the embedded database', { timeout: 180_000 }, () => {
  it('takes a backup while the server runs and books, and brings it back into an empty directory', async () => {
    const original = tempDir('live');
    const first = startServer(serverEnv(original));
    const base = await first.ready();
    const doctor = await signIn(base, '/api/DocLogin', demoDoctors[0]!.email);
    const patient = await signIn(base, '/api/login', demoPatient.email);
    const start = Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR;
    // Nine: a client holds at most ten upcoming sessions.
    const slots = Array.from({ length: 9 }, (_, i) => ({
      start_time: new Date(start + i * HOUR).toISOString(),
      end_time: new Date(start + i * HOUR + 50 * 60_000).toISOString(),
    }));
    expect(
      (await call(base, '/api/doctor/add-available-slots', doctor.token, { slots })).status,
    ).toBe(200);
    const own = await call(base, '/api/doctor/available-slots', doctor.token);
    const slotIds = (own.body.available as { id: string }[]).map((s) => s.id);
    const book = (slotId: string) =>
      call(base, '/api/bookings/create', patient.token, { slotId, doctorId: doctor.user.id });
    const before = await book(slotIds[0]!);
    expect(before.status).toBe(200);
    // An accepted upload, and one still arriving (which a backup leaves out).
    fs.mkdirSync(path.join(original, 'uploads/reports'), { recursive: true });
    fs.writeFileSync(path.join(original, 'uploads/reports/accepted.pdf'), 'a report');
    fs.mkdirSync(path.join(original, 'uploads/tmp'), { recursive: true });
    fs.writeFileSync(path.join(original, 'uploads/tmp/arriving.part'), 'half');

    // Bookings go on while the backup is taken: the server never stops answering.
    const out = path.join(tempDir('backups'), 'practice.tar.gz');
    const during = slotIds
      .slice(1)
      .map((id, i) => new Promise((resolve) => setTimeout(resolve, i * 20)).then(() => book(id)));
    const taken = await backupCli('backup', [out], { DATA_DIR: original });
    const answers = await Promise.all(during);
    expect(taken.code, taken.output).toBe(0);
    expect(taken.output).toContain(`Backup written: ${out}`);
    expect(answers.map((a) => [a.status, a.body.error])).toEqual(
      answers.map(() => [200, undefined]),
    );
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
    first.child.kill('SIGTERM');
    await first.exitCode();

    const restored = tempDir('restored');
    const back = await backupCli('restore', [out], { DATA_DIR: restored });
    expect(back.code, back.output).toBe(0);
    expect(fs.readFileSync(path.join(restored, 'uploads/reports/accepted.pdf'), 'utf8')).toBe(
      'a report',
    );
    expect(fs.existsSync(path.join(restored, 'uploads/tmp/arriving.part'))).toBe(false);
    // Never over a practice's data.
    const again = await backupCli('restore', [out], { DATA_DIR: restored });
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty: restore into an empty DATA_DIR');

    const second = startServer(serverEnv(restored));
    const restoredBase = await second.ready();
    const client = await signIn(restoredBase, '/api/login', demoPatient.email);
    const mine = await call(restoredBase, '/api/bookings/mine', client.token);
    const ids = (mine.body.upcoming as { id: string }[]).map((b) => b.id);
    expect(ids).toContain((before.body.booking as { id: string }).id);
    // Each booking acknowledged before the backup began is in it; none appears twice.
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('backs up a stopped server’s directory itself, and refuses what is not a backup', async () => {
    const dataDir = tempDir('stopped');
    const server = startServer(serverEnv(dataDir));
    await server.ready();
    server.child.kill('SIGTERM');
    await server.exitCode();
    const taken = await backupCli('backup', [], { DATA_DIR: dataDir });
    expect(taken.code, taken.output).toBe(0);
    const [file] = fs.readdirSync(path.join(dataDir, 'backups'));
    expect(file).toMatch(/^solace-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);

    const junk = path.join(tempDir('junk'), 'notes.tar.gz');
    fs.writeFileSync(junk, 'not an archive');
    const refused = await backupCli('restore', [junk], { DATA_DIR: tempDir('empty') });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not a Solace backup');
    const missing = await backupCli('restore', [], { DATA_DIR: tempDir('empty') });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Usage: npm run db:restore -- FILE');
  });
});
