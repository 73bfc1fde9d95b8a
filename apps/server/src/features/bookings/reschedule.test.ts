import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createBookingResponseSchema,
  formatClockTime,
  loginResponseSchema,
  messages,
  notificationsResponseSchema,
  publicSlotsResponseSchema,
  timeZoneName,
} from '@solace/shared';
import { bookings, reminderJobs, slots as slotRows } from '../../db/schema';
import { DEMO_PASSWORD, demoDoctors, demoPatient } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { addFreeSlot, createPatient } from '../../test/people';
import { useTestApp } from '../../test/test-app';

/** Issue 14, point 3: a client moves a booking to another free time of the same therapist. */
describe('POST /api/bookings/{id}/reschedule', () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);

  const logIn = async (path: string, email: string, timeZone: string) =>
    loginResponseSchema.parse(
      (await client().post(path, { email, password: DEMO_PASSWORD, timeZone })).json(),
    );

  /** The client in India, the therapist in London, a booking 48 h ahead and two more free times. */
  async function setUp() {
    const patient = await logIn('/api/login', demoPatient.email, 'Asia/Kolkata');
    const doctor = await logIn('/api/DocLogin', demoDoctors[0]!.email, 'Europe/London');
    const bookedSlot = await addFreeSlot(ctx.app, doctor.token, 48);
    const freeSlot = await addFreeSlot(ctx.app, doctor.token, 72);
    const spareSlot = await addFreeSlot(ctx.app, doctor.token, 96);
    const res = await client().post(
      '/api/bookings/create',
      { slotId: bookedSlot, doctorId: doctor.user.id },
      patient.token,
    );
    const { booking } = createBookingResponseSchema.parse(res.json());
    ctx.smtp.mails.splice(0);
    const move = (slotId: string, token = patient.token, id = booking.id) =>
      client().post(`/api/bookings/${id}/reschedule`, { slotId }, token);
    return { patient, doctor, booking, bookedSlot, freeSlot, spareSlot, move };
  }

  /** The calendar invitation attached to a mail (base64 in the raw message), as text. */
  const calendarOf = (mail: { raw: string }) => {
    const body = /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([A-Z0-9+/=\s]*)/i.exec(mail.raw);
    return Buffer.from((body?.[1] ?? '').replace(/\s/g, ''), 'base64').toString();
  };

  const rowOf = async (id: string) =>
    (await ctx.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const publicSlots = async (doctorId: string) =>
    publicSlotsResponseSchema.parse(
      (await client().get(`/api/doctors/${doctorId}/available-slots`)).json(),
    );
  const noticesOf = async (token: string) =>
    notificationsResponseSchema
      .parse((await client().get('/api/notifications', token)).json())
      .map((n) => n.message);

  it('moves the booking (same id and video room), frees the old time and tells both in their own zone', async () => {
    const { patient, doctor, booking, bookedSlot, freeSlot, move } = await setUp();
    // The new time as the slot holds it (recomputing "72 h from now" here could land a minute later).
    const [target] = await ctx.database.db.select().from(slotRows).where(eq(slotRows.id, freeSlot));
    const newStart = target!.startTime.toISOString();
    const res = await move(freeSlot);
    expect(res.statusCode).toBe(200);
    const moved = createBookingResponseSchema.parse(res.json()).booking;
    expect(moved).toMatchObject({ id: booking.id, roomId: booking.roomId, slotId: freeSlot });
    expect(moved.start_time).toBe(newStart);

    // The old time is free again for everyone, the new one taken.
    const slots = await publicSlots(doctor.user.id);
    expect(slots.available.map((s) => s.id)).toContain(bookedSlot);
    expect(slots.booked.map((s) => s.id)).toEqual([freeSlot]);
    // Reminders follow the new time (the client's 1-hour text reminder too).
    const jobs = await ctx.database.db
      .select()
      .from(reminderJobs)
      .where(eq(reminderJobs.bookingId, booking.id));
    expect(jobs.map((job) => job.runAt.getTime()).sort()).toEqual([
      Date.parse(newStart) - 24 * 3600_000,
      Date.parse(newStart) - 3600_000,
      Date.parse(newStart) - 15 * 60_000,
    ]);

    // E-mails: both times, each in the reader's zone, and the same calendar event, updated.
    const start = new Date(newStart);
    const india = `${formatClockTime(start, 'Asia/Kolkata')} India Standard Time`;
    const london = `${formatClockTime(start, 'Europe/London')} ${timeZoneName('Europe/London', start)}`;
    const toPatient = await ctx.smtp.nextMailTo(demoPatient.email, /Moved/);
    const toDoctor = await ctx.smtp.nextMailTo(demoDoctors[0]!.email, /Moved/);
    expect(toPatient.decoded).toContain(india);
    expect(toPatient.decoded).not.toContain('UTC');
    expect(toDoctor.decoded).toContain(london);
    expect(toDoctor.decoded).not.toContain('India Standard Time');
    for (const mail of [toPatient, toDoctor]) {
      const calendar = calendarOf(mail);
      expect(calendar).toContain(`UID:${booking.id}@solace`);
      expect(calendar).toContain('SEQUENCE:1');
      expect(calendar).toContain('METHOD:REQUEST');
    }
    // The bells, in each one's zone.
    expect((await noticesOf(patient.token)).some((text) => text.includes(india))).toBe(true);
    expect((await noticesOf(doctor.token)).some((text) => text.includes(london))).toBe(true);

    // A later cancellation withdraws the same event with a higher SEQUENCE still.
    ctx.smtp.mails.splice(0);
    await client().post(`/api/bookings/${booking.id}/cancel`, {}, patient.token);
    const cancelMail = await ctx.smtp.nextMailTo(demoPatient.email, /Cancelled/);
    expect(calendarOf(cancelMail)).toContain('SEQUENCE:2');
  });

  it('lets only the client of the booking move it', async () => {
    const { doctor, booking, freeSlot, move } = await setUp();
    const stranger = await createPatient(ctx.app, 'Someone Else');
    // Another client's booking is answered as no booking at all.
    const refused = await move(freeSlot, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'BOOKING_NOT_FOUND' });
    expect((await move(freeSlot, doctor.token)).statusCode).toBe(403);
    expect(
      (await client().post(`/api/bookings/${booking.id}/reschedule`, { slotId: freeSlot }))
        .statusCode,
    ).toBe(401);
    expect((await rowOf(booking.id)).slotId).not.toBe(freeSlot);
  });

  it('answers bad input with 400 naming the field, and an unknown booking with 404', async () => {
    const { booking, freeSlot, move } = await setUp();
    const bad = await move('not-a-slot');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { slotId: messages.booking.slotNotFound } });
    const unknown = await move(freeSlot, undefined, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await rowOf(booking.id)).status).toBe('booked');
  });

  it('refuses a time someone holds with 409, and leaves the booking as it was', async () => {
    const { doctor, booking, bookedSlot, freeSlot, move } = await setUp();
    const other = await createPatient(ctx.app, 'Quicker Patient');
    const taken = await client().post(
      '/api/bookings/create',
      { slotId: freeSlot, doctorId: doctor.user.id },
      other.token,
    );
    expect(taken.statusCode).toBe(200);
    const res = await move(freeSlot);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: messages.booking.slotAlreadyBooked });
    const row = await rowOf(booking.id);
    expect(row).toMatchObject({ slotId: bookedSlot, status: 'booked', revision: 0 });
    expect((await publicSlots(doctor.user.id)).available.map((s) => s.id)).not.toContain(
      bookedSlot,
    );
  });

  it("refuses another therapist's time, the same time, and a time that has passed", async () => {
    const { booking, bookedSlot, move } = await setUp();
    const other = await logIn('/api/DocLogin', demoDoctors[1]!.email, 'Europe/London');
    const elsewhere = await addFreeSlot(ctx.app, other.token, 60);
    expect((await move(elsewhere)).json()).toMatchObject({
      code: 'OTHER_THERAPIST',
      error: messages.booking.rescheduleOtherTherapist,
    });
    expect((await move(bookedSlot)).json()).toMatchObject({ code: 'SAME_TIME' });
    expect((await rowOf(booking.id)).slotId).toBe(bookedSlot);
  });

  it('is refused once free cancellation has closed, as cancelling is', async () => {
    const { booking, bookedSlot, freeSlot, move } = await setUp();
    ctx.clock.advance(25 * 3600_000); // 23 hours before the start
    const patient = await logIn('/api/login', demoPatient.email, 'Asia/Kolkata');
    const late = await move(freeSlot, patient.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'TOO_LATE_TO_RESCHEDULE',
      error: messages.booking.rescheduleTooLate(24),
    });
    expect((await rowOf(booking.id)).slotId).toBe(bookedSlot);
  });

  it('gives a free time to exactly one of two clients moving onto it at once', async () => {
    const { patient, doctor, booking, spareSlot } = await setUp();
    const other = await createPatient(ctx.app, 'Racing Patient');
    const otherSlot = await addFreeSlot(ctx.app, doctor.token, 120);
    const res = await client().post(
      '/api/bookings/create',
      { slotId: otherSlot, doctorId: doctor.user.id },
      other.token,
    );
    const otherBooking = createBookingResponseSchema.parse(res.json()).booking;
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const moveOver = (id: string, token: string) =>
        fetch(`${address}/api/bookings/${id}/reschedule`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ slotId: spareSlot }),
        }).then((r) => r.status);
      const statuses = await Promise.all([
        moveOver(booking.id, patient.token),
        moveOver(otherBooking.id, other.token),
      ]);
      expect(statuses.sort()).toEqual([200, 409]);
      const onSpare = await ctx.database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.slotId, spareSlot), eq(bookings.status, 'booked')));
      expect(onSpare).toHaveLength(1);
      // The loser still holds their own time.
      const loser = onSpare[0]!.id === booking.id ? otherBooking : booking;
      expect((await rowOf(loser.id)).slotId).toBe(loser.slotId);
    } finally {
      await ctx.app.server.close();
    }
  }, 60_000);
});
