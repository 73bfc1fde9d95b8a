import { describe, expect, it } from 'vitest';
import {
  createBookingResponseSchema,
  describeSessionTime,
  messages,
  notificationsResponseSchema,
  type Language,
} from '@solace/shared';
import { demoDoctors, demoPatient } from '../../db/seed-data';
import { addFreeSlot, signInDemoPeople } from '../../test/people';
import {
  englishClient,
  expectMailIn,
  isIn,
  READERS,
  setReader,
  wordsIn,
} from '../../test/language-kit';
import { useTestApp } from '../../test/test-app';
import { runDueReminders } from '../reminders/reminders.service';
import { sendBookingReminder } from './booking-reminders';

type Side = 'patient' | 'doctor';
const ZONE: Record<Side, string> = { patient: 'Asia/Kolkata', doctor: 'Europe/London' };
const EMAIL: Record<Side, string> = { patient: demoPatient.email, doctor: demoDoctors[0]!.email };
/** A text as a pattern that also finds it folded (a long subject). */
/** How the invitation writes a text (RFC 5545: backslash, semicolon and comma escaped). */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`);

/**
 * Issue 29: every booking message (mails, their invitations, bells, reminders, the client's
 * text) reaches each of the session's two people in their own language and zone, while every
 * request that causes one is made in English.
 */
describe("booking messages in each person's own language", () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => englishClient(ctx.app);

  async function setUp(readers: Record<Side, Language>) {
    const people = await signInDemoPeople(ctx.app);
    await setReader(ctx.database.db, people.patient.user.id, readers.patient, ZONE.patient);
    await setReader(ctx.database.db, people.doctor.user.id, readers.doctor, ZONE.doctor);
    const names = { patient: people.patient.user.name, doctor: people.doctor.user.name };
    const token = { patient: people.patient.token, doctor: people.doctor.token };
    const book = async (hours: number) => {
      const slotId = await addFreeSlot(ctx.app, people.doctor.token, hours);
      const res = await client().post(
        '/api/bookings/create',
        { slotId, doctorId: people.doctor.user.id },
        people.patient.token,
      );
      return createBookingResponseSchema.parse(res.json()).booking;
    };
    /** The side's mail holding every expected text (the first finds it), in the side's language. */
    const expectMail = (side: Side, texts: string[]) =>
      expectMailIn(ctx.smtp, EMAIL[side], readers[side], texts);
    const expectNotice = async (side: Side, title: string, message: string) => {
      const bell = notificationsResponseSchema.parse(
        (await client().get('/api/notifications', token[side])).json(),
      );
      expect(bell).toContainEqual(expect.objectContaining({ title, message }));
    };
    /** In `side`'s language, with `when(at)` the time in their zone. */
    const as = <T>(side: Side, read: (when: (at: string) => string) => T) =>
      wordsIn(readers[side], () => read((at) => describeSessionTime(new Date(at), ZONE[side])));
    return { people, names, book, expectMail, expectNotice, as };
  }

  it.each(READERS)(
    'booked, moved and cancelled by the therapist: client in %s… each reads their own words',
    async (readers) => {
      const { people, names, book, expectMail, expectNotice, as } = await setUp(readers);
      const booking = await book(48);
      const start = booking.start_time;

      // The confirmation, with the invitation in the reader's words.
      await expectMail(
        'patient',
        as('patient', (when) => [
          messages.mail.booking.patientBody(names.doctor, when(start)),
          messages.mail.booking.patientSubject(names.doctor),
          messages.mail.hello(names.patient),
          `SUMMARY:${icsText(messages.mail.invite.summary(names.patient, names.doctor))}`,
        ]),
      );
      await expectMail(
        'doctor',
        as('doctor', (when) => [
          messages.mail.booking.doctorBody(names.patient, demoPatient.email, when(start)),
          messages.mail.booking.doctorSubject(names.patient, when(start)),
          `SUMMARY:${icsText(messages.mail.invite.summary(names.patient, names.doctor))}`,
        ]),
      );
      await as('patient', (when) =>
        expectNotice(
          'patient',
          messages.notices.sessionBooked.title,
          messages.notices.sessionBooked.message(names.doctor, when(start)),
        ),
      );
      await as('doctor', (when) =>
        expectNotice(
          'doctor',
          messages.notices.newBooking.title,
          messages.notices.newBooking.message(names.patient, when(start)),
        ),
      );

      // Moved by the client.
      const slotId = await addFreeSlot(ctx.app, people.doctor.token, 72);
      const moved = await client().post(
        `/api/bookings/${booking.id}/reschedule`,
        { slotId },
        people.patient.token,
      );
      expect(moved.statusCode).toBe(200);
      const to = (moved.json() as { booking: { start_time: string } }).booking.start_time;
      await expectMail(
        'patient',
        as('patient', (when) => [
          messages.mail.rescheduled.patientBody(names.doctor, when(start), when(to)),
        ]),
      );
      await expectMail(
        'doctor',
        as('doctor', (when) => [
          messages.mail.rescheduled.doctorBody(names.patient, when(start), when(to)),
        ]),
      );
      await as('patient', (when) =>
        expectNotice(
          'patient',
          messages.notices.sessionMoved.title,
          messages.notices.sessionMoved.confirmed(names.doctor, when(to)),
        ),
      );
      await as('doctor', (when) =>
        expectNotice(
          'doctor',
          messages.notices.sessionMoved.title,
          messages.notices.sessionMoved.message(names.patient, when(start), when(to)),
        ),
      );

      // Cancelled by the therapist with a reason.
      const reason = 'I am unwell.';
      const cancelled = await client().post(
        `/api/bookings/${booking.id}/cancel-by-therapist`,
        { reason },
        people.doctor.token,
      );
      expect(cancelled.statusCode).toBe(200);
      await expectMail(
        'patient',
        as('patient', (when) => [
          messages.mail.cancellation.patientBody(names.doctor, when(to), names.doctor),
          messages.mail.cancellation.patientReason(reason),
          messages.mail.cancellation.bookAnother,
          `SUMMARY:${icsText(messages.mail.invite.summary(names.patient, names.doctor))}`,
          icsText(messages.mail.invite.cancelled),
        ]),
      );
      await expectMail(
        'doctor',
        as('doctor', (when) => [messages.mail.cancellation.doctorSubject(names.patient, when(to))]),
      );
      await as('patient', (when) =>
        expectNotice(
          'patient',
          messages.notices.sessionCancelled.title,
          messages.notices.sessionCancelled.withReason(names.doctor, when(to), reason),
        ),
      );
    },
  );

  it.each(READERS)('cancelled by the client, and reminded a day before: %s…', async (readers) => {
    const { people, names, book, expectMail, expectNotice, as } = await setUp(readers);
    const first = await book(30);
    const second = await book(50);

    await client().post(`/api/bookings/${second.id}/cancel`, {}, people.patient.token);
    const at = second.start_time;
    for (const side of ['patient', 'doctor'] as const) {
      await expectMail(
        side,
        as(side, (when) => [
          side === 'patient'
            ? messages.mail.cancellation.patientBody(names.doctor, when(at), names.patient)
            : messages.mail.cancellation.doctorBody(names.patient, when(at), names.patient),
        ]),
      );
    }
    await as('doctor', (when) =>
      expectNotice(
        'doctor',
        messages.notices.sessionCancelled.title,
        messages.notices.sessionCancelled.message(names.patient, when(at)),
      ),
    );

    // The day-before reminder of the first (a job, no request at all).
    ctx.clock.advance(6 * 3600_000 + 60_000);
    expect(await runDueReminders(ctx.app.ctx, sendBookingReminder)).toBe(1);
    const start = first.start_time;
    for (const side of ['patient', 'doctor'] as const) {
      const other = side === 'patient' ? names.doctor : names.patient;
      const lines = as(side, (when) => {
        const lead = messages.notices.lead(24 * 60);
        return {
          mail: [
            messages.mail.reminder.body(other, lead, when(start)),
            messages.mail.reminder.subject(lead),
          ],
          title: messages.notices.reminder.title,
        };
      });
      await expectMail(side, lines.mail);
      const bell = notificationsResponseSchema.parse(
        (
          await client().get('/api/notifications', (await signInDemoPeople(ctx.app))[side].token)
        ).json(),
      );
      const reminder = bell.find((n) => n.title === lines.title);
      expect(reminder?.message).toContain(as(side, (when) => when(start)));
      expect(isIn(readers[side], reminder!.message)).toBe(true);
    }
  });
});
