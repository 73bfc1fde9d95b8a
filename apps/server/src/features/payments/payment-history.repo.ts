import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, payments, refunds, users } from '../../db/schema';
import { cursorTime, olderThan, type PageRequest } from '../../lib/paging';
import type { PaymentRow } from './payments.repo';

/** The payer's time zone, for their receipt; undefined once their account is gone. */
export async function findPayerTimeZone(db: Db, payment: PaymentRow): Promise<string | undefined> {
  if (!payment.userId) return undefined;
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, payment.userId));
  return row?.timeZone;
}

/** One page of a person's payments, newest first (payments_user_time_idx), one row more. */
export function findPaymentsPageOf(db: Db, userId: string, page: PageRequest) {
  return db
    .select({
      id: payments.id,
      kind: payments.kind,
      description: payments.description,
      amountMinor: payments.amountMinor,
      taxMinor: payments.taxMinor,
      currency: payments.currency,
      status: payments.status,
      receiptNumber: payments.receiptNumber,
      paidAt: payments.paidAt,
      createdAt: payments.createdAt,
      cursorAt: cursorTime(payments.createdAt),
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), olderThan(payments.createdAt, payments.id, page.after)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit + 1);
}

/** The refunds of these payments, oldest first. */
export async function findRefundsOf(db: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      paymentId: refunds.paymentId,
      amountMinor: refunds.amountMinor,
      status: refunds.status,
      createdAt: refunds.createdAt,
      processedAt: refunds.processedAt,
    })
    .from(refunds)
    .where(inArray(refunds.paymentId, paymentIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** A booking's session payment that took money (paid): what cancelling it gives back. */
export async function findPaidSessionPayment(db: Db, bookingId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.kind, 'session'),
        inArray(payments.status, ['paid', 'partially_refunded']),
      ),
    );
  return row;
}

/**
 * When a booking was cancelled, as its cancellation wrote it (in the caller's transaction): the
 * very instant the cancellation was checked against the free-cancellation window.
 */
export async function findCancelledAt(db: Db, bookingId: string): Promise<Date | null> {
  const [row] = await db
    .select({ cancelledAt: bookings.cancelledAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.cancelledAt ?? null;
}
