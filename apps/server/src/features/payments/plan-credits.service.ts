import type {
  CreateBookingRequest,
  CreateBookingResponse,
  MyPlan,
  PurchasedPlan,
} from '@solace/shared';
import { messages } from '@solace/shared';
import type { AppContext, BookingCancelledHook } from '../../app-context';
import type { UnitOfWork } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { recordAudit } from '../activity/audit.service';
import { bookSlotWith } from '../bookings/booking-holds.service';
import { bookingSummary } from '../bookings/bookings.service';
import { planById } from '../plans/plans.service';
import type { PaymentRow } from './payments.repo';
import {
  findPurchasesOf,
  giveCreditBack,
  hasCreditLeft,
  insertPlanPurchase,
  spendCredit,
} from './plan-credits.repo';

/**
 * Session credits (issue 26; decision 0025): a paid plan becomes one plan_purchases row, a
 * paid therapist's session booked while a credit is left spends one in the booking's own
 * transaction, and a cancellation gives it back while the purchase lasts.
 */

const DAY_MS = 24 * 60 * 60_000;

/**
 * A plan's payment was captured (payment-apply.ts, in its transaction): the credits it buys,
 * from now for the plan's validity. Once per payment: the payment is locked and newly paid,
 * and the unique payment_id refuses a second row anyway. A payment whose payer's account or
 * plan is gone gives nothing (logged for staff: the money is in the books).
 */
export async function grantPlanCredits(
  ctx: AppContext,
  unit: UnitOfWork,
  payment: PaymentRow,
  paidAt: Date,
): Promise<void> {
  const plan = payment.planId ? await planById({ db: unit.db }, payment.planId) : undefined;
  if (!plan || !payment.userId) {
    ctx.log.error({ paymentId: payment.id }, 'plan paid for nobody or no plan: no credits given');
    return;
  }
  // The terms the client paid for (kept at checkout); a payment from before 0031 has none.
  const sessions = payment.planSessions ?? plan.sessionsIncluded;
  const validityDays = payment.planValidityDays ?? plan.validityDays;
  await insertPlanPurchase(unit.db, {
    userId: payment.userId,
    planId: plan.id,
    paymentId: payment.id,
    sessionsTotal: sessions,
    sessionsLeft: sessions,
    startsAt: paidAt,
    expiresAt: new Date(paidAt.getTime() + validityDays * DAY_MS),
  });
}

/** Thrown inside the booking's transaction to undo it: the credit was gone by then. */
class NoCreditLeft extends Error {}

/**
 * Books a paid therapist's session with one of the client's credits: confirmed at once, as a
 * free booking is, with the credit spent in the same transaction. Undefined (nothing written)
 * when no credit can pay for it: none left, none valid at the session's start, or the last one
 * spent by a booking that went first; the caller then opens checkout as before.
 */
export async function bookWithCredit(
  ctx: AppContext,
  session: AuthenticatedSession,
  input: CreateBookingRequest,
): Promise<CreateBookingResponse | undefined> {
  const clientId = session.user.id;
  const now = ctx.clock.now();
  if (!(await hasCreditLeft(ctx.db, clientId, now))) return undefined;
  try {
    const { booking, held: credit } = await bookSlotWith(ctx, session, input, async (unit, b) => {
      const spent = await spendCredit(unit.db, clientId, b.id, now, b.startTime);
      if (!spent) throw new NoCreditLeft();
      return spent;
    });
    return { ...bookingSummary(booking), credit };
  } catch (err) {
    if (err instanceof NoCreditLeft) return undefined;
    throw err;
  }
}

/**
 * In the cancelling transaction (ctx.bookingCancelledHooks): a cancelled booking that used a
 * credit gets it back, once, unless its purchase has expired. Bookings decides who may cancel
 * when (a client only within the free-cancellation window), so every cancellation that
 * happens returns it. A credit given back by staff's cancellation is audited with it.
 */
export function creditBackOnCancel(ctx: AppContext): BookingCancelledHook {
  return async (unit, booking) => {
    const returned = await giveCreditBack(unit.db, booking.bookingId, ctx.clock.now());
    if (!returned || booking.cancelledBy === 'patient') return;
    await recordAudit(ctx, unit, booking.by, {
      action: messages.adminPayments.auditCreditBack,
      targetType: 'client',
      targetId: booking.patientId,
      targetLabel: booking.patientName,
      detail: '',
    });
  };
}

/** A purchase and its credits as the client's list and the console's show it, at `now`. */
export function purchasedPlanView(
  purchase: {
    id: string;
    planId: string;
    sessionsTotal: number;
    sessionsLeft: number;
    startsAt: Date;
    expiresAt: Date;
  },
  planName: string,
  now: Date,
): PurchasedPlan {
  return {
    id: purchase.id,
    planId: purchase.planId,
    planName,
    sessionsTotal: purchase.sessionsTotal,
    sessionsLeft: purchase.sessionsLeft,
    startsAt: purchase.startsAt.toISOString(),
    expiresAt: purchase.expiresAt.toISOString(),
    expired: purchase.expiresAt <= now,
  };
}

/** `GET /api/plans/mine`: the client's plans, newest first. */
export async function myPlans(ctx: AppContext, session: AuthenticatedSession): Promise<MyPlan[]> {
  const now = ctx.clock.now();
  const rows = await findPurchasesOf(ctx.db, session.user.id);
  return rows.map((row) => ({
    ...purchasedPlanView(row, row.planName, now),
    paymentId: row.paymentId,
    receiptNumber: row.receiptNumber,
  }));
}
