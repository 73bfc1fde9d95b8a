import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBookingResponseSchema, doctorSlotsResponseSchema } from '@solace/shared';
import { DEMO_PASSWORD, demoDoctors, demoPatient } from '../../db/seed-data';
import { rotateRecordsKeyCli, startServer, stopAllProcesses } from '../../test/server-process';

const dirs: string[] = [];
afterEach(async () => {
  await stopAllProcesses();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A real server on its own embedded database, with the demo people. */
const env = (dataDir: string, keys: string) => ({
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  DATABASE_URL: '',
  RECORDS_KEY: keys,
});

async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function writeNote(base: string, text: string) {
  const login = (url: string, email: string) =>
    call(base, 'POST', url, { email, password: DEMO_PASSWORD }).then(
      (r) => r.json as { token: string; user: { id: string } },
    );
  const therapist = await login('/api/DocLogin', demoDoctors[0]!.email);
  const doctor = therapist.token;
  const patient = (await login('/api/login', demoPatient.email)).token;
  const start = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 48 * 3600_000);
  const end = new Date(start.getTime() + 50 * 60_000);
  await call(
    base,
    'POST',
    '/api/doctor/add-available-slots',
    { slots: [{ start_time: start.toISOString(), end_time: end.toISOString() }] },
    doctor,
  );
  const own = doctorSlotsResponseSchema.parse(
    (await call(base, 'GET', '/api/doctor/available-slots', undefined, doctor)).json,
  );
  const booked = await call(
    base,
    'POST',
    '/api/bookings/create',
    { slotId: own.available[0]!.id, doctorId: therapist.user.id },
    patient,
  );
  const { booking } = createBookingResponseSchema.parse(booked.json);
  const notePath = `/api/doctor/bookings/${booking.id}/note`;
  const saved = await call(
    base,
    'PUT',
    notePath,
    { template: 'free', version: 0, sections: { text } },
    doctor,
  );
  expect(saved.status).toBe(200);
  // Sessions live in the database: the token still works after a restart.
  return { read: (at: string) => call(at, 'GET', notePath, undefined, doctor) };
}

describe('the records key, for a real server process', () => {
  it('rotates through the running server, then refuses the old key alone with one line naming the setting', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-records-process-'));
    dirs.push(dataDir);
    const [oldKey, newKey] = [0, 1].map(() => randomBytes(32).toString('base64'));

    let server = startServer(env(dataDir, oldKey!));
    const note = await writeNote(await server.ready(), 'Held through a rotation.');
    server.child.kill('SIGTERM');
    expect(await server.exitCode()).toBe(0);

    // The new key first, the old one beside it; the rotation runs while the server serves.
    server = startServer(env(dataDir, `${newKey},${oldKey}`));
    await server.ready();
    const rotated = await rotateRecordsKeyCli({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RECORDS_KEY: newKey!,
    });
    expect(rotated.output).toMatch(
      /Re-wrapped 1 record key\(s\); every record is now under master key [0-9a-f]{16}/,
    );
    expect(rotated.code).toBe(0);
    server.child.kill('SIGTERM');
    await server.exitCode();

    // The old key dropped: the notes open with the new key alone.
    server = startServer(env(dataDir, newKey!));
    const read = await note.read(await server.ready());
    expect(read.status).toBe(200);
    expect(read.json.sections).toEqual({ text: 'Held through a rotation.' });
    server.child.kill('SIGTERM');
    await server.exitCode();

    // The old key alone no longer opens them: one line naming the setting, no stack.
    const refused = startServer(env(dataDir, oldKey!));
    expect(await refused.exitCode()).toBe(1);
    const lines = refused
      .output()
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('{'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^Solace failed to start: RECORDS_KEY: no configured key opens the encrypted records/,
      ),
    ]);
  }, 120_000);
});
