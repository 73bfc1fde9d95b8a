import { messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../lib/unit-of-work';
import { notify } from '../notifications/notifications.service';
import { queueMails } from '../outbox/outbox.service';
import { TEXT_REMINDER_LEAD_MINUTES, type DueReminder } from '../reminders/reminders.service';
import { wouldReceiveTexts } from '../texts/texts.service';
import { queueBookingText } from './booking-texts';
import { reminderMail } from './booking-mails';
import { inWordsOf, videoPath } from './bookings.events';
import { findBooking } from './bookings.repo';

/** A due reminder of a session: a notification and an e-mail to both people, or the client's text. */
export async function sendBookingReminder(ctx: AppContext, job: DueReminder): Promise<boolean> {
  const booking = await findBooking(ctx.db, job.bookingId);
  if (!booking || booking.status !== 'booked') return false;
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
  const { notices } = messages;
  const people = [
    {
      side: 'patient' as const,
      id: booking.patientId,
      other: booking.doctorName,
      mailTo: {
        name: booking.patientName,
        email: booking.patientEmail,
        timeZone: booking.patientTimeZone,
        language: booking.patientLanguage,
      },
    },
    {
      side: 'doctor' as const,
      id: booking.doctorId,
      other: booking.patientName,
      mailTo: {
        name: booking.doctorName,
        email: booking.doctorEmail,
        timeZone: booking.doctorTimeZone,
        language: booking.doctorLanguage,
      },
    },
  ];
  await inTransaction(ctx, async (unit) => {
    for (const person of people) {
      // Each in their own language and zone, whichever of them the job was queued by.
      const notice = inWordsOf(booking, person.side, (t) => ({
        title: notices.reminder.title,
        message: notices.reminder.message(
          person.other,
          notices.lead(job.leadMinutes),
          t(booking.startTime),
          videoUrl,
        ),
        link: path,
      }));
      await notify(ctx, unit, person.id, notice);
    }
    queueMails(
      ctx,
      unit,
      people.map((p) =>
        reminderMail(p.mailTo, p.other, job.leadMinutes, booking.startTime, videoUrl),
      ),
    );
  });
  return true;
}
