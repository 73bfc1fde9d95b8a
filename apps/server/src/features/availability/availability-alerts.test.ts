import { describe, expect, it } from 'vitest';
import {
  describeSessionTime,
  messages,
  notificationsResponseSchema,
  publicSlotsResponseSchema,
} from '@solace/shared';
import { api } from '../../test/api-helpers';
import { outboxDrained } from '../../test/outbox-kit';
import { createPatient, hoursFromNow, later, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

/** "Tell me when {name} adds times": a client waits for a therapist, and is told once. */
describe('availability alerts', () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);
  const alertPath = (doctorId: string) => `/api/doctors/${doctorId}/availability-alerts`;
  const timesAdded = messages.notices.timesAdded;

  const addSlot = (token: string, hours: number) => {
    const start = hoursFromNow(ctx.app, hours);
    return client()
      .post(
        '/api/doctor/add-available-slots',
        { slots: [{ start_time: start, end_time: later(start, 50) }] },
        token,
      )
      .then((res) => ({ res, start }));
  };
  const alertsOf = async (token: string) =>
    notificationsResponseSchema
      .parse((await client().get('/api/notifications', token)).json())
      .filter((n) => n.title === timesAdded.title);

  it('needs a signed-in client and a listed therapist', async () => {
    const { doctor, otherDoctor, patient } = await signInDemoPeople(ctx.app);
    const path = alertPath(doctor.user.id);
    const calls = [
      (token?: string) => client().get(path, token),
      (token?: string) => client().post(path, {}, token),
      (token?: string) => client().delete(path, undefined, token),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      expect((await call(doctor.token)).statusCode).toBe(403);
    }
    const forbidden = await client().post(alertPath(otherDoctor.user.id), {}, doctor.token);
    expect(forbidden.json()).toMatchObject({ error: messages.booking.onlyClientsAlert });
    // Not a therapist, not an id at all: the booking page's own 404.
    for (const unknown of [patient.user.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await client().post(alertPath(unknown), {}, patient.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: messages.booking.doctorNotFound });
    }
  });

  it('subscribes idempotently, tells whether subscribed, and stops on DELETE', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const patient = await createPatient(ctx.app);
    const path = alertPath(doctor.user.id);
    expect((await client().get(path, patient.token)).json()).toEqual({ subscribed: false });
    for (let i = 0; i < 2; i++) {
      const res = await client().post(path, {}, patient.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ subscribed: true });
    }
    expect((await client().get(path, patient.token)).json()).toEqual({ subscribed: true });
    expect((await client().delete(path, undefined, patient.token)).json()).toEqual({
      subscribed: false,
    });
    expect((await client().get(path, patient.token)).json()).toEqual({ subscribed: false });
    // Stopped: new times tell nobody.
    await addSlot(doctor.token, 30);
    expect(await alertsOf(patient.token)).toHaveLength(0);
  });

  it('tells each subscriber once, in their own zone, with a link to the booking page', async () => {
    const { doctor, otherDoctor } = await signInDemoPeople(ctx.app);
    const india = await createPatient(ctx.app, 'India Client');
    const london = await createPatient(ctx.app, 'London Client');
    const bystander = await createPatient(ctx.app, 'Bystander');
    await client().put('/api/profile/time-zone', { timeZone: 'Asia/Kolkata' }, india.token);
    await client().put('/api/profile/time-zone', { timeZone: 'Europe/London' }, london.token);
    for (const person of [india, london]) {
      await client().post(alertPath(doctor.user.id), {}, person.token);
    }
    await client().post(alertPath(otherDoctor.user.id), {}, bystander.token);

    const { res, start } = await addSlot(doctor.token, 40);
    expect(res.statusCode).toBe(200);
    // Pushed after commit; the stored notice is there at once.
    for (const [person, zone] of [
      [india, 'Asia/Kolkata'],
      [london, 'Europe/London'],
    ] as const) {
      const notices = await alertsOf(person.token);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        message: timesAdded.message(doctor.user.name, describeSessionTime(new Date(start), zone)),
        link: `/bookings/${doctor.user.id}`,
        read: false,
      });
      expect((await client().get(alertPath(doctor.user.id), person.token)).json()).toEqual({
        subscribed: false,
      });
    }
    expect(await alertsOf(bystander.token)).toHaveLength(0);

    // More times later: the alert was used up, nobody is told twice.
    await addSlot(doctor.token, 80);
    expect(await alertsOf(india.token)).toHaveLength(1);
    expect(await alertsOf(london.token)).toHaveLength(1);
  });

  it('names a time that was really added when working hours skip a taken one', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const waiting = await createPatient(ctx.app, 'Waiting Client');
    await client().put('/api/profile/time-zone', { timeZone: 'UTC' }, waiting.token);
    // Tomorrow 09:00 UTC is already held by one of the therapist's slots, booked by someone.
    const now = ctx.clock.now();
    const tomorrow = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 9),
    );
    const taken = tomorrow.toISOString();
    await client().post(
      '/api/doctor/add-available-slots',
      { slots: [{ start_time: taken, end_time: later(taken, 50) }] },
      doctor.token,
    );
    const slots = publicSlotsResponseSchema.parse(
      (await client().get(`/api/doctors/${doctor.user.id}/available-slots`)).json(),
    );
    const booker = await createPatient(ctx.app, 'Early Client');
    const booked = await client().post(
      '/api/bookings/create',
      { slotId: slots.available.find((s) => s.start_time === taken)!.id, doctorId: doctor.user.id },
      booker.token,
    );
    expect(booked.statusCode).toBe(200);
    await client().post(alertPath(doctor.user.id), {}, waiting.token);

    // 09:00 to 11:00 tomorrow, once: the 09:00 session is skipped, the 10:00 one added.
    const weekday = ((tomorrow.getUTCDay() + 6) % 7) + 1;
    const res = await client().post(
      '/api/doctor/working-hours',
      {
        ranges: [{ weekday, start: '09:00', end: '11:00' }],
        session_minutes: 50,
        break_minutes: 10,
        weeks: 1,
        time_zone: 'UTC',
      },
      doctor.token,
    );
    expect(res.json()).toEqual({ success: true, added: 1, skipped: 1 });
    const added = later(taken, 60);
    const notices = await alertsOf(waiting.token);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toBe(
      timesAdded.message(doctor.user.name, describeSessionTime(new Date(added), 'UTC')),
    );
  });

  it('also e-mails each subscriber, once, with the first time in their zone and the booking page', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const india = await createPatient(ctx.app, 'Mail Client');
    await client().put('/api/profile/time-zone', { timeZone: 'Asia/Kolkata' }, india.token);
    await client().post(alertPath(doctor.user.id), {}, india.token);
    const { start } = await addSlot(doctor.token, 40);
    const mail = await ctx.smtp.nextMailTo(india.email);
    const m = messages.mail.timesAdded;
    expect(mail.decoded).toContain(`Subject: ${m.subject(doctor.user.name)}`);
    expect(mail.decoded).toContain(
      m.body(doctor.user.name, describeSessionTime(new Date(start), 'Asia/Kolkata')),
    );
    expect(mail.decoded).toContain(`${ctx.app.ctx.config.publicUrl}/bookings/${doctor.user.id}`);
    // The alert is used up: more times send no second mail.
    await addSlot(doctor.token, 80);
    await outboxDrained(ctx.app);
    expect(ctx.smtp.mails.filter((m) => m.to.includes(india.email))).toEqual([]);
  });
});
