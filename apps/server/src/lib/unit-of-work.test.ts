import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createBookingResponseSchema,
  doctorSlotsResponseSchema,
  notificationsResponseSchema,
} from '@solace/shared';
import { DEMO_PASSWORD, demoPatient } from '../db/seed-data';
import { createStaffAccount } from '../features/accounts/staff-accounts.service';
import { api } from '../test/api-helpers';
import { eventually } from '../test/eventually';
import { collect, socketPool } from '../test/sockets';
import { addFreeSlot, signInDemoPeople } from '../test/people';
import { useTestApp } from '../test/test-app';
import { inTransaction, type RowsInsert } from './unit-of-work';

/**
 * Every multi-step write is one transaction: a failure injected at its last step (a database
 * trigger that refuses a row) leaves nothing half-written, and nothing is sent about it.
 */
describe('multi-step writes are all or nothing', () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);
  const failing: string[] = [];

  /** From now on, inserting into `table` fails, as a full disk or a lost connection would. */
  async function failInsertsInto(table: string) {
    const db = ctx.database.db;
    await db.execute(
      sql.raw(`create or replace function solace_test_fail() returns trigger language plpgsql as
        $$ begin raise exception 'injected failure'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger solace_test_fail before insert on ${table}
        for each row execute function solace_test_fail()`),
    );
    failing.push(table);
  }
  async function stopFailing() {
    for (const table of failing.splice(0)) {
      await ctx.database.db.execute(sql.raw(`drop trigger solace_test_fail on ${table}`));
    }
  }
  afterEach(stopFailing);

  const count = async (query: string) =>
    Number(
      ((await ctx.database.db.execute(sql.raw(query))) as unknown as { rows: { n: unknown }[] })
        .rows[0]!.n,
    );

  it('a booking whose reminders cannot be stored is not made, and nobody is told', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const slotId = await addFreeSlot(ctx.app, doctor.token);
    const historyBefore = await count('select count(*) as n from activity_log');
    await failInsertsInto('reminder_jobs');
    const res = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: doctor.user.id },
      patient.token,
    );
    expect(res.statusCode).toBe(500);
    expect(await count('select count(*) as n from bookings')).toBe(0);
    expect(await count('select count(*) as n from notifications')).toBe(0);
    expect(await count('select count(*) as n from activity_log')).toBe(historyBefore);
    const own = doctorSlotsResponseSchema.parse(
      (await client().get('/api/doctor/available-slots', doctor.token)).json(),
    );
    expect(own.available.map((s) => s.id)).toEqual([slotId]);
    // Nothing to send: the rolled-back booking took its mails with it, and draining the outbox
    // (what would send them) sends nothing.
    expect(await count('select count(*) as n from outbox_mails')).toBe(0);
    await ctx.app.ctx.outbox.runDue();
    expect(ctx.smtp.mails).toEqual([]);
  });

  it('a cancellation whose notice cannot be stored leaves the booking and its reminders', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const slotId = await addFreeSlot(ctx.app, doctor.token);
    const booked = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: doctor.user.id },
      patient.token,
    );
    const { booking } = createBookingResponseSchema.parse(booked.json());
    const reminders = await count('select count(*) as n from reminder_jobs');
    // A day, an hour (the text reminder) and a quarter of an hour before.
    expect(reminders).toBe(3);
    await failInsertsInto('notifications');
    const res = await client().post(`/api/bookings/${booking.id}/cancel`, {}, doctor.token);
    expect(res.statusCode).toBe(500);
    expect(await count("select count(*) as n from bookings where status = 'booked'")).toBe(1);
    expect(await count('select count(*) as n from reminder_jobs')).toBe(reminders);
    const bell = notificationsResponseSchema.parse(
      (await client().get('/api/notifications', patient.token)).json(),
    );
    expect(bell.map((n) => n.title)).toEqual(['Session booked']);
  });

  it('a password reset that cannot be recorded keeps the link usable and the password as it was', async () => {
    await client().post('/api/verifyemail', { email: demoPatient.email });
    const mail = await ctx.smtp.nextMailTo(demoPatient.email, /\/changepass\?/);
    const link = new URL(/https?:\/\/\S+\/changepass\?\S+/.exec(mail.decoded)![0]);
    const body = {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      newPassword: 'a-fresh-start-2026',
      confirmPassword: 'a-fresh-start-2026',
    };
    await failInsertsInto('activity_log');
    expect((await client().post('/api/changepassword', body)).statusCode).toBe(500);
    await stopFailing();
    await expect(client().login()).resolves.toMatchObject({ user: { email: demoPatient.email } });
    expect((await client().post('/api/changepassword', body)).statusCode).toBe(200);
  });

  it('a password change that cannot be recorded keeps the old password and the other sessions', async () => {
    const first = await client().login();
    const second = await client().login();
    await failInsertsInto('activity_log');
    const res = await client().post(
      '/api/changepassword',
      {
        userId: first.user.id,
        currentPassword: DEMO_PASSWORD,
        newPassword: 'a-fresh-start-2026',
        confirmPassword: 'a-fresh-start-2026',
      },
      first.token,
    );
    expect(res.statusCode).toBe(500);
    expect((await client().get('/api/check-login', second.token)).statusCode).toBe(200);
    await stopFailing();
    // The old password still opens the account: the new hash was rolled back with the rest.
    await expect(client().login()).resolves.toMatchObject({ user: { id: first.user.id } });
  });

  it('a therapist account whose profile cannot be stored is not created', async () => {
    await failInsertsInto('doctor_profiles');
    await expect(
      createStaffAccount(ctx.app.ctx, {
        role: 'doctor',
        email: 'half.made@example.com',
        name: 'Half Made',
      }),
    ).rejects.toThrow();
    expect(
      await count("select count(*) as n from users where email = 'half.made@example.com'"),
    ).toBe(0);
    expect(await count('select count(*) as n from password_reset_tokens')).toBe(0);
  });

  it('a chat message whose notice cannot be stored is not kept, and not delivered', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const pool = socketPool();
    try {
      const { socket } = await pool.open(ctx.app, patient.token);
      const delivered = collect(socket, 'chatMessage');
      // The therapist is away, so the message ends with a bell notification.
      await failInsertsInto('notifications');
      const errors = collect(socket, 'chatError');
      socket.emit('chatMessage', { text: 'Hello?', receiverId: doctor.user.id });
      await eventually(() => errors.length === 1);
      expect(await count('select count(*) as n from messages')).toBe(0);
      expect(await count('select count(*) as n from conversations')).toBe(0);
      // No pause needed: a delivery is sent on commit, inside the same handler and before its
      // chatError, on this same socket; so had there been one, it would have come first.
      expect(delivered).toEqual([]);
    } finally {
      pool.closeAll();
    }
  });
});

/** Writes nothing reads back go with the commit, in one statement, and fall with the rest. */
describe('writes sent before the commit', () => {
  const ctx = useTestApp();
  const historyOf = async (email: string) =>
    Number(
      (
        (await ctx.database.db.execute(
          sql`select count(*) as n from activity_log a join users u on u.id = a.user_id
              where u.email = ${email}`,
        )) as unknown as { rows: { n: unknown }[] }
      ).rows[0]!.n,
    );
  const patientId = async () =>
    (
      (await ctx.database.db.execute(
        sql`select id from users where email = ${demoPatient.email}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows[0]!.id;
  const line = (userId: string, activity: string) =>
    sql`insert into activity_log (user_id, activity, created_at)
        values (${userId}, ${activity}, ${new Date()})`;
  /** A repo's rows insert, as activity.repo.ts has one; each call's rows are recorded. */
  const calls: string[][] = [];
  const lines: RowsInsert<{ userId: string; activity: string }> = (_db, rows) => {
    calls.push(rows.map((row) => row.activity));
    return sql`insert into activity_log (user_id, activity, created_at) values ${sql.join(
      rows.map((row) => sql`(${row.userId}, ${row.activity}, ${new Date()})`),
      sql`, `,
    )}`;
  };

  it('are not written until the unit flushes or commits, and then all of them', async () => {
    const userId = await patientId();
    const before = await historyOf(demoPatient.email);
    const seen: number[] = [];
    await inTransaction(ctx.app.ctx, async (unit) => {
      unit.insertBeforeCommit(lines, [{ userId, activity: 'one' }]);
      unit.insertBeforeCommit(lines, [{ userId, activity: 'two' }]);
      const inside = async () =>
        Number(
          (
            (await unit.db.execute(
              sql`select count(*) as n from activity_log where user_id = ${userId}`,
            )) as unknown as { rows: { n: unknown }[] }
          ).rows[0]!.n,
        );
      seen.push(await inside());
      await unit.flush();
      seen.push(await inside());
      unit.insertBeforeCommit(lines, [{ userId, activity: 'three' }]);
    });
    expect(seen).toEqual([before, before + 2]);
    expect(await historyOf(demoPatient.email)).toBe(before + 3);
    // The rows given to one insert went to the database as one insert at each flush.
    expect(calls.splice(0)).toEqual([['one', 'two'], ['three']]);
  });

  it('roll the whole unit back when one of them fails', async () => {
    const userId = await patientId();
    const before = await historyOf(demoPatient.email);
    await expect(
      inTransaction(ctx.app.ctx, async (unit) => {
        await unit.db.execute(line(userId, 'written at once'));
        unit.insertBeforeCommit(lines, [{ userId, activity: 'deferred' }]);
        // A user that does not exist: the foreign key refuses it at the commit.
        unit.insertBeforeCommit(lines, [
          { userId: '00000000-0000-4000-8000-000000000000', activity: 'nobody' },
        ]);
      }),
    ).rejects.toThrow();
    expect(await historyOf(demoPatient.email)).toBe(before);
  });
});
