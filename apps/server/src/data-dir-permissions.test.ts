import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from './test/eventually';
import { startServer, stopAllProcesses } from './test/server-process';
import { multipartBody, sample, validFields } from './test/upload-kit';

const made: string[] = [];
afterEach(async () => {
  await stopAllProcesses();
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every folder and file under `root`, with its permission bits. */
function walk(root: string): { path: string; mode: number }[] {
  const entries = fs.readdirSync(root, { recursive: true, withFileTypes: true });
  return [root, ...entries.map((e) => path.join(e.parentPath, e.name))].map((p) => ({
    path: path.relative(root, p) || '.',
    mode: fs.lstatSync(p).mode & 0o777,
  }));
}

const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

describe('DATA_DIR is the service user’s alone', () => {
  it('leaves no group or other permission on anything the server and its workers write', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-perms-'));
    made.push(parent);
    const dataDir = path.join(parent, 'data');
    // An existing DATA_DIR of an older install, open to everyone on the machine.
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);

    // On PostgreSQL the database is shared with the suites that ran before, whose sign-ups from
    // this address may still count against the hour's limit: this test is about files, not limits.
    if (process.env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`delete from rate_limits where key like 'signup%'`);
      await client.end();
    }
    const server = startServer({
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      // With PostgreSQL, DATA_DIR holds the outbox and uploads only.
      ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
    });
    const base = await server.ready();

    // Signing up twice: each sign-up mails its link (a mail in the outbox).
    const email = `mira.${Date.now()}@example.com`;
    for (let i = 0; i < 2; i++) {
      const signup = await fetch(`${base}/api/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          Name: 'Mira Sen',
          Password: 'quiet-river-42',
          confirmPassword: 'quiet-river-42',
          Age: 30,
          Email: email,
          PhoneNumber: '+919876543210',
        }),
      });
      expect(signup.status).toBe(202);
    }
    const report = multipartBody(validFields, [
      { name: 'screen.png', data: sample.png(), type: 'image/png' },
    ]);
    const posted = await fetch(`${base}/api/report-problem`, {
      method: 'POST',
      headers: report.headers,
      body: report.payload,
    });
    expect(posted.status).toBe(201);
    // The outbox thread writes the mails after commit; the attachment is kept before the answer.
    await eventually(() => filesIn(path.join(dataDir, 'outbox')).length >= 2, {
      timeoutMs: 30_000,
    });
    expect(filesIn(path.join(dataDir, 'uploads/reports'))).toHaveLength(1);

    const entries = walk(dataDir);
    expect(entries.length).toBeGreaterThan(process.env.DATABASE_URL ? 4 : 100);
    const open = entries.filter((e) => (e.mode & 0o077) !== 0);
    expect(open.map((e) => `${e.path} ${e.mode.toString(8)}`)).toEqual([]);
  }, 90_000);
});
