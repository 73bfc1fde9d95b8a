import { describe, expect, it } from 'vitest';
import { notificationsResponseSchema } from '@solace/shared';
import { buildApp } from '../../app';
import { demoPatient } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { hoursFromNow, later, signInDemoPeople } from '../../test/people';
import { testConfig, useTestApp } from '../../test/test-app';
import { sendBookingReminder } from '../bookings/booking-reminders';
import { runDueReminders } from './reminders.service';

const MINUTE = 60_000;

describe('session reminders', () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);

  /** A session booked `hours` ahead; returns the booking id and both tokens. */
  async function book(hours: number) {
    const people = await signInDemoPeople(ctx.app);
    const start = hoursFromNow(ctx.app, hours);
    await client().post(
      '/api/doctor/add-available-slots',
      { slots: [{ start_time: start, end_time: later(start, 50) }] },
      people.doctor.token,
    );
    const slotId = (
      (await client().get('/api/doctor/available-slots', people.doctor.token)).json() as {
        available: { id: string }[];
      }
    ).available[0]!.id;
    const res = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: people.doctor.user.id },
      people.patient.token,
    );
    return { ...people, bookingId: (res.json() as { booking: { id: string } }).booking.id };
  }
  /** The reminders in someone's bell, signed in afresh (moving time ends idle sessions). */
  const reminders = async (who: 'patient' | 'doctor') => {
    const token = (await signInDemoPeople(ctx.app))[who].token;
    return notificationsResponseSchema
      .parse((await client().get('/api/notifications', token)).json())
      .filter((n) => n.title === 'Session reminder');
  };

  it('reminds both people a day and 15 minutes before, each once, by notification and e-mail', async () => {
    await book(48);
    expect(await runDueReminders(ctx.app.ctx, sendBookingReminder)).toBe(0);
    ctx.clock.advance(24 * 60 * MINUTE + MINUTE);
    expect(await runDueReminders(ctx.app.ctx, sendBookingReminder)).toBe(1);
    expect(await runDueReminders(ctx.app.ctx, sendBookingReminder)).toBe(0);
    const [dayBefore] = await reminders('patient');
    expect(dayBefore?.message).toMatch(/^Your session with Dr\. Ananya Sharma starts in 24 hours/);
    expect(dayBefore?.link).toMatch(/^\/video-chat\//);
    expect(await reminders('doctor')).toHaveLength(1);
    const mail = await ctx.smtp.nextMailTo(demoPatient.email);
    expect(mail.decoded).toContain('/video-chat/');

    ctx.clock.advance(23 * 60 * MINUTE + 45 * MINUTE);
    expect(await runDueReminders(ctx.app.ctx, sendBookingReminder)).toBe(1);
    expect((await reminders('patient'))[0]?.message).toMatch(/starts in 15 minutes/);
  });

  it('runs a due reminder once when two workers race for it', async () => {
    await book(48);
    ctx.clock.advance(47 * 60 * MINUTE);
    const sent = await Promise.all([
      runDueReminders(ctx.app.ctx, sendBookingReminder),
      runDueReminders(ctx.app.ctx, sendBookingReminder),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await reminders('patient')).toHaveLength(1);
  });

  it('drops the reminders of a cancelled booking', async () => {
    const { patient, bookingId } = await book(48);
    await client().post(`/api/bookings/${bookingId}/cancel`, {}, patient.token);
    ctx.clock.advance(48 * 60 * MINUTE);
    expect(await runDueReminders(ctx.app.ctx, sendBookingReminder)).toBe(0);
    expect(await reminders('patient')).toEqual([]);
  });

  it('catches up after a restart: another instance sends what fell due meanwhile', async () => {
    await book(48);
    ctx.clock.advance(48 * 60 * MINUTE - 10 * MINUTE);
    const restarted = await buildApp(testConfig(), { database: ctx.database, clock: ctx.clock });
    try {
      expect(await runDueReminders(restarted.ctx, sendBookingReminder)).toBe(2);
    } finally {
      await restarted.close();
    }
    expect(await reminders('patient')).toHaveLength(2);
  });

  it('schedules no reminder that would already be late', async () => {
    await book(2); // the day-before reminder is already past
    expect(await runDueReminders(ctx.app.ctx, sendBookingReminder)).toBe(0);
    ctx.clock.advance(2 * 60 * MINUTE - 14 * MINUTE);
    expect(await runDueReminders(ctx.app.ctx, sendBookingReminder)).toBe(1);
    expect(await reminders('patient')).toHaveLength(1);
  });

  it('sends what falls due on its own: the poller runs without being asked', async () => {
    await book(48);
    ctx.clock.advance(24 * 60 * MINUTE + MINUTE);
    const polling = await buildApp(testConfig({ REMINDER_POLL_MS: '50' }), {
      database: ctx.database,
      clock: ctx.clock,
    });
    try {
      await eventually(async () => (await reminders('patient')).length > 0);
      expect(await reminders('patient')).toHaveLength(1);
      expect(await reminders('doctor')).toHaveLength(1);
    } finally {
      await polling.close();
    }
  });
});
