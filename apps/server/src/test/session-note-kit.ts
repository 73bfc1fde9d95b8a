import type { FastifyInstance } from 'fastify';
import { createBookingResponseSchema, doctorSlotsResponseSchema } from '@solace/shared';
import { api } from './api-helpers';
import { hoursFromNow, later, signInDemoPeople } from './people';

/**
 * `count` sessions of the demo client with the demo therapist, a day apart (from tomorrow), each
 * with a free-text note `text(i)` by the therapist. The app needs MAX_UPCOMING_BOOKINGS >= count.
 */
export async function bookingsWithNotes(
  app: FastifyInstance,
  count: number,
  text: (i: number) => string,
  /** The first session's day ahead (the others follow a day apart). */
  fromDay = 1,
) {
  const client = api(app);
  const { doctor, patient } = await signInDemoPeople(app);
  const starts = Array.from({ length: count }, (_, i) => hoursFromNow(app, 24 * (i + fromDay)));
  const added = await client.post(
    '/api/doctor/add-available-slots',
    { slots: starts.map((s) => ({ start_time: s, end_time: later(s, 50) })) },
    doctor.token,
  );
  if (added.statusCode !== 200) throw new Error(`slots: ${added.body}`);
  const own = doctorSlotsResponseSchema.parse(
    (await client.get('/api/doctor/available-slots', doctor.token)).json(),
  );
  const bookingIds: string[] = [];
  for (const start of starts) {
    const slot = own.available.find((s) => s.start_time === start)!;
    const res = await client.post(
      '/api/bookings/create',
      { slotId: slot.id, doctorId: doctor.user.id },
      patient.token,
    );
    if (res.statusCode !== 200) throw new Error(`booking: ${res.body}`);
    const { booking } = createBookingResponseSchema.parse(res.json());
    bookingIds.push(booking.id);
  }
  for (const [i, id] of bookingIds.entries()) {
    const res = await client.put(
      `/api/doctor/bookings/${id}/note`,
      { template: 'free', version: 0, sections: { text: text(i) } },
      doctor.token,
    );
    if (res.statusCode !== 200) throw new Error(`note: ${res.body}`);
  }
  return { doctor, patient, bookingIds };
}
