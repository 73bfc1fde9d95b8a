import type {
  CreateBookingRequest,
  CreateBookingResponse,
  MyPlan,
  PurchasedPlan,
  RescheduleBookingRequest,
  RescheduleBookingResponse,
} from '@solace/shared';
import { messages } from '@solace/shared';
import type { AppContext, BookingCancelledHook } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { UnitOfWork } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { recordAudit } from '../activity/audit.service';
import { bookSlotWith } from '../bookings/booking-holds.service';
import { bookingSummary, rescheduleBooking } from '../bookings/bookings.service';
import { planById } from '../plans/plans.service';
import type { PaymentRow } from './payments.repo';
import {
  creditLapsesBy,
  findPurchasesOf,
  giveCreditBack,
  giveWithheldCreditsBack,
  hasCreditLeft,
  insertPlanPurchase,
  restoreVoidedCredits,
  spendCredit,
  voidUnusedCredits,
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

/**
 * `POST /api/bookings/{id}/reschedule` (payments.routes.ts: bookings sits below payments and
 * cannot ask it). A session paid with a credit moves only to a start its purchase still covers,
 * the rule the credit was spent under (spendCredit's `validUntil`): a later time is refused in
 * the move's own transaction, which then changes nothing. Any other booking moves as before.
 */
export function rescheduleSession(
  ctx: AppContext,
  session: AuthenticatedSession,
  bookingId: string,
  input: RescheduleBookingRequest,
): Promise<RescheduleBookingResponse> {
  return rescheduleBooking(ctx, session, bookingId, input, async (unit, moved) => {
    if (await creditLapsesBy(unit.db, moved.id, moved.startTime)) {
      throw new AppError(409, 'AFTER_PLAN_ENDS', messages.credits.rescheduleAfterPlanEnds);
    }
  });
}

/**
 * A plan's payment refunded in full (refund-requests.ts, in the refund's transaction, whoever
 * asked): the client has all their money back, so the purchase's unused credits go with it, or
 * the plan would pay for sessions twice. The credits already spent stay spent and their
 * sessions stay booked, as the client arranged them while the plan was paid for: staff who
 * refund may cancel them too, and then no credit comes back (giveCreditBack).
 */
export async function voidRefundedPlanCredits(unit: UnitOfWork, payment: PaymentRow) {
  if (payment.kind === 'plan') await voidUnusedCredits(unit.db, payment.id);
}

/**
 * A refund of a plan's payment failed or was refused (refunds.service, in the transaction that
 * records it): the client still pays for the plan, so what the refund took from it comes back
 * while the purchase lasts: the unused credits it voided, and the credits of sessions cancelled
 * meanwhile, which were kept back because the money was on its way. Staff may ask for a new
 * refund, which voids them again.
 */
export async function restoreCreditsOfFailedRefund(
  unit: UnitOfWork,
  payment: Pick<PaymentRow, 'id' | 'kind'>,
  now: Date,
) {
  if (payment.kind !== 'plan') return;
  await restoreVoidedCredits(unit.db, payment.id);
  await giveWithheldCreditsBack(unit.db, payment.id, now);
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
    refunded: row.refunded,
  }));
}
