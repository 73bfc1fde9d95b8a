import { describe, expect, it } from 'vitest';
import { MEASURE_EVERY_SESSIONS, createBookingResponseSchema, messages } from '@solace/shared';
import { demoDoctors, demoPatient } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { addFreeSlot, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

type People = Awaited<ReturnType<typeof signInDemoPeople>>;

describe('the booking confirmation asks for the questionnaires when they will be due', () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);

  /** The demo client books the therapist's free time `hours` ahead: the booking. */
  async function book(therapist: People['doctor'], token: string, hours: number) {
    const slotId = await addFreeSlot(ctx.app, therapist.token, hours);
    const res = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: therapist.user.id },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return createBookingResponseSchema.parse(res.json()).booking;
  }

  /** The confirmation of this booking to the client and to its therapist (by its video room). */
  async function confirmations(booking: { roomId: string }, therapistEmail: string) {
    const ofThisBooking = new RegExp(`/video-chat/${booking.roomId}`);
    return {
      toClient: (await ctx.smtp.nextMailTo(demoPatient.email, ofThisBooking)).decoded,
      toTherapist: (await ctx.smtp.nextMailTo(therapistEmail, ofThisBooking)).decoded,
    };
  }

  const questionnaireLine = (bookingId: string) =>
    messages.mail.booking.patientQuestionnaire(
      `${ctx.app.ctx.config.publicUrl}/questionnaires/${bookingId}`,
    );

  it('links the first session with a therapist and then every 4th, to the client alone', async () => {
    expect(MEASURE_EVERY_SESSIONS).toBe(4);
    const people = await signInDemoPeople(ctx.app);
    // Sessions 1 to 6 with one therapist, booked in the order they take place.
    for (let session = 1; session <= 6; session += 1) {
      const booking = await book(people.doctor, people.patient.token, 24 * session);
      const { toClient, toTherapist } = await confirmations(booking, demoDoctors[0]!.email);
      const due = session === 1 || session === 5;
      if (due) expect(toClient, `session ${session}`).toContain(questionnaireLine(booking.id));
      else expect(toClient, `session ${session}`).not.toContain('/questionnaires/');
      expect(toTherapist, `session ${session}`).not.toContain('/questionnaires/');
    }
  });

  it('counts per therapist, and a cancelled session does not count', async () => {
    const people = await signInDemoPeople(ctx.app);
    const first = await book(people.doctor, people.patient.token, 24);
    await confirmations(first, demoDoctors[0]!.email);
    const cancelled = await client().post(
      `/api/bookings/${first.id}/cancel`,
      {},
      people.doctor.token,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // The cancelled one never took place: the next is again the first.
    const again = await book(people.doctor, people.patient.token, 48);
    expect((await confirmations(again, demoDoctors[0]!.email)).toClient).toContain(
      questionnaireLine(again.id),
    );
    // The first session with another therapist asks too; the second with the first does not.
    const other = await book(people.otherDoctor, people.patient.token, 72);
    expect((await confirmations(other, demoDoctors[1]!.email)).toClient).toContain(
      questionnaireLine(other.id),
    );
    const second = await book(people.doctor, people.patient.token, 96);
    expect((await confirmations(second, demoDoctors[0]!.email)).toClient).not.toContain(
      '/questionnaires/',
    );
  });
});
