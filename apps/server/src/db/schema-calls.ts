/** Ringing calls between a booking's two people and how each ended (issue 28). */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, ownedBy, users } from './schema-core';

/**
 * One ring of a booking's client or therapist by the other, and its outcome. The row is the
 * truth the time-out is decided on: a `ringing` row older than CALL_RING_SECONDS is missed
 * whether or not a timer fired (a restart, the ringer's tab closed).
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The call history goes with the booking (a client's account deleted takes both). */
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /**
     * Who rang and who was rung. Null once that account is gone (a therapist's: the booking
     * stays, and names them by its copy), so the other person keeps their history.
     */
    callerId: uuid('caller_id').references(() => users.id, { onDelete: 'set null' }),
    calleeId: uuid('callee_id').references(() => users.id, { onDelete: 'set null' }),
    rangAt: timestamp('rang_at', { withTimezone: true }).notNull(),
    /** ringing | accepted | declined | missed. */
    outcome: text('outcome').notNull().default('ringing'),
    /** When the ring stopped: answered, declined, hung up or timed out. */
    ringEndedAt: timestamp('ring_ended_at', { withTimezone: true }),
    /** An accepted call's consultation ended: its room closed, or both people had left it. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'calls_outcome_known',
      sql`${t.outcome} in ('ringing', 'accepted', 'declined', 'missed')`,
    ),
    // One ring at a time per booking: two at once would race to the same room.
    uniqueIndex('calls_one_ringing_per_booking_idx')
      .on(t.bookingId)
      .where(sql`${t.outcome} = 'ringing'`),
    // A booking's calls: its room's consultation timing, and the cascade when it goes.
    index('calls_booking_idx').on(t.bookingId, t.ringEndedAt),
    // The time-out sweep reads the rings still ringing, oldest first.
    index('calls_ringing_idx')
      .on(t.rangAt)
      .where(sql`${t.outcome} = 'ringing'`),
    // Each person's history, newest first (cursor paging by time then id).
    index('calls_caller_time_idx').on(t.callerId, t.rangAt.desc(), t.id.desc()),
    index('calls_callee_time_idx').on(t.calleeId, t.rangAt.desc(), t.id.desc()),
  ],
);

/**
 * That a booking's person rung has been told of a missed call (the bell notice and the texts):
 * at most one row per booking and person, taken by a conditional insert in the transaction
 * that records the miss, so a booking rung and hung up on again and again tells them once, on
 * any instance. Deleted when they answer a call of the booking (calls.service.ts says why).
 */
export const missedCallNotices = pgTable(
  'missed_call_notices',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    calleeId: ownedBy('callee_id'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.calleeId] }),
    // An account deleted: its rows go by this index.
    index('missed_call_notices_callee_idx').on(t.calleeId),
  ],
);
