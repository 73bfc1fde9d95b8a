import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBookingResponseSchema, doctorSlotsResponseSchema, messages } from '@solace/shared';
import { bookings, notifications } from '../../db/schema';
import { api } from '../../test/api-helpers';
import { createPatient, hoursFromNow, later, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

/**
 * Bookings that arrive together are written together (booking-batches.ts): each client must
 * still get exactly their own answer, whatever the others in the batch asked for.
 */
describe('bookings written together', () => {
  const ctx = useTestApp({ env: { MAX_UPCOMING_BOOKINGS: '2' } });
  const client = () => api(ctx.app);
  const book = (token: string, slotId: string, doctorId: string) =>
    client().post('/api/bookings/create', { slotId, doctorId }, token);

  /** `count` free 50-minute slots of the doctor, an hour apart from `hours` ahead; their ids. */
  async function offer(doctorToken: string, count: number, hours = 48) {
    const starts = Array.from({ length: count }, (_, i) => hoursFromNow(ctx.app, hours + i));
    await client().post(
      '/api/doctor/add-available-slots',
      { slots: starts.map((start) => ({ start_time: start, end_time: later(start, 50) })) },
      doctorToken,
    );
    const own = doctorSlotsResponseSchema.parse(
      (await client().get('/api/doctor/available-slots', doctorToken)).json(),
    );
    return starts.map((start) => own.available.find((slot) => slot.start_time === start)!.id);
  }

  it('gives each of many simultaneous clients their own slot, booking and notice', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const slotIds = await offer(doctor.token, 20);
    const patients = await Promise.all(
      slotIds.map((_, i) => createPatient(ctx.app, `Batch Client ${i}`)),
    );
    const answers = await Promise.all(
      patients.map((patient, i) => book(patient.token, slotIds[i]!, doctor.user.id)),
    );
    const booked = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      return createBookingResponseSchema.parse(answer.json()).booking;
    });
    expect(booked.map((booking) => booking.slotId)).toEqual(slotIds);
    expect(new Set(booked.map((booking) => booking.id)).size).toBe(20);
    for (const [i, patient] of patients.entries()) {
      const [row] = await ctx.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, booked[i]!.id));
      expect(row).toMatchObject({ patientId: patient.id, slotId: slotIds[i], status: 'booked' });
      const notices = await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, patient.id));
      expect(notices.map((notice) => notice.title)).toEqual([messages.notices.sessionBooked.title]);
    }
  });

  it("refuses only the client whose request clashes with their own session, not the others'", async () => {
    const { doctor, otherDoctor } = await signInDemoPeople(ctx.app);
    const [held] = await offer(otherDoctor.token, 1, 30);
    const [clashing, ...free] = await offer(doctor.token, 6, 30);
    const clasher = await createPatient(ctx.app, 'Clashing Client');
    expect((await book(clasher.token, held!, otherDoctor.user.id)).statusCode).toBe(200);
    const others = await Promise.all(free.map((_, i) => createPatient(ctx.app, `Other ${i}`)));

    // Last, so that it shares a batch with others: the first request is written on its own.
    const answers = await Promise.all([
      ...others.map((other, i) => book(other.token, free[i]!, doctor.user.id)),
      book(clasher.token, clashing!, doctor.user.id),
    ]);
    const clash = answers.pop()!;
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'OVERLAPS_YOUR_BOOKING' });
    expect(answers.map((answer) => answer.statusCode)).toEqual(free.map(() => 200));
    const clasherBookings = await ctx.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.patientId, clasher.id), eq(bookings.status, 'booked')));
    expect(clasherBookings).toHaveLength(1);
  });

  it("counts one client's simultaneous requests one after the other against the cap", async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const slotIds = await offer(doctor.token, 5, 60);
    const patient = await createPatient(ctx.app, 'Eager Client');
    const answers = await Promise.all(
      slotIds.map((slotId) => book(patient.token, slotId, doctor.user.id)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ code: 'TOO_MANY_UPCOMING' });
    }
    const held = await ctx.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.patientId, patient.id), eq(bookings.status, 'booked')));
    expect(held).toHaveLength(2);
  });
});
