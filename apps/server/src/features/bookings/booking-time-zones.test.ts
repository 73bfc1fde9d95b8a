import { describe, expect, it } from 'vitest';
import {
  createBookingResponseSchema,
  formatClockTime,
  loginResponseSchema,
  messages,
  notificationsResponseSchema,
  timeZoneName,
} from '@solace/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DEMO_PASSWORD, demoDoctors, demoPatient } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { hoursFromNow, later } from '../../test/people';
import { signUpAndConfirm } from '../../test/signup-kit';
import { useTestApp } from '../../test/test-app';

/**
 * A client in India and a therapist in London book, are reminded of and cancel the same session:
 * each reads its time in their own zone, in e-mails, the bell and their history.
 */
describe("times in each person's own zone", () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);

  const logIn = async (path: string, email: string, timeZone: unknown) =>
    loginResponseSchema.parse(
      (await client().post(path, { email, password: DEMO_PASSWORD, timeZone })).json(),
    );
  const zoneOf = async (id: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]?.timeZone;
  const noticesOf = async (token: string) =>
    notificationsResponseSchema
      .parse((await client().get('/api/notifications', token)).json())
      .map((n) => n.message);
  const historyOf = async (id: string, token: string) =>
    (
      (await client().get(`/api/profile/history/${id}`, token)).json() as { activity: string }[]
    ).map((line) => line.activity);

  it('keeps the zone the browser sends at login, and ignores one it does not know', async () => {
    const patient = await logIn('/api/login', demoPatient.email, 'Europe/Paris');
    expect(await zoneOf(patient.user.id)).toBe('Europe/Paris');
    await logIn('/api/login', demoPatient.email, 'Mars/Olympus_Mons');
    expect(await zoneOf(patient.user.id)).toBe('Europe/Paris');
    await logIn('/api/login', demoPatient.email, undefined);
    expect(await zoneOf(patient.user.id)).toBe('Europe/Paris');
  });

  it('lets a person choose their zone on the profile, and refuses one that does not exist', async () => {
    const patient = await logIn('/api/login', demoPatient.email, 'Asia/Kolkata');
    const chosen = await client().put(
      '/api/profile/time-zone',
      { timeZone: 'Europe/London' },
      patient.token,
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ success: true, user: { timeZone: 'Europe/London' } });
    expect(await zoneOf(patient.user.id)).toBe('Europe/London');
    const check = await client().get('/api/check-login', patient.token);
    expect(check.json()).toMatchObject({ user: { timeZone: 'Europe/London' } });
    expect((await historyOf(patient.user.id, patient.token))[0]).toMatch(
      /^Changed time zone to (Greenwich Mean|British Summer) Time$/,
    );

    const bad = await client().put(
      '/api/profile/time-zone',
      { timeZone: 'Mars/Olympus_Mons' },
      patient.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: { timeZone: messages.profile.timeZoneInvalid },
    });
    expect(await zoneOf(patient.user.id)).toBe('Europe/London');
  });

  it('keeps the zone the browser sends at sign-up', async () => {
    const email = 'maya.zone@example.com';
    await signUpAndConfirm(ctx.app, ctx.smtp, {
      ...{ Name: 'Maya Rao', Password: 'quiet-river-42', confirmPassword: 'quiet-river-42' },
      ...{ Age: '31', Email: email, PhoneNumber: '+14155550123', timeZone: 'America/New_York' },
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.timeZone).toBe('America/New_York');
  });

  it('tells the client in India Standard Time and the therapist in London time', async () => {
    const patient = await logIn('/api/login', demoPatient.email, 'Asia/Kolkata');
    const doctor = await logIn('/api/DocLogin', demoDoctors[0]!.email, 'Europe/London');
    // 12:30 UTC two days ahead: 6:00 PM in India, 12:30 PM (or 1:30 PM in summer) in London.
    const day = hoursFromNow(ctx.app, 48).slice(0, 10);
    const start = `${day}T12:30:00.000Z`;
    await client().post(
      '/api/doctor/add-available-slots',
      { slots: [{ start_time: start, end_time: later(start, 50) }] },
      doctor.token,
    );
    const slots = (await client().get(`/api/doctors/${doctor.user.id}/available-slots`)).json() as {
      available: { id: string }[];
    };
    const booked = await client().post(
      '/api/bookings/create',
      { slotId: slots.available[0]!.id, doctorId: doctor.user.id },
      patient.token,
    );
    const { booking } = createBookingResponseSchema.parse(booked.json());

    const india = '6:00 PM India Standard Time';
    const startDate = new Date(start);
    const london = `${formatClockTime(startDate, 'Europe/London')} ${timeZoneName('Europe/London', startDate)}`;
    const patientMail = await ctx.smtp.nextMailTo(demoPatient.email);
    const doctorMail = await ctx.smtp.nextMailTo(demoDoctors[0]!.email);
    expect(patientMail.decoded).toContain(india);
    expect(patientMail.decoded).not.toContain('UTC');
    expect(doctorMail.decoded).toContain(london);
    expect(doctorMail.decoded).not.toContain(india);

    const patientNotices = await noticesOf(patient.token);
    expect(patientNotices.some((text) => text.includes(india))).toBe(true);
    expect((await noticesOf(doctor.token)).some((text) => text.includes(london))).toBe(true);
    expect((await historyOf(patient.user.id, patient.token)).join('\n')).toContain(india);
    expect((await historyOf(doctor.user.id, doctor.token)).join('\n')).toContain(london);

    // The therapist cancels: the client hears of it in India Standard Time, by bell and mail.
    ctx.smtp.mails.splice(0);
    const cancelled = await client().post(`/api/bookings/${booking.id}/cancel`, {}, doctor.token);
    expect(cancelled.statusCode).toBe(200);
    expect((await ctx.smtp.nextMailTo(demoPatient.email)).decoded).toContain(india);
    expect((await ctx.smtp.nextMailTo(demoDoctors[0]!.email)).decoded).toContain(london);
    const afterCancel = await noticesOf(patient.token);
    expect(afterCancel.filter((text) => text.includes(india))).toHaveLength(2);
  });
});
