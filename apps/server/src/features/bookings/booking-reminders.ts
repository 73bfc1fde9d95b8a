import { messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../lib/unit-of-work';
import { notify } from '../notifications/notifications.service';
import { queueMails } from '../outbox/outbox.service';
import { TEXT_REMINDER_LEAD_MINUTES, type DueReminder } from '../reminders/reminders.service';
import { wouldReceiveTexts } from '../texts/texts.service';
import { queueBookingText } from './booking-texts';
import { reminderMail } from './booking-mails';
import { sessionTimes, videoPath } from './bookings.events';
import { findBooking } from './bookings.repo';

/** A due reminder of a session: a notification and an e-mail to both people, or the client's text. */
export async function sendBookingReminder(ctx: AppContext, job: DueReminder): Promise<boolean> {
  const booking = await findBooking(ctx.db, job.bookingId);
  if (!booking || booking.status !== 'booked') return false;
  const { forPatient, forDoctor } = sessionTimes(booking);
  const path = videoPath(booking.roomId);
  if (job.leadMinutes === TEXT_REMINDER_LEAD_MINUTES) {
    // The hour-before reminder is the client's text only: the bell and e-mail have their own.
    // Nothing to remind of (false) for a client who takes no texts.
    if (!(await wouldReceiveTexts(ctx, booking.patientId))) return false;
    await inTransaction(ctx, async (unit) =>
      queueBookingText(ctx, unit, booking, 'reminder_1h', path),
    );
    return true;
  }
  const videoUrl = `${ctx.config.publicUrl}${path}`;
  const lead = messages.notices.lead(job.leadMinutes);
  const people = [
    {
      id: booking.patientId,
      email: booking.patientEmail,
      other: booking.doctorName,
      when: forPatient,
    },
    {
      id: booking.doctorId,
      email: booking.doctorEmail,
      other: booking.patientName,
      when: forDoctor,
    },
  ];
  await inTransaction(ctx, async (unit) => {
    for (const person of people) {
      await notify(ctx, unit, person.id, {
        title: messages.notices.reminder.title,
        message: messages.notices.reminder.message(person.other, lead, person.when, videoUrl),
        link: path,
      });
    }
    queueMails(
      ctx,
      unit,
      people.map((p) => reminderMail(p.email, p.other, job.leadMinutes, p.when, videoUrl)),
    );
  });
  return true;
}
