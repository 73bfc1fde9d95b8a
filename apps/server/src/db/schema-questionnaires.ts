/**
 * Measurement-based care, consent and the clinical access log (issue 25, migration 0024).
 * Answers and scores are sealed like session notes (features/records/envelope.ts); consent and
 * the access log are append-only histories (a trigger refuses updates, see the migration).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, ownedBy, users } from './schema-core';
import { chatMessages } from './schema-messages';
import { retainedFor, sealedColumns } from './schema-records';

/**
 * One questionnaire a client answered before one booking: answers, score and band sealed as one
 * JSON record; only the instrument and the time are plain (to list and page them).
 */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: uuid('id').primaryKey(),
    /** Null once the client's account (and so the booking) is gone: the record is kept. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null once the therapist's account is gone: the client's record stays. */
    therapistId: uuid('therapist_id').references(() => users.id, { onDelete: 'set null' }),
    instrument: text('instrument').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    subjectId: retainedFor(),
    ...sealedColumns(),
  },
  (t) => [
    index('questionnaire_responses_subject_idx').on(t.subjectId),
    // Once per booking and instrument: a second send of the same form is refused.
    uniqueIndex('questionnaire_responses_booking_idx').on(t.bookingId, t.instrument),
    index('questionnaire_responses_client_idx').on(
      t.clientId,
      t.instrument,
      // DESC is NULLS FIRST in the queries' ORDER BY: the index must say so too, or every page
      // sorts the whole list (see migration 0019).
      t.takenAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('questionnaire_responses_key_idx').on(t.keyId),
    check('questionnaire_responses_instrument', sql`${t.instrument} in ('phq9', 'gad7')`),
  ],
);

/** A therapist asked for the questionnaires before this booking (once per booking). */
export const questionnaireRequests = pgTable('questionnaire_requests', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  therapistId: uuid('therapist_id').references(() => users.id, { onDelete: 'set null' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
});

/**
 * Every consent given or withdrawn, in order: the latest row of a purpose is the person's
 * choice now. `version` names the terms or privacy notice agreed to (null for a sharing choice).
 * The order is `seq`, the database's own count: `at` comes from the clock of the instance that
 * wrote the row, and a withdrawal written a moment after a grant, in the same millisecond or by
 * an instance whose clock is behind, must still be the later choice (migration 0041).
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy('user_id'),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    version: text('version'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .generatedAlwaysAsIdentity({ name: 'consent_events_seq_seq' }),
  },
  (t) => [
    index('consent_events_user_idx').on(t.userId, t.purpose, t.seq.desc().nullsFirst()),
    check(
      'consent_events_purpose',
      sql`${t.purpose} in ('terms', 'privacy', 'share_questionnaires')`,
    ),
  ],
);

/**
 * Every read of a client's clinical data by someone else: who, what, when. The reader's name is
 * copied so that the line still reads after their account goes.
 */
export const clinicalAccessLog = pgTable(
  'clinical_access_log',
  {
    id: uuid('id').primaryKey(),
    clientId: ownedBy('client_id'),
    readerId: uuid('reader_id').references(() => users.id, { onDelete: 'set null' }),
    readerName: text('reader_name').notNull(),
    readerRole: text('reader_role').notNull(),
    /** What was read: `questionnaire_results:phq9`, `risk_signal`. */
    what: text('what').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('clinical_access_log_client_idx').on(
      t.clientId,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * A PHQ-9 answered above 0 on item 9, or a chat message to an away therapist that matched a
 * crisis phrase: the therapist must acknowledge it; an administrator is told once if they have
 * not after RISK_ESCALATE_MINUTES.
 */
export const riskSignals = pgTable(
  'risk_signals',
  {
    id: uuid('id').primaryKey(),
    /** Null once the client's account is gone: the signal is kept with its subject. */
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    therapistId: uuid('therapist_id').references(() => users.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    responseId: uuid('response_id').references(() => questionnaireResponses.id, {
      onDelete: 'set null',
    }),
    /** The chat message that matched a crisis phrase (source 'chat'). */
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    subjectId: retainedFor(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
  },
  (t) => [
    index('risk_signals_therapist_idx').on(t.therapistId, t.createdAt.desc().nullsFirst()),
    // The escalation job looks only at signals nobody acknowledged nor escalated yet.
    index('risk_signals_open_idx')
      .on(t.createdAt)
      .where(sql`${t.acknowledgedAt} is null and ${t.escalatedAt} is null`),
    index('risk_signals_subject_idx').on(t.subjectId),
    check('risk_signals_source', sql`${t.source} in ('phq9', 'chat')`),
  ],
);
