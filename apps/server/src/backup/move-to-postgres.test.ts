import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { demoDoctors, demoPatient } from '../db/seed-data';
import { call, signIn } from '../test/server-calls';
import { backupCli, startServer, stopAllProcesses } from '../test/server-process';
import { multipartBody, validFields } from '../test/upload-kit';

/** The machine's PostgreSQL (CI has it; see the README), where a database of the test's own is made. */
const ADMIN_URL = process.env.MOVE_TEST_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HOUR = 3600_000;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await stopAllProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const name = `solace_move_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  cleanups.push(
    async () => void (await adminQuery(`drop database if exists ${name} with (force)`)),
  );
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function report(base: string): Promise<string> {
  const form = multipartBody(validFields, []);
  const res = await fetch(`${base}/api/report-problem`, {
    method: 'POST',
    headers: form.headers,
    body: form.payload,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

describe('moving a practice from the embedded database to PostgreSQL', { timeout: 180_000 }, () => {
  it('copies every row, exactly, and the server goes on from there on PostgreSQL', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-move-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'true', REMINDER_POLL_MS: '0' };
    const embedded = startServer({ ...env, DATA_DIR: dataDir });
    const base = await embedded.ready();
    const doctor = await signIn(base, '/api/DocLogin', demoDoctors[0]!.email);
    const patient = await signIn(base, '/api/login', demoPatient.email);
    const start = Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR;
    const slots = [0, 1].map((i) => ({
      start_time: new Date(start + i * HOUR).toISOString(),
      end_time: new Date(start + i * HOUR + 50 * 60_000).toISOString(),
    }));
    expect(
      (await call(base, '/api/doctor/add-available-slots', doctor.token, { slots })).status,
    ).toBe(200);
    const own = await call(base, '/api/doctor/available-slots', doctor.token);
    const [slotId] = (own.body.available as { id: string }[]).map((s) => s.id);
    const booked = await call(base, '/api/bookings/create', patient.token, {
      slotId,
      doctorId: doctor.user.id,
    });
    expect(booked.status).toBe(200);
    const firstReport = await report(base);
    embedded.child.kill('SIGTERM');
    await embedded.exitCode();

    const target = await emptyDatabase();
    const moved = await backupCli('move', [target], { DATA_DIR: dataDir });
    expect(moved.code, moved.output).toBe(0);
    expect(moved.output).toMatch(/Moved \d+ rows in \d+ tables/);
    // Never into a database that holds a practice already.
    const again = await backupCli('move', [target], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds accounts');

    const onPostgres = startServer({ ...env, SEED_DEMO: 'false', DATABASE_URL: target });
    const pgBase = await onPostgres.ready();
    // The same people, with the same passwords and sessions.
    const mine = await call(pgBase, '/api/bookings/mine', patient.token);
    expect(mine.status).toBe(200);
    const upcoming = mine.body.upcoming as { id: string; start_time: string }[];
    expect(upcoming.map((b) => b.id)).toContain((booked.body.booking as { id: string }).id);
    expect(
      upcoming.find((b) => b.id === (booked.body.booking as { id: string }).id)!.start_time,
    ).toBe(slots[0]!.start_time);
    // The numbering goes on where it was (an identity column's sequence moved with the rows).
    const nextReport = await report(pgBase);
    expect(Number(nextReport.replace(/\D/g, ''))).toBe(Number(firstReport.replace(/\D/g, '')) + 1);
    // The other time is still free to book, and booking it works on PostgreSQL.
    const second = await call(pgBase, '/api/bookings/create', patient.token, {
      slotId: (own.body.available as { id: string }[])[1]!.id,
      doctorId: doctor.user.id,
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
  });

  it('says how to use it, and refuses what is not a PostgreSQL address', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-move-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const refused = await backupCli('move', ['mysql://db/practice'], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Usage: npm run db:move-to-postgres -- postgres://');
  });
});
