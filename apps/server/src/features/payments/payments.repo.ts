import { and, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorProfiles, paymentEvents, payments, refunds, users } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundReason = (typeof refunds.$inferInsert)['reason'];

/** What of a payment is not yet refunded or being refunded (failed refunds do not count). */
export async function unrefundedMinor(db: Db, payment: PaymentRow): Promise<number> {
  const [row] = await db
    .select({ asked: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')));
  return payment.amountMinor - Number(row?.asked ?? 0);
}
type NewPayment = typeof payments.$inferInsert;

/** A listed therapist's price per session in rupees and their name; undefined when not listed. */
export async function findSessionPrice(db: Db, doctorId: string) {
  const [row] = await db
    .select({ priceRupees: doctorProfiles.priceRupees, name: users.name })
    .from(doctorProfiles)
    .innerJoin(users, eq(users.id, doctorProfiles.userId))
    .where(and(eq(doctorProfiles.userId, doctorId), eq(doctorProfiles.listed, true)));
  return row;
}

export async function insertPayment(db: Db, row: NewPayment): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  return inserted!;
}

/** The provider's order (Razorpay) or session (Stripe) id, once checkout is open. */
export async function setProviderOrder(db: Db, paymentId: string, providerOrderId: string) {
  await db.update(payments).set({ providerOrderId }).where(eq(payments.id, paymentId));
}

export async function findPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

export async function findPaymentByOrder(db: Db, provider: string, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)));
  return row;
}

/** The payment as it stands, its row locked for the rest of the transaction. */
export async function lockPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

/**
 * Records a provider's event; false when it was recorded before (a replay). Concurrent
 * deliveries of one event wait on its key, and the second then finds it.
 */
export async function recordEvent(
  db: Db,
  event: { provider: string; eventId: string; type: string; paymentId: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length === 1;
}

/** The next receipt number, `SOL-2026-000123`: the year it was paid, then the sequence. */
export async function nextReceiptNumber(db: Db, paidAt: Date): Promise<string> {
  const result = (await db.execute(
    sql`select nextval('receipt_number_seq')::int as n`,
  )) as unknown as { rows: { n: number }[] };
  const n = String(result.rows[0]!.n).padStart(6, '0');
  return `SOL-${paidAt.getUTCFullYear()}-${n}`;
}

/** The provider took the money: paid, with its payment id and a receipt number. */
export async function markPaid(
  db: Db,
  paymentId: string,
  paid: { providerPaymentId: string; paidAt: Date; receiptNumber: string },
) {
  await db
    .update(payments)
    .set({ status: 'paid', ...paid })
    .where(eq(payments.id, paymentId));
}

/** A payment that never took money ends: failed (declined, abandoned) or expired (the hold). */
export async function markUnpaid(
  db: Db,
  paymentIds: string[],
  status: 'failed' | 'expired',
): Promise<{ provider: string; providerOrderId: string }[]> {
  if (paymentIds.length === 0) return [];
  return db
    .update(payments)
    .set({ status })
    .where(and(inArray(payments.id, paymentIds), eq(payments.status, 'created')))
    .returning({ provider: payments.provider, providerOrderId: payments.providerOrderId });
}

/**
 * Plan checkouts opened before `before` and never paid: expired, a batch at a time (SKIP LOCKED:
 * a capture deciding one meanwhile is left to it). Their orders, to close at the provider.
 */
export async function expireOpenPlanCheckouts(db: Db, before: Date, limit: number) {
  const open = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'plan'),
        eq(payments.status, 'created'),
        lte(payments.createdAt, before),
      ),
    )
    .orderBy(payments.createdAt, payments.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(payments)
    .set({ status: 'expired' })
    .where(inArray(payments.id, open))
    .returning({ provider: payments.provider, providerOrderId: payments.providerOrderId });
}

/** The payments still open for these bookings (their holds are being released). */
export async function findOpenPaymentsOf(db: Db, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, 'created')));
  return rows.map((row) => row.id);
}

/** A refund to make through the provider: the row is the durable job (refunds.service). */
export async function insertRefund(
  db: Db,
  refund: {
    paymentId: string;
    amountMinor: number;
    reason: RefundReason;
    requestedBy?: string | null;
  },
) {
  const [row] = await db.insert(refunds).values(refund).returning({ id: refunds.id });
  return row!.id;
}

/** A refund the runner claimed: what the provider's refund call needs. */
export interface ClaimedRefund {
  id: string;
  paymentId: string;
  amountMinor: number;
  providerPaymentId: string;
}

/**
 * Claims up to `limit` refunds of `provider` the provider has not answered yet and no runner
 * called since `leaseStart` (one statement: a claim is its own commit, so no transaction stays
 * open during the provider's call). A runner that died mid-call leaves its claim to lapse.
 */
export async function claimRefunds(
  db: Db,
  provider: string,
  now: Date,
  leaseStart: Date,
  limit: number,
): Promise<ClaimedRefund[]> {
  const result = (await db.execute(sql`
    update ${refunds} r set attempted_at = ${now}
    from ${payments} p
    where p.id = r.payment_id and r.id in (
      select r2.id from ${refunds} r2
      join ${payments} p2 on p2.id = r2.payment_id
      where r2.status = 'pending' and r2.provider_refund_id is null
        and p2.provider = ${provider} and p2.provider_payment_id is not null
        and (r2.attempted_at is null or r2.attempted_at < ${leaseStart})
      order by r2.created_at
      limit ${limit}
      for update of r2 skip locked
    )
    returning r.id, r.payment_id, r.amount_minor, p.provider_payment_id
  `)) as unknown as {
    rows: { id: string; payment_id: string; amount_minor: number; provider_payment_id: string }[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    paymentId: row.payment_id,
    amountMinor: Number(row.amount_minor),
    providerPaymentId: row.provider_payment_id,
  }));
}

/** The refund a provider's answer names: ours by id, else the provider's own id for it. */
function refundNamed(refund: { id?: string; providerRefundId: string }) {
  return refund.id
    ? eq(refunds.id, refund.id)
    : eq(refunds.providerRefundId, refund.providerRefundId);
}

/** A refund's status as stored, its row locked until the transaction ends. */
export async function lockRefundStatus(
  db: Db,
  refund: { id?: string; providerRefundId: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ status: refunds.status })
    .from(refunds)
    .where(refundNamed(refund))
    .for('update');
  return row?.status;
}

/**
 * What the provider answered for a refund (or later said of it by webhook): its id, and its
 * status once final; a pending answer never undoes a final one that came first. The payment
 * follows its processed refunds: refunded in full, in part, or (a refund that failed after all)
 * paid again. The refund as it now stands, or undefined when no refund of ours has that id yet
 * (the provider's webhook came before its answer to our call was stored).
 */
export async function settleRefund(
  db: Db,
  refund: { id?: string; providerRefundId: string; status: 'pending' | 'processed' | 'failed' },
  now: Date,
) {
  const final = refund.status !== 'pending';
  const [row] = await db
    .update(refunds)
    .set({
      providerRefundId: refund.providerRefundId,
      ...(final && {
        status: refund.status,
        // A second report of the same outcome (a replay under a new event id) keeps the first time.
        processedAt:
          refund.status === 'processed' ? sql`coalesce(${refunds.processedAt}, ${now})` : null,
      }),
    })
    .where(refundNamed(refund))
    .returning({
      id: refunds.id,
      paymentId: refunds.paymentId,
      amountMinor: refunds.amountMinor,
      status: refunds.status,
    });
  if (!row || !final) return row;
  await followRefunds(db, row.paymentId);
  return row;
}

/** The payment's status from its processed refunds: refunded in full, in part, or paid. */
async function followRefunds(db: Db, paymentId: string) {
  await db.execute(sql`
    update ${payments} p set status = case
      when x.processed >= p.amount_minor then 'refunded'::payment_status
      when x.processed > 0 then 'partially_refunded'::payment_status
      else 'paid'::payment_status end
    from (
      select coalesce(sum(amount_minor), 0) as processed from ${refunds}
      where payment_id = ${paymentId} and status = 'processed'
    ) x
    where p.id = ${paymentId} and p.status in ('paid', 'refunded', 'partially_refunded')
  `);
}

/** The most of a provider's words kept with a refund it refused. */
const FAILURE_REASON_MAX = 500;

/**
 * A refund the provider refused for good (a 4xx): failed, with the provider's HTTP status and
 * words, so that no runner asks for it again and staff can see why. Only a refund still waiting
 * for its answer (pending, no provider id) is changed; the payment keeps the status its
 * processed refunds give it (a payment nothing came back from stays paid). The refund as it now
 * stands, or undefined when it had an answer meanwhile.
 */
export async function refuseRefund(
  db: Db,
  id: string,
  failure: { status: number; reason: string },
) {
  const [row] = await db
    .update(refunds)
    .set({
      status: 'failed',
      failureStatus: failure.status,
      failureReason: failure.reason.slice(0, FAILURE_REASON_MAX),
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending'), isNull(refunds.providerRefundId)))
    .returning({ id: refunds.id, paymentId: refunds.paymentId, amountMinor: refunds.amountMinor });
  if (row) await followRefunds(db, row.paymentId);
  return row;
}

/**
 * Whether a payment of ours (by the provider's payment id) has a refund the provider has not
 * answered yet: a refund webhook naming an unknown refund of it is early, not foreign.
 */
export async function awaitsRefundAnswer(db: Db, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerPaymentId, providerPaymentId),
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
