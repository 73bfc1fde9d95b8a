import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMails, reminderJobs } from '../../db/schema';

/** A job queue's backlog: how many rows are due and how long the oldest has waited. */
export interface QueueBacklog {
  queue: 'reminders' | 'emails';
  due: number;
  oldestDueSeconds: number;
}

/**
 * Both job queues' backlogs in one statement, each an index range (the partial "due" indexes):
 * reminders not yet claimed, mails pending or whose sending lease ran out.
 */
export async function queueBacklogs(db: Db, now: Date): Promise<QueueBacklog[]> {
  const result = (await db.execute(sql`
    select 'reminders' as "queue", count(*)::int as "due", min(${reminderJobs.runAt}) as "oldest"
    from ${reminderJobs}
    where ${reminderJobs.claimedAt} is null and ${reminderJobs.runAt} <= ${now}
    union all
    select 'emails', count(*)::int, min(${outboxMails.runAt})
    from ${outboxMails}
    where ${outboxMails.status} in ('pending', 'sending') and ${outboxMails.runAt} <= ${now}
  `)) as unknown as {
    rows: { queue: QueueBacklog['queue']; due: number; oldest: string | Date | null }[];
  };
  return result.rows.map(({ queue, due, oldest }) => ({
    queue,
    due,
    oldestDueSeconds: oldest ? Math.max(0, now.getTime() - new Date(oldest).getTime()) / 1000 : 0,
  }));
}
