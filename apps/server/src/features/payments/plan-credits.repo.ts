import { and, asc, desc, eq, gt, isNull, lte, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingCredits, bookings, payments, planPurchases, plans, refunds } from '../../db/schema';

export type PlanPurchaseRow = typeof planPurchases.$inferSelect;

/**
 * A purchase's credit pays only for a session that starts before the purchase expires: the
 * rule a credit is spent under (spendCredit) and that a move of its session keeps
 * (creditLapsesBy).
 */
const coversStart = (start: Date) => gt(planPurchases.expiresAt, start);

/**
 * The credits a paid plan gives; nothing when this payment already gave them (one payment,
 * one purchase: the unique index on payment_id decides).
 */
export async function insertPlanPurchase(
  db: Db,
  purchase: typeof planPurchases.$inferInsert,
): Promise<PlanPurchaseRow | undefined> {
  const [row] = await db.insert(planPurchases).values(purchase).onConflictDoNothing().returning();
  return row;
}

/** Whether the client has any credit left that can still be used after `now`. */
export async function hasCreditLeft(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: planPurchases.id })
    .from(planPurchases)
    .where(
      and(
        eq(planPurchases.userId, userId),
        gt(planPurchases.sessionsLeft, 0),
        gt(planPurchases.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Spends one credit on `bookingId`: from the client's purchase that expires soonest among
 * those started, with credits left, and valid past `validUntil` (the session's start). The
 * decrement is guarded (`sessions_left > 0`), so two bookings spending the last credit at once
 * cannot both have it; the loser gets undefined. Records which purchase paid for the booking.
 */
export async function spendCredit(
  db: Db,
  userId: string,
  bookingId: string,
  now: Date,
  validUntil: Date,
): Promise<{ purchaseId: string; sessionsLeft: number } | undefined> {
  const [candidate] = await db
    .select({ id: planPurchases.id })
    .from(planPurchases)
    .where(
      and(
        eq(planPurchases.userId, userId),
        gt(planPurchases.sessionsLeft, 0),
        lte(planPurchases.startsAt, now),
        gt(planPurchases.expiresAt, now),
        coversStart(validUntil),
      ),
    )
    .orderBy(asc(planPurchases.expiresAt), asc(planPurchases.id))
    .limit(1)
    .for('update');
  if (!candidate) return undefined;
  const [spent] = await db
    .update(planPurchases)
    .set({ sessionsLeft: sql`${planPurchases.sessionsLeft} - 1` })
    .where(and(eq(planPurchases.id, candidate.id), gt(planPurchases.sessionsLeft, 0)))
    .returning({ purchaseId: planPurchases.id, sessionsLeft: planPurchases.sessionsLeft });
  if (!spent) return undefined;
  await db.insert(bookingCredits).values({ bookingId, purchaseId: spent.purchaseId, usedAt: now });
  return spent;
}

/**
 * Whether `bookingId` was paid with a credit (not given back) whose purchase no longer covers a
 * session starting at `start`. False for a booking no credit paid for.
 */
export async function creditLapsesBy(db: Db, bookingId: string, start: Date): Promise<boolean> {
  const [row] = await db
    .select({ purchaseId: bookingCredits.purchaseId })
    .from(bookingCredits)
    .innerJoin(planPurchases, eq(planPurchases.id, bookingCredits.purchaseId))
    .where(
      and(
        eq(bookingCredits.bookingId, bookingId),
        isNull(bookingCredits.returnedAt),
        not(coversStart(start)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The unused credits the payment bought are gone: none left to spend, and how many were voided
 * is kept, for a refund that fails after all (restoreVoidedCredits; plan-credits.service).
 */
export async function voidUnusedCredits(db: Db, paymentId: string): Promise<void> {
  await db
    .update(planPurchases)
    .set({
      sessionsVoided: sql`${planPurchases.sessionsVoided} + ${planPurchases.sessionsLeft}`,
      sessionsLeft: 0,
    })
    .where(and(eq(planPurchases.paymentId, paymentId), gt(planPurchases.sessionsLeft, 0)));
}

/**
 * The credits a refund of the payment voided come back, once, unless another refund of it is
 * still giving the money back (paymentGivenBack). True when credits came back.
 */
export async function restoreVoidedCredits(db: Db, paymentId: string): Promise<boolean> {
  const rows = await db
    .update(planPurchases)
    .set({
      sessionsLeft: sql`${planPurchases.sessionsLeft} + ${planPurchases.sessionsVoided}`,
      sessionsVoided: 0,
    })
    .where(
      and(
        eq(planPurchases.paymentId, paymentId),
        gt(planPurchases.sessionsVoided, 0),
        not(paymentGivenBack),
      ),
    )
    .returning({ id: planPurchases.id });
  return rows.length > 0;
}

/**
 * Whether the purchase's payment was given back: a refund of it not failed (each is of the whole
 * rest, refund-requests.ts), processed or still being made. Its credits are void then
 * (voidRefundedPlanCredits), and none comes back (giveCreditBack).
 */
const paymentGivenBack = sql<boolean>`exists (
  select 1 from ${refunds} r where r.payment_id = ${planPurchases.paymentId} and r.status <> 'failed'
)`;

/**
 * The credit a cancelled booking used goes back to its purchase, once (returned_at), and only
 * while the purchase has not expired and its payment has not been given back (paymentGivenBack:
 * the refund voided the purchase's credits, and one coming back would be a session the client
 * no longer pays for). True when a credit went back.
 */
export async function giveCreditBack(db: Db, bookingId: string, now: Date): Promise<boolean> {
  return giveCreditsBack(db, sql`bc.booking_id = ${bookingId}`, now);
}

/**
 * The credits of the payment's cancelled sessions that were kept back while a refund of it was
 * being made (giveCreditBack refused them) go back now that it failed: every cancellation returns
 * its credit (creditBackOnCancel) unless the purchase had expired, which it still has. True when
 * any went back.
 */
export function giveWithheldCreditsBack(db: Db, paymentId: string, now: Date): Promise<boolean> {
  return giveCreditsBack(
    db,
    sql`${planPurchases.paymentId} = ${paymentId} and exists (
      select 1 from ${bookings} b where b.id = bc.booking_id and b.status = 'cancelled'
    )`,
    now,
  );
}

/**
 * The credits `which` names (over `bc`, a booking's credit) go back, under giveCreditBack's
 * rules. True when any went back.
 */
async function giveCreditsBack(db: Db, which: SQL, now: Date): Promise<boolean> {
  const result = (await db.execute(sql`
    with returned as (
      update ${bookingCredits} bc set returned_at = ${now}
      from ${planPurchases}
      where ${which} and bc.returned_at is null
        and ${planPurchases.id} = bc.purchase_id and ${planPurchases.expiresAt} > ${now}
        and not ${paymentGivenBack}
      returning bc.purchase_id
    )
    update ${planPurchases} set sessions_left = sessions_left + (
      select count(*) from returned where returned.purchase_id = ${planPurchases}.id
    )
    where id in (select purchase_id from returned)
    returning id
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.length > 0;
}

/** The client's purchases, newest first, with their plan's name and their payment's receipt. */
export function findPurchasesOf(db: Db, userId: string) {
  return db
    .select({
      id: planPurchases.id,
      planId: planPurchases.planId,
      planName: plans.name,
      sessionsTotal: planPurchases.sessionsTotal,
      sessionsLeft: planPurchases.sessionsLeft,
      startsAt: planPurchases.startsAt,
      expiresAt: planPurchases.expiresAt,
      paymentId: planPurchases.paymentId,
      receiptNumber: payments.receiptNumber,
      refunded: paymentGivenBack,
    })
    .from(planPurchases)
    .innerJoin(plans, eq(plans.id, planPurchases.planId))
    .innerJoin(payments, eq(payments.id, planPurchases.paymentId))
    .where(eq(planPurchases.userId, userId))
    .orderBy(desc(planPurchases.startsAt), desc(planPurchases.id));
}
