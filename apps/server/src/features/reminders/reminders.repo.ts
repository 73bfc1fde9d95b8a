import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminderJobs } from '../../db/schema';

/** The insert of reminder jobs, for a unit of work to send with its other writes. */
export function reminderJobsInsert(
  db: Db,
  jobs: { bookingId: string; leadMinutes: number; runAt: Date }[],
) {
  return db.insert(reminderJobs).values(jobs).onConflictDoNothing();
}

export async function dropPendingReminders(db: Db, bookingId: string) {
  await db
    .delete(reminderJobs)
    .where(and(eq(reminderJobs.bookingId, bookingId), isNull(reminderJobs.claimedAt)));
}

/**
 * Claims up to `limit` due reminders in one statement. SKIP LOCKED lets several instances poll
 * at once without waiting on, or taking, each other's rows; a claimed job is never due again.
 */
export async function claimDueReminders(db: Db, now: Date, limit: number) {
  const result = (await db.execute(sql`
    update ${reminderJobs} set claimed_at = ${now}
    where ${reminderJobs.id} in (
      select id from ${reminderJobs}
      where claimed_at is null and run_at <= ${now}
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, booking_id as "bookingId", lead_minutes as "leadMinutes"
  `)) as unknown as { rows: { id: string; bookingId: string; leadMinutes: number }[] };
  return result.rows;
}
