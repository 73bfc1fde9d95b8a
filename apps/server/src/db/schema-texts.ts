/** Text messages (SMS and WhatsApp, issue 28): their outbox and the consent that allows them. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { knownLanguage, languageColumn } from './language-column';
import { bookings, ownedBy } from './schema-core';

export const textChannel = pgEnum('text_channel', ['sms', 'whatsapp']);
export const textKind = pgEnum('text_kind', [
  'confirmation',
  'reminder_1h',
  'cancellation',
  'verification_code',
  'missed_call',
]);
/**
 * `queued` → `sending` (claimed, leased) → `sent` (the provider took it) → `delivered`, or
 * `failed` (refused, or too many attempts) / `undeliverable` (the provider could not reach the
 * phone). `channel_off`: written while no provider was configured; kept so nothing is silently
 * dropped, never sent later (a late reminder is worse than none).
 */
export const textStatus = pgEnum('text_status', [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'undeliverable',
  'channel_off',
]);

/**
 * One text to one phone. Inserted in the transaction of the booking event (or the code request)
 * that causes it; the runner claims it with FOR UPDATE SKIP LOCKED (status `sending` until
 * `run_at`, its lease), hands it to the provider, and records what the provider answered.
 */
export const textMessages = pgTable(
  'text_messages',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy('user_id'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** E.164, `+` and digits. */
    phone: text('phone').notNull(),
    channel: textChannel('channel').notNull(),
    kind: textKind('kind').notNull(),
    /** The words, for SMS and Twilio's WhatsApp; emptied once sent (a code must not linger). */
    body: text('body'),
    /** The values of the approved WhatsApp template (Meta), in its order. */
    params: jsonb('params').$type<string[]>(),
    /**
     * The language the words are in, the recipient's when it was written (issue 29): the
     * WhatsApp template is sent in its translation for this language.
     */
    language: languageColumn(),
    status: textStatus('status').notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due: the next attempt while queued, the end of the lease while sending. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('text_messages_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    uniqueIndex('text_messages_provider_id_idx')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index('text_messages_booking_idx').on(t.bookingId, t.kind),
    check('text_messages_language_known', knownLanguage(t.language)),
  ],
);

/**
 * A person's consent to one text channel. A phone number waits for its 6-digit code (stored
 * hashed, expiring, a few tries) before `consentedAt` is set; withdrawing (by the person, a
 * STOP reply or the provider's opt-out) sets `withdrawnAt` and how. Only a row with
 * `consentedAt` set and no `withdrawnAt` lets messages go to that channel.
 */
export const textConsents = pgTable(
  'text_consents',
  {
    userId: ownedBy('user_id'),
    channel: textChannel('channel').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** `client`, `stop_reply` or `provider_opt_out`. */
    withdrawnBy: text('withdrawn_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    index('text_consents_phone_idx').on(t.phone),
  ],
);
