/** The transactional outbox: every e-mail Solace sends, written with the change it reports. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Mail } from '../lib/mailer';

export const outboxMailStatus = pgEnum('outbox_mail_status', [
  'pending',
  'sending',
  'sent',
  'failed',
]);

/**
 * One e-mail. Inserted in the transaction of the booking, cancellation, reset request or reply
 * it reports, so it exists exactly when that change does; the job runner claims it with
 * FOR UPDATE SKIP LOCKED (status `sending` until `run_at`, its lease), sends it and marks it
 * `sent`, or puts it back with a later `run_at` after a temporary failure, or `failed`.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey(),
    /** The Message-ID header, the same on every attempt: a resend after a crash is one mail. */
    messageId: text('message_id').notNull(),
    /** The rendered mail; emptied once sent, so a reset link's token does not outlive its use. */
    mail: jsonb('mail').$type<Mail>(),
    status: outboxMailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due: the next attempt while pending, the end of the lease while sending. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_mails_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
