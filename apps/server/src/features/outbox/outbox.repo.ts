import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMails } from '../../db/schema';
import type { Mail } from '../../lib/mailer';

interface NewOutboxMail {
  id: string;
  messageId: string;
  mail: Mail;
  runAt: Date;
  createdAt: Date;
}

/** The insert of outbox mails, for a unit of work to send with its other writes. */
export function outboxInsert(db: Db, rows: NewOutboxMail[]) {
  return db.insert(outboxMails).values(rows);
}

export interface ClaimedMail {
  id: string;
  messageId: string;
  mail: Mail;
  attempts: number;
}

/**
 * Claims up to `limit` due mails in one statement: pending ones whose next attempt has come,
 * and ones being sent whose lease has run out (their sender died). SKIP LOCKED lets several
 * instances claim at once without waiting on, or taking, each other's rows; the claim moves
 * `run_at` to the lease's end, so nobody else takes the mail while it is being sent.
 */
export async function claimDueMails(db: Db, now: Date, leaseEnd: Date, limit: number) {
  const result = (await db.execute(sql`
    update ${outboxMails}
    set status = 'sending', attempts = attempts + 1, run_at = ${leaseEnd}
    where ${outboxMails.id} in (
      select id from ${outboxMails}
      where status in ('pending', 'sending') and run_at <= ${now}
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, message_id as "messageId", mail, attempts
  `)) as unknown as { rows: ClaimedMail[] };
  return result.rows;
}

/**
 * Sent: the content goes (a reset link's token must not outlive its use), the facts stay.
 * Only a row still being sent is marked: one whose lease ran out and was taken again is the
 * other sender's to mark.
 */
export async function markSent(db: Db, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(outboxMails)
    .set({ status: 'sent', sentAt: now, mail: null, lastError: null })
    .where(and(inArray(outboxMails.id, ids), eq(outboxMails.status, 'sending')));
}

/** A temporary failure: pending again, due at `retryAt`. */
export async function markRetry(db: Db, id: string, retryAt: Date, error: string) {
  await db
    .update(outboxMails)
    .set({ status: 'pending', runAt: retryAt, lastError: error })
    .where(and(eq(outboxMails.id, id), eq(outboxMails.status, 'sending')));
}

/** Given up: a permanent refusal, or too many attempts. Kept (with its content) for a look. */
export async function markFailed(db: Db, id: string, error: string) {
  await db
    .update(outboxMails)
    .set({ status: 'failed', lastError: error })
    .where(and(eq(outboxMails.id, id), eq(outboxMails.status, 'sending')));
}

/**
 * Mails a dead process was sending become due at once. Only for the embedded database, whose
 * one process at a time (the DATA_DIR lock) means no other sender can be alive.
 */
export async function releaseAllClaims(db: Db, now: Date) {
  await db
    .update(outboxMails)
    .set({ status: 'pending', runAt: now })
    .where(eq(outboxMails.status, 'sending'));
}

/** Sent mails older than `before` (their content already gone): the table does not grow for ever. */
export async function deleteSentBefore(db: Db, before: Date) {
  await db
    .delete(outboxMails)
    .where(and(eq(outboxMails.status, 'sent'), sql`${outboxMails.sentAt} < ${before}`));
}
