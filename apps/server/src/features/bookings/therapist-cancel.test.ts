import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASON_MAX_LENGTH,
  CRISIS_LINES,
  createBookingResponseSchema,
  describeSessionTime,
  messages,
  myAppointmentsResponseSchema,
  notificationsResponseSchema,
} from '@solace/shared';
import { demoDoctors, demoPatient } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { addFreeSlot, createPatient, hoursFromNow, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

/** Issue 22 item 6: a therapist cancels a booked session with a reason the client receives. */
describe('a therapist cancelling with a reason', () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);
  const cancelPath = (id: string) => `/api/bookings/${id}/cancel-by-therapist`;
  const reason = 'I am unwell and cannot hold the session.';

  /** The demo patient (in India) books the doctor's slot 48 h ahead; two more free times later. */
  async function setUp() {
    const people = await signInDemoPeople(ctx.app);
    await client().put(
      '/api/profile/time-zone',
      { timeZone: 'Asia/Kolkata' },
      people.patient.token,
    );
    const slotId = await addFreeSlot(ctx.app, people.doctor.token, 48);
    const laterSlots = [72, 96].map((hours) => hoursFromNow(ctx.app, hours));
    for (const hours of [72, 96]) await addFreeSlot(ctx.app, people.doctor.token, hours);
    const res = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: people.doctor.user.id },
      people.patient.token,
    );
    const { booking } = createBookingResponseSchema.parse(res.json());
    // The confirmations are out of the way before the cancellation's mails are read.
    await ctx.smtp.nextMailTo(demoPatient.email, /is booked/);
    await ctx.smtp.nextMailTo(demoDoctors[0]!.email, /New booking/);
    return { ...people, slotId, booking, laterSlots };
  }

  const publicSlots = async (doctorId: string) =>
    (await client().get(`/api/doctors/${doctorId}/available-slots`)).json() as {
      available: { id: string }[];
    };

  it('tells the client why, in the bell and by e-mail, with the next free times in their zone, Book another time and the crisis lines', async () => {
    const { doctor, patient, booking, slotId, laterSlots } = await setUp();
    const res = await client().post(cancelPath(booking.id), { reason }, doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.booking.cancelled });

    // Stored with the booking, and on the client's list.
    const mine = myAppointmentsResponseSchema.parse(
      (await client().get('/api/bookings/mine', patient.token)).json(),
    );
    expect(mine.past.find((a) => a.id === booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'doctor',
      cancelReason: reason,
    });

    const when = describeSessionTime(new Date(booking.start_time), 'Asia/Kolkata');
    const bell = notificationsResponseSchema.parse(
      (await client().get('/api/notifications', patient.token)).json(),
    );
    expect(bell[0]).toMatchObject({
      title: messages.notices.sessionCancelled.title,
      message: messages.notices.sessionCancelled.withReason(doctor.user.name, when, reason),
      link: `/bookings/${doctor.user.id}`,
    });

    const mail = await ctx.smtp.nextMailTo(demoPatient.email, /Their reason/);
    expect(mail.decoded).toContain(messages.mail.cancellation.patientReason(reason));
    for (const start of laterSlots) {
      expect(mail.decoded).toContain(describeSessionTime(new Date(start), 'Asia/Kolkata'));
    }
    expect(mail.decoded).toContain(messages.mail.cancellation.bookAnother);
    expect(mail.decoded).toContain(`/bookings/${doctor.user.id}`);
    for (const line of CRISIS_LINES) {
      for (const number of line.numbers) expect(mail.decoded).toContain(number.display);
    }
    await ctx.smtp.nextMailTo(demoDoctors[0]!.email, /The time is free again/);

    // Freed (the default): the time is offered to others again.
    expect((await publicSlots(doctor.user.id)).available.map((s) => s.id)).toContain(slotId);
  });

  it('keeps the time blocked when asked: nobody else can book it', async () => {
    const { doctor, booking, slotId } = await setUp();
    const res = await client().post(
      cancelPath(booking.id),
      { reason: 'A family matter.', keepTimeBlocked: true },
      doctor.token,
    );
    expect(res.statusCode).toBe(200);
    expect((await publicSlots(doctor.user.id)).available.map((s) => s.id)).not.toContain(slotId);
    const other = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: doctor.user.id },
      (await createPatient(ctx.app, 'Someone Else')).token,
    );
    expect(other.statusCode).toBe(404);
    await ctx.smtp.nextMailTo(demoDoctors[0]!.email, /The time stays blocked/);
  });

  it('lets only the session’s therapist cancel this way', async () => {
    const { otherDoctor, patient, booking } = await setUp();
    const body = { reason };
    expect((await client().post(cancelPath(booking.id), body)).statusCode).toBe(401);
    const byClient = await client().post(cancelPath(booking.id), body, patient.token);
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json()).toMatchObject({
      error: messages.booking.therapistCancel.onlyTherapist,
    });
    // Another therapist learns nothing of it: no such appointment.
    const byOther = await client().post(cancelPath(booking.id), body, otherDoctor.token);
    expect(byOther.statusCode).toBe(404);
    const mine = myAppointmentsResponseSchema.parse(
      (await client().get('/api/bookings/mine', patient.token)).json(),
    );
    expect(mine.upcoming.map((a) => a.id)).toContain(booking.id);
  });

  it('refuses a missing, blank, too long or non-text reason with 400 and the field', async () => {
    const { doctor, booking } = await setUp();
    const t = messages.booking.therapistCancel;
    const cases: [unknown, string][] = [
      [{}, t.reasonRequired],
      [{ reason: '   ' }, t.reasonRequired],
      [{ reason: 42 }, t.reasonRequired],
      [
        { reason: 'x'.repeat(CANCEL_REASON_MAX_LENGTH + 1) },
        t.reasonTooLong(CANCEL_REASON_MAX_LENGTH),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await client().post(cancelPath(booking.id), body, doctor.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { reason: message } });
    }
    const bad = await client().post(
      cancelPath(booking.id),
      { reason, keepTimeBlocked: 'yes' },
      doctor.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields as object)).toEqual(['keepTimeBlocked']);
    // Still booked after all of them; a second real cancel is refused as already done.
    expect((await client().post(cancelPath(booking.id), { reason }, doctor.token)).statusCode).toBe(
      200,
    );
    const again = await client().post(cancelPath(booking.id), { reason }, doctor.token);
    expect(again.statusCode).toBe(409);
  });
});
