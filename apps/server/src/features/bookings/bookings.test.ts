import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cancelDeadline,
  createBookingResponseSchema,
  describeSessionTime,
  messages,
  doctorSlotsResponseSchema,
  myAppointmentsResponseSchema,
} from '@solace/shared';
import { bookings } from '../../db/schema';
import { DEMO_PASSWORD, demoDoctors, demoPatient } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { createPatient, hoursFromNow, later, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

describe('bookings', () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);

  /** Two demo doctors, the demo patient, and one free slot `hours` ahead. */
  async function setUp(hours = 48) {
    const people = await signInDemoPeople(ctx.app);
    const start = hoursFromNow(ctx.app, hours);
    await client().post(
      '/api/doctor/add-available-slots',
      { slots: [{ start_time: start, end_time: later(start, 50) }] },
      people.doctor.token,
    );
    const own = doctorSlotsResponseSchema.parse(
      (await client().get('/api/doctor/available-slots', people.doctor.token)).json(),
    );
    const slotId = own.available[0]!.id;
    const book = (token = people.patient.token, body: Record<string, unknown> = {}) =>
      client().post(
        '/api/bookings/create',
        { slotId, doctorId: people.doctor.user.id, ...body },
        token,
      );
    return { ...people, start, slotId, book };
  }

  it('books a free slot for the signed-in patient and tells both by e-mail with an invitation', async () => {
    const { doctor, slotId, start, book } = await setUp();
    const res = await book(undefined, {
      clientName: 'Someone Else',
      clientEmail: 'else@example.com',
    });
    expect(res.statusCode).toBe(200);
    const { booking } = createBookingResponseSchema.parse(res.json());
    expect(booking).toMatchObject({ slotId, doctorId: doctor.user.id, start_time: start });
    expect(booking.roomId.length).toBeGreaterThanOrEqual(20);

    const own = doctorSlotsResponseSchema.parse(
      (await client().get('/api/doctor/available-slots', doctor.token)).json(),
    );
    expect(own.booked[0]).toMatchObject({
      id: slotId,
      status: 'booked',
      client_name: demoPatient.name,
      client_email: demoPatient.email,
      room_id: booking.roomId,
    });
    const pub = await client().get(`/api/doctors/${doctor.user.id}/available-slots`);
    expect(pub.json()).toEqual({
      available: [],
      booked: [{ id: slotId, start_time: start, end_time: later(start, 50), status: 'booked' }],
    });
    expect(pub.body).not.toContain(demoPatient.email);
    expect(pub.body).not.toContain(demoPatient.name);

    for (const to of [demoPatient.email, demoDoctors[0]!.email]) {
      const mail = await ctx.smtp.nextMailTo(to);
      expect(mail.decoded).toContain('Content-Type: text/calendar');
      expect(mail.decoded).toContain(`/video-chat/${booking.roomId}`);
    }
  });

  it('gives the client the free-cancellation deadline in their zone and Reschedule / Cancel links', async () => {
    const { patient, book } = await setUp();
    await client().put('/api/profile/time-zone', { timeZone: 'Asia/Kolkata' }, patient.token);
    const { booking } = createBookingResponseSchema.parse((await book()).json());
    const mail = await ctx.smtp.nextMailTo(demoPatient.email);
    const deadline = cancelDeadline(
      new Date(booking.start_time),
      ctx.app.ctx.config.cancelNoticeHours,
    );
    expect(mail.decoded).toContain(
      messages.mail.booking.patientFreeCancellation(describeSessionTime(deadline, 'Asia/Kolkata')),
    );
    const base = `${ctx.app.ctx.config.publicUrl}/appointments`;
    expect(mail.decoded).toContain(`${base}?reschedule=${booking.id}`);
    expect(mail.decoded).toContain(`${base}?cancel=${booking.id}`);
  });

  it('gives a taken slot to nobody else', async () => {
    const { book } = await setUp();
    const other = await createPatient(ctx.app, 'Second Patient');
    expect((await book()).statusCode).toBe(200);
    const res = await book(other.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'This slot is already booked' });
  });

  it('gives exactly one of 50 simultaneous requests the slot, over separate connections', async () => {
    const { slotId, doctor } = await setUp();
    const patients = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createPatient(ctx.app, `Racer ${i}`)),
    );
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answers = await Promise.all(
        patients.map((p) =>
          fetch(`${address}/api/bookings/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
            body: JSON.stringify({ slotId, doctorId: doctor.user.id }),
          }).then(async (r) => ({
            status: r.status,
            body: (await r.json()) as { error?: string },
          })),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(
        answers
          .filter((a) => a.status === 409)
          .every((a) => a.body.error === 'This slot is already booked'),
      ).toBe(true);
      const active = await ctx.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.status, 'booked'));
      expect(active).toHaveLength(1);
    } finally {
      await ctx.app.server.close();
    }
  }, 60_000);

  it("refuses a slot under another doctor's id, a past slot, staff and visitors", async () => {
    const { book, otherDoctor, doctor, slotId, patient } = await setUp(1);
    const wrongDoctor = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: otherDoctor.user.id },
      patient.token,
    );
    expect(wrongDoctor.statusCode).toBe(404);
    expect(wrongDoctor.json()).toMatchObject({ error: 'This slot could not be found.' });
    const unknownSlot = await book(patient.token, { slotId: randomUUID() });
    expect(unknownSlot.statusCode).toBe(404);
    expect(unknownSlot.json()).toMatchObject({ code: 'SLOT_NOT_FOUND' });
    expect((await book(doctor.token)).json()).toMatchObject({
      error: 'Only clients can book appointments.',
    });
    expect((await book(doctor.token)).statusCode).toBe(403);
    expect(
      (await client().post('/api/bookings/create', { slotId, doctorId: doctor.user.id }))
        .statusCode,
    ).toBe(401);
    ctx.clock.advance(2 * 3600_000);
    // Two hours on, the first sessions have gone idle: sign in again.
    const { patient: returning } = await signInDemoPeople(ctx.app);
    const expired = await book(returning.token);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ error: 'This slot has expired' });
    const malformed = await book(returning.token, { slotId: 'nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fields: { slotId: 'This slot could not be found.' } });
    const malformedDoctor = await book(returning.token, { doctorId: 'nope' });
    expect(malformedDoctor.json()).toMatchObject({
      fields: { doctorId: 'This therapist could not be found.' },
    });
  });

  it('lets the patient cancel up to 24 hours before; the slot is free again', async () => {
    const { book, doctor, slotId } = await setUp(48);
    const { booking } = createBookingResponseSchema.parse((await book()).json());
    ctx.clock.advance(23 * 3600_000); // 25 hours before the start
    const { patient } = await signInDemoPeople(ctx.app);
    const res = await client().post(`/api/bookings/${booking.id}/cancel`, {}, patient.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Appointment cancelled' });
    const pub = (await client().get(`/api/doctors/${doctor.user.id}/available-slots`)).json() as {
      available: { id: string }[];
    };
    expect(pub.available.map((s) => s.id)).toEqual([slotId]);
    const again = await client().post(`/api/bookings/${booking.id}/cancel`, {}, patient.token);
    expect(again.json()).toMatchObject({ error: 'This appointment is already cancelled.' });
    const rebook = await createPatient(ctx.app, 'Next Patient');
    expect((await book(rebook.token)).statusCode).toBe(200);
  });

  it('refuses a late patient cancellation, lets the doctor cancel until the start, nobody after', async () => {
    const { book } = await setUp(48);
    const { booking } = createBookingResponseSchema.parse((await book()).json());
    ctx.clock.advance(25 * 3600_000); // 23 hours before
    const { patient, doctor } = await signInDemoPeople(ctx.app);
    const late = await client().post(`/api/bookings/${booking.id}/cancel`, {}, patient.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error:
        'Appointments can be cancelled up to 24 hours before they start. Please contact your therapist.',
    });
    const stranger = await createPatient(ctx.app, 'Stranger');
    expect(
      (await client().post(`/api/bookings/${booking.id}/cancel`, {}, stranger.token)).statusCode,
    ).toBe(404);
    expect(
      (await client().post(`/api/bookings/${booking.id}/cancel`, {}, doctor.token)).statusCode,
    ).toBe(200);
  });

  it('refuses to cancel a session that has started', async () => {
    const { book } = await setUp(2);
    const { booking } = createBookingResponseSchema.parse((await book()).json());
    ctx.clock.advance(2.5 * 3600_000);
    const { doctor } = await signInDemoPeople(ctx.app);
    const res = await client().post(`/api/bookings/${booking.id}/cancel`, {}, doctor.token);
    expect(res.json()).toMatchObject({ error: 'This appointment has already started.' });
  });

  it('states the cancellation rule to anyone, and no payment hold without online payment', async () => {
    const res = await client().get('/api/bookings/policy');
    expect(res.json()).toEqual({ cancelNoticeHours: 24, paymentHoldMinutes: null });
  });

  it("lists the patient's upcoming and past appointments, and writes both histories", async () => {
    const { book, patient, doctor } = await setUp(48);
    const { booking } = createBookingResponseSchema.parse((await book()).json());
    const mine = myAppointmentsResponseSchema.parse(
      (await client().get('/api/bookings/mine', patient.token)).json(),
    );
    expect(mine.cancelNoticeHours).toBe(24);
    expect(mine.upcoming).toEqual([
      expect.objectContaining({
        id: booking.id,
        doctorName: demoDoctors[0]!.name,
        status: 'booked',
        roomId: booking.roomId,
      }),
    ]);
    expect(Date.parse(mine.upcoming[0]!.cancelDeadline!)).toBe(
      Date.parse(booking.start_time) - 24 * 3600_000,
    );
    await client().post(`/api/bookings/${booking.id}/cancel`, {}, doctor.token);
    const after = myAppointmentsResponseSchema.parse(
      (await client().get('/api/bookings/mine', patient.token)).json(),
    );
    expect(after.upcoming).toEqual([]);
    expect(after.past[0]).toMatchObject({ status: 'cancelled', cancelledBy: 'doctor' });

    const history = (
      await client().get(`/api/profile/history/${patient.user.id}`, patient.token)
    ).json() as {
      activity: string;
    }[];
    expect(history[0]?.activity).toMatch(
      /^Session with Dr\. Ananya Sharma on .* cancelled by Dr\. Ananya Sharma$/,
    );
    expect(history[1]?.activity).toMatch(/^Booked a session with Dr\. Ananya Sharma on /);
    const doctorHistory = (
      await client().get(`/api/profile/history/${doctor.user.id}`, doctor.token)
    ).json() as {
      activity: string;
    }[];
    expect(doctorHistory.map((h) => h.activity)).toContainEqual(
      expect.stringMatching(/^Priya Patel booked a session on /),
    );
    expect((await client().get('/api/bookings/mine', doctor.token)).statusCode).toBe(403);
  });

  it("frees the patient's slots when the patient deletes their account", async () => {
    const { book, doctor, patient, slotId } = await setUp(48);
    expect((await book(patient.token)).statusCode).toBe(200);
    const deleted = await client().delete(
      '/api/profile',
      { password: DEMO_PASSWORD },
      patient.token,
    );
    expect(deleted.statusCode).toBe(200);
    const pub = (await client().get(`/api/doctors/${doctor.user.id}/available-slots`)).json() as {
      available: { id: string }[];
    };
    expect(pub.available.map((s) => s.id)).toEqual([slotId]);
  });
});
