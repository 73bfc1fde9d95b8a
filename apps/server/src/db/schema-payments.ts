/**
 * Money (issue 26; docs/decisions/0025): payments, the provider events applied to them,
 * refunds, and the session credits a plan gives. Amounts are integer minor units (paise,
 * cents) with their currency, never floats. A payment is an accountant's record: it outlives
 * the account, the booking and the therapist it was for, keeping the names it needs.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, createdAt, ownedBy, plans, users } from './schema-core';

export const paymentKind = pgEnum('payment_kind', ['session', 'plan']);
export const paymentStatus = pgEnum('payment_status', [
  'created',
  'paid',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
]);
export const refundStatus = pgEnum('refund_status', ['pending', 'processed', 'failed']);
export const refundReason = pgEnum('refund_reason', [
  'client_cancelled',
  'therapist_cancelled',
  'admin',
  'hold_expired',
]);

/**
 * Receipt numbers in the order payments were paid; the code formats them (SOL-2026-000123). A
 * sequence, not a counter row, so that payments confirmed at once never wait on each other (a
 * rolled-back transaction may leave a gap in the numbers; none is ever given twice).
 */
export const receiptNumberSeq = pgSequence('receipt_number_seq');

/** A link to an account that may go while the money record stays. */
const keptAfter = (column: string) =>
  uuid(column).references(() => users.id, { onDelete: 'set null' });

/** One attempt to take money through a provider: one order (Razorpay) or session (Stripe). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the payer's account is gone: an accountant must keep the record. */
    userId: keptAfter('user_id'),
    /** Copied at checkout, so the receipt and the books still name the payer then. */
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    kind: paymentKind('kind').notNull(),
    /** The session paid for (kind 'session'); null for a plan, or once the booking is gone. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The plan bought (kind 'plan'). Plans are never deleted, only taken off sale. */
    planId: text('plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    /**
     * The plan's terms at checkout (migration 0031): the credits given when it is paid are what
     * the client saw and paid for, even if the administrator changes the plan meanwhile.
     */
    planSessions: integer('plan_sessions'),
    planValidityDays: integer('plan_validity_days'),
    /** Whose session it paid for, and their name copied: revenue per therapist outlives them. */
    therapistId: keptAfter('therapist_id'),
    therapistName: text('therapist_name'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountMinor: integer('amount_minor').notNull(),
    /** The tax included in amount_minor (TAX_RATE), for the receipt and the books. */
    taxMinor: integer('tax_minor').notNull().default(0),
    currency: text('currency').notNull(),
    status: paymentStatus('status').notNull().default('created'),
    /** What was bought, in words, as the receipt says it. */
    description: text('description').notNull(),
    /** Assigned from receipt_number_seq when the payment is paid. */
    receiptNumber: text('receipt_number'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Until when a session's time is held for this payment (PAYMENT_HOLD_MINUTES). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
  },
  (t) => [
    check('payments_provider_known', sql`${t.provider} in ('razorpay', 'stripe', 'test')`),
    check('payments_amount_positive', sql`${t.amountMinor} > 0`),
    check('payments_tax_nonnegative', sql`${t.taxMinor} >= 0`),
    // One row per provider order: a repeated checkout or webhook finds it, never makes another.
    uniqueIndex('payments_provider_order_idx').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_receipt_number_idx').on(t.receiptNumber),
    // A client's payments, newest first, in pages (DESC is NULLS FIRST in the queries, as in
    // 0025); revenue per therapist per month; the console's list by status.
    index('payments_user_time_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('payments_therapist_paid_idx').on(t.therapistId, t.paidAt),
    // The console's list, newest first, whole or by status (read backwards for the latter), in
    // pages (migration 0031).
    index('payments_time_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_status_time_idx').on(t.status, t.createdAt, t.id),
    // A booking's payment: its cancellation's refund, the therapist's paid mark (0031).
    index('payments_booking_idx')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
  ],
);

/**
 * Each provider webhook event, recorded in the transaction that applies it: a replay finds its
 * (provider, event id) and changes nothing, so money counts exactly once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Money given back through the provider; the payment it returns cannot be deleted. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The provider's id once it accepted the refund; its webhook finds the row by it. */
    providerRefundId: text('provider_refund_id'),
    amountMinor: integer('amount_minor').notNull(),
    status: refundStatus('status').notNull().default('pending'),
    reason: refundReason('reason').notNull(),
    /** The person who asked for it (a client cancelling, staff); null for the system. */
    requestedBy: keptAfter('requested_by'),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /**
     * When a runner last called the provider for this refund (migration 0029): a lease, so two
     * runners do not call at once and a crashed call is tried again (with the same idempotency
     * key, the refund's id) once it lapses.
     */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    /**
     * Why the provider refused to make it (migration 0038): its HTTP status and its own words,
     * for a refund it answered with a 4xx (already refunded at its dashboard, a bad request).
     * Such a refund is failed at once, not asked again; staff see why in the console.
     */
    failureStatus: integer('failure_status'),
    failureReason: text('failure_reason'),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountMinor} > 0`),
    uniqueIndex('refunds_provider_refund_idx').on(t.providerRefundId),
    index('refunds_payment_idx').on(t.paymentId),
  ],
);

/**
 * The session credits one paid plan gave. They go with the client's account (the payment row
 * stays for the books); one payment gives at most one purchase.
 */
export const planPurchases = pgTable(
  'plan_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy('user_id'),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    sessionsTotal: integer('sessions_total').notNull(),
    sessionsLeft: integer('sessions_left').notNull(),
    /**
     * The unused credits a refund of the payment voided (migration 0042): they come back if that
     * refund fails, since the client then still pays for them.
     */
    sessionsVoided: integer('sessions_voided').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('plan_purchases_total_positive', sql`${t.sessionsTotal} > 0`),
    // A credit spent twice at once leaves the second spender below zero: the database refuses.
    check(
      'plan_purchases_left_range',
      sql`${t.sessionsLeft} >= 0 and ${t.sessionsLeft} <= ${t.sessionsTotal}`,
    ),
    check(
      'plan_purchases_voided_range',
      sql`${t.sessionsVoided} >= 0 and ${t.sessionsLeft} + ${t.sessionsVoided} <= ${t.sessionsTotal}`,
    ),
    uniqueIndex('plan_purchases_payment_idx').on(t.paymentId),
    index('plan_purchases_user_expiry_idx').on(t.userId, t.expiresAt),
  ],
);

/** The credit a booking used, so that cancelling in time gives that very credit back. */
export const bookingCredits = pgTable('booking_credits', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  purchaseId: uuid('purchase_id')
    .notNull()
    .references(() => planPurchases.id, { onDelete: 'cascade' }),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  returnedAt: timestamp('returned_at', { withTimezone: true }),
});
