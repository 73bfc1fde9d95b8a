import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { LOCK_FILE } from './db/data-dir-lock';
import { createPatientWithSession } from './fixtures';
import { systemClock } from './lib/clock';
import { call } from './test/server-calls';
import { createUser, startServer, stopAllProcesses } from './test/server-process';

const PATIENTS = 60;
/** The server is killed once this many bookings have been acknowledged. */
const KILL_AFTER = 20;
const HOUR = 3600_000;

let dataDir = '';
afterEach(async () => {
  await stopAllProcesses();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('durability of the embedded database', () => {
  it('keeps every acknowledged booking through a kill -9 mid-burst, and restarts over the stale lock', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-durability-'));
    const env = {
      ...{ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir },
      ...{ SEED_DEMO: 'false', REMINDER_POLL_MS: '0' },
    };
    // Patients with sessions are made directly (sign-up is rate limited per address); the
    // test gives the directory back before the server starts.
    const database = await openDatabase({ pgliteDir: `${dataDir}/db` });
    const patients = [];
    try {
      for (let i = 0; i < PATIENTS; i++) {
        const ctx = { db: database.db, clock: systemClock };
        patients.push(
          await createPatientWithSession(ctx, {
            name: `Client ${i}`,
            email: `c${i}@example.com`,
          }),
        );
      }
    } finally {
      await database.close();
    }
    const first = startServer(env);
    let base = await first.ready();
    const created = await createUser(
      [
        ...['--role', 'doctor', '--email', 'dr.sen@example.com', '--name', 'Dr. Sen'],
        ...['--password', 'steady-rivers-77'],
      ],
      { DATA_DIR: dataDir },
    );
    expect(created.code, created.output).toBe(0);
    const login = await fetch(`${base}/api/DocLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dr.sen@example.com', password: 'steady-rivers-77' }),
    });
    const doctor = (await login.json()) as { token: string; user: { id: string } };
    const firstStart = Math.ceil(Date.now() / HOUR) * HOUR + 24 * HOUR;
    const slots = Array.from({ length: PATIENTS }, (_, i) => ({
      start_time: new Date(firstStart + i * HOUR).toISOString(),
      end_time: new Date(firstStart + i * HOUR + 50 * 60_000).toISOString(),
    }));
    expect(
      (await call(base, '/api/doctor/add-available-slots', doctor.token, { slots })).status,
    ).toBe(200);
    const own = await call(base, '/api/doctor/available-slots', doctor.token);
    const slotIds = (own.body.available as { id: string }[]).map((s) => s.id);
    expect(slotIds).toHaveLength(PATIENTS);
    // The burst: each patient books a slot of their own; the server dies part-way through.
    const acknowledged = new Map<number, string>(); // patient index -> booking id
    const refused: number[] = [];
    let cutOff = 0;
    await Promise.all(
      patients.map(async (patient, i) => {
        // Spread over about a second: bookings that arrive together are written and answered
        // together, so an instant burst could be all answered before the kill lands.
        await new Promise((resolve) => setTimeout(resolve, i * 15));
        let res;
        try {
          res = await call(base, '/api/bookings/create', patient.token, {
            slotId: slotIds[i],
            doctorId: doctor.user.id,
          });
        } catch {
          cutOff++; // no answer: nothing was promised
          return;
        }
        if (res.status !== 200) return void refused.push(res.status);
        acknowledged.set(i, (res.body.booking as { id: string }).id);
        if (acknowledged.size === KILL_AFTER) first.child.kill('SIGKILL');
      }),
    );
    expect(await first.exitCode()).toBeNull(); // killed by the signal, no clean close
    expect(refused).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(cutOff).toBeGreaterThan(0); // the kill did land mid-burst
    const stale = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as {
      pid: number;
    };
    expect(stale.pid).toBe(first.child.pid);

    // The restart takes over the dead server's lock and finds every acknowledged booking.
    const second = startServer(env);
    base = await second.ready();
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toContain(
      `"pid":${second.child.pid},`,
    );
    for (const [i, bookingId] of acknowledged) {
      const mine = await call(base, '/api/bookings/mine', patients[i]!.token);
      expect(mine.status).toBe(200);
      expect((mine.body.upcoming as { id: string }[]).map((b) => b.id)).toEqual([bookingId]);
    }
    const after = await call(base, '/api/doctor/available-slots', doctor.token);
    const booked = (after.body.booked as { id: string }[]).map((s) => s.id);
    expect(booked).toEqual(expect.arrayContaining([...acknowledged.keys()].map((i) => slotIds[i])));
    second.child.kill('SIGTERM');
    expect(await second.exitCode()).toBe(0);
  }, 120_000); // a restart after kill -9 recovers the database first
});
