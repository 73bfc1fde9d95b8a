import type { AppContext } from '../../app-context';
import type { Mail } from '../../lib/mailer';
import { notify } from '../notifications/notifications.service';
import { findBooking } from '../bookings/bookings.repo';
import { describeTime } from '../bookings/booking-mails';
import { claimDueReminders, dropPendingReminders, insertReminderJobs } from './reminders.repo';

/** Reminders go out a day and a quarter of an hour before each session. */
export const REMINDER_LEADS_MINUTES = [24 * 60, 15];
const BATCH = 50;

/** Schedules the reminders of a new booking that are still ahead. */
export async function scheduleReminders(ctx: AppContext, bookingId: string, start: Date) {
  const now = ctx.clock.now().getTime();
  const jobs = REMINDER_LEADS_MINUTES.map((lead) => ({
    bookingId,
    leadMinutes: lead,
    runAt: new Date(start.getTime() - lead * 60_000),
  })).filter((job) => job.runAt.getTime() > now);
  await insertReminderJobs(ctx.db, jobs);
}

export function dropReminders(ctx: AppContext, bookingId: string) {
  return dropPendingReminders(ctx.db, bookingId);
}

function leadText(minutes: number): string {
  return minutes >= 60 ? `in ${Math.round(minutes / 60)} hours` : `in ${minutes} minutes`;
}

/** Sends every due reminder once: a notification and an e-mail to both people. */
export async function runDueReminders(
  ctx: AppContext,
  onError: (err: unknown) => void,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const jobs = await claimDueReminders(ctx.db, ctx.clock.now(), BATCH);
    for (const job of jobs) {
      const booking = await findBooking(ctx.db, job.bookingId);
      if (!booking || booking.status !== 'booked') continue;
      const when = describeTime(booking.startTime);
      const video = `/video-chat/${booking.roomId}`;
      const videoUrl = `${ctx.config.publicUrl}${video}`;
      const people = [
        { id: booking.patientId, email: booking.patientEmail, other: booking.doctorName },
        { id: booking.doctorId, email: booking.doctorEmail, other: booking.patientName },
      ];
      for (const person of people) {
        const message = `Your session with ${person.other} starts ${leadText(job.leadMinutes)} (${when}). Join: ${videoUrl}`;
        await notify(ctx, person.id, { title: 'Session reminder', message, link: video });
        const mail: Mail = {
          to: person.email,
          subject: `Reminder: your Solace session ${leadText(job.leadMinutes)}`,
          text: `${message}\n\nSolace`,
          html: `<p>Your session with ${person.other.replace(/[<>&]/g, '')} starts ${leadText(job.leadMinutes)} (${when}).</p><p><a href="${videoUrl}">Join the video consultation</a></p><p>Solace</p>`,
        };
        void ctx.mailer.send(mail).catch(onError);
      }
      sent += 1;
    }
    if (jobs.length < BATCH) return sent;
  }
}

/** Polls for due reminders until the app closes. */
export function startReminderPoller(ctx: AppContext, onError: (err: unknown) => void): () => void {
  if (ctx.config.reminderPollMs <= 0) return () => {};
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runDueReminders(ctx, onError)
      .catch(onError)
      .finally(() => (running = false));
  };
  const first = setTimeout(tick, 0); // catch up on what fell due while the server was down
  const timer = setInterval(tick, ctx.config.reminderPollMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
