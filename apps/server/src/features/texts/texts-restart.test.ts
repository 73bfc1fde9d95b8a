import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { reminderJobs, textMessages } from '../../db/schema';
import { demoDoctors, demoPatient } from '../../db/seed-data';
import { eventually } from '../../test/eventually';
import { call, signIn } from '../../test/server-calls';
import { startServer, stopAllProcesses } from '../../test/server-process';
import { getTestDatabase, resetDatabase } from '../../test/test-database';
import { twilioEnv } from '../../test/text-kit';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/text-stand-ins/twilio-stand-in';

let dataDir = '';
let twilio: TwilioStandIn | undefined;
afterEach(async () => {
  await stopAllProcesses();
  await twilio?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PHONE = '+447700900123';

describe('the 1-hour text reminder across restarts (spawned servers)', () => {
  it('is sent once by the server that starts after it fell due, and not again by the next', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-texts-restart-'));
    twilio = await startTwilioStandIn();
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) await resetDatabase(await getTestDatabase());
    const env = {
      ...{ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true' },
      ...{ REMINDER_POLL_MS: '100', MAIL_LEASE_SECONDS: '1' },
      ...twilioEnv(twilio),
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    };
    const reminders = () => twilio!.messages.filter((m) => /starts in 1 hour/.test(m.body));

    // First run: the client opts in by the code, then books two days ahead.
    const first = startServer(env);
    const base = await first.ready();
    const { token } = await signIn(base, '/api/login', demoPatient.email);
    const doctor = await signIn(base, '/api/DocLogin', demoDoctors[0]!.email);
    const doctorToken = doctor.token;
    await call(base, '/api/profile/text-channels/sms/code', token, { phone: PHONE });
    await eventually(async () => twilio!.messages.length === 1);
    const code = /code is (\d{6})/.exec(twilio.messages[0]!.body)![1]!;
    expect(
      (await call(base, '/api/profile/text-channels/sms/confirm', token, { code })).status,
    ).toBe(200);
    const start = Math.ceil(Date.now() / 3600_000) * 3600_000 + 48 * 3600_000;
    const slot = { start_time: new Date(start).toISOString() };
    await call(base, '/api/doctor/add-available-slots', doctorToken, {
      slots: [{ ...slot, end_time: new Date(start + 50 * 60_000).toISOString() }],
    });
    const own = (await call(base, '/api/doctor/available-slots', doctorToken)).body as {
      available: { id: string; start_time: string }[];
    };
    const slotId = own.available.find((s) => s.start_time === slot.start_time)!.id;
    const booked = await call(base, '/api/bookings/create', token, {
      slotId,
      doctorId: doctor.user.id,
    });
    expect(booked.status).toBe(200);
    await eventually(async () => twilio!.messages.length === 2);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // While no server runs, the hour before the session comes (its job's time is moved to now).
    const bookingId = (booked.body.booking as { id: string }).id;
    const open = () =>
      databaseUrl ? getTestDatabase() : openDatabase({ pgliteDir: `${dataDir}/db` });
    let database = await open();
    try {
      await database.db
        .update(reminderJobs)
        .set({ runAt: new Date(Date.now() - 60_000) })
        .where(eq(reminderJobs.leadMinutes, 60));
    } finally {
      if (!databaseUrl) await database.close();
    }

    // The next server catches up and texts the reminder; the one after sends nothing more.
    const second = startServer(env);
    await second.ready();
    await eventually(async () => reminders().length === 1, { timeoutMs: 30_000 });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const third = startServer(env);
    await third.ready();
    // A graceful stop finishes the passes under way: what the third server would send, it has.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.body).toContain('/video-chat/');

    database = await open();
    try {
      const rows = await database.db
        .select()
        .from(textMessages)
        .where(eq(textMessages.bookingId, bookingId));
      expect(rows.filter((r) => r.kind === 'reminder_1h').map((r) => r.status)).toEqual(['sent']);
    } finally {
      if (!databaseUrl) await database.close();
    }
  }, 240_000);
});
