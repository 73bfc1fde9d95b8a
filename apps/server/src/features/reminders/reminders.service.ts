import type { AppContext } from '../../app-context';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { claimDueReminders, dropPendingReminders, reminderJobsInsert } from './reminders.repo';

/**
 * The client's text reminder (SMS, WhatsApp) goes out an hour before, on its own job: it is
 * claimed once like the others, so a restart or a second instance neither loses nor repeats it.
 */
export const TEXT_REMINDER_LEAD_MINUTES = 60;
/** Reminders go out a day and a quarter of an hour before each session (bell and e-mail). */
const REMINDER_LEADS_MINUTES = [24 * 60, TEXT_REMINDER_LEAD_MINUTES, 15];
const BATCH = 50;

/** One due reminder: which booking, and how long before its start. */
export interface DueReminder {
  bookingId: string;
  leadMinutes: number;
}
/**
 * What a due reminder does (bookings supplies it: the reminders know no booking's content);
 * false when there was nothing to remind of (the booking is gone).
 */
type ReminderSender = (ctx: AppContext, reminder: DueReminder) => Promise<boolean>;

/**
 * Schedules, with the booking that needs them, the reminders that are still ahead: written with
 * the unit's other writes at its commit.
 */
export function scheduleReminders(
  ctx: Pick<AppContext, 'clock'>,
  unit: UnitOfWork,
  bookingId: string,
  start: Date,
) {
  const now = ctx.clock.now().getTime();
  const jobs = REMINDER_LEADS_MINUTES.map((lead) => ({
    bookingId,
    leadMinutes: lead,
    runAt: new Date(start.getTime() - lead * 60_000),
  })).filter((job) => job.runAt.getTime() > now);
  unit.insertBeforeCommit(reminderJobsInsert, jobs);
}

export function dropReminders(unit: UnitOfWork, bookingId: string) {
  return dropPendingReminders(unit.db, bookingId);
}

/**
 * Sends every due reminder once; returns how many. A reminder whose sending fails is logged
 * and not retried (it was claimed): a late reminder is worse than none.
 */
export async function runDueReminders(
  ctx: AppContext,
  send: ReminderSender,
  stopping: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const jobs = await claimDueReminders(ctx.db, ctx.clock.now(), BATCH);
    for (const job of jobs) {
      try {
        if (await send(ctx, job)) sent += 1;
      } catch (err) {
        ctx.log.error({ err, bookingId: job.bookingId }, 'reminder failed');
      }
    }
    // Stopping: what was claimed is sent, nothing more is claimed (another instance will).
    if (jobs.length < BATCH || stopping()) return sent;
  }
}
