import type { AppContext } from '../../app-context';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { bookingPathOf } from '../availability/availability.service';
import { queueMails } from '../outbox/outbox.service';
import { confirmHold, lockHeldBooking, releaseHold } from '../bookings/booking-holds.service';
import { inPayerLanguage, lateRefundMail } from './payment-mails';
import { grantPlanCredits } from './plan-credits.service';
import { queueReceipt } from './receipt';
import {
  insertRefund,
  lockPayment,
  markPaid,
  markUnpaid,
  nextReceiptNumber,
  type PaymentRow,
} from './payments.repo';

/**
 * What a payment's news does, whoever brings it (a verified webhook, the provider's answer to
 * the browser's return, the test checkout's Pay): each function runs in the caller's
 * transaction and is idempotent on the payment itself, since a provider's event id does not
 * always come signed. Locks go booking first, then payment, as the hold's expiry takes them.
 */

/** The money the provider says it took. */
export interface Capture {
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
}

export type CaptureOutcome = 'confirmed' | 'refunding' | 'unchanged' | 'mismatch';

/**
 * Locks the payment's booking (if any), then the payment: the state to decide from. Whoever
 * writes a row that references the payment (a webhook's event, a refund) takes these first:
 * such a row holds KEY SHARE on the payment, and a decision waiting for its FOR UPDATE while
 * holding the booking would deadlock with a writer that waits for the booking next.
 */
export async function lockForDecision(unit: UnitOfWork, payment: PaymentRow) {
  if (payment.bookingId) await lockHeldBooking(unit, payment.bookingId);
  return (await lockPayment(unit.db, payment.id))!;
}

/**
 * Money was taken. Once per payment: a payment already paid (or refunded) changes nothing. The
 * amount and currency must be the payment's, else nothing is confirmed (logged for staff). A
 * hold still there becomes the booking, with all a booking brings, even if its time just ran
 * out (nobody else was given the slot); a hold released (the time up and maybe given to someone
 * else) gets a full refund, made after commit from the refund row (refunds.service), and the
 * client is told by e-mail.
 */
export async function applyCapture(
  ctx: AppContext,
  unit: UnitOfWork,
  found: PaymentRow,
  capture: Capture,
  onRefundQueued: () => void,
): Promise<CaptureOutcome> {
  const payment = await lockForDecision(unit, found);
  if (!['created', 'failed', 'expired'].includes(payment.status)) return 'unchanged';
  if (capture.amountMinor !== payment.amountMinor || capture.currency !== payment.currency) {
    ctx.log.error(
      {
        paymentId: payment.id,
        expected: { amountMinor: payment.amountMinor, currency: payment.currency },
        captured: { amountMinor: capture.amountMinor, currency: capture.currency },
      },
      'captured amount differs from the payment: not confirmed',
    );
    return 'mismatch';
  }
  const paidAt = ctx.clock.now();
  await markPaid(unit.db, payment.id, {
    providerPaymentId: capture.providerPaymentId,
    paidAt,
    receiptNumber: await nextReceiptNumber(unit.db, paidAt),
  });
  await queueReceipt(ctx, unit, payment.id);
  if (payment.kind === 'plan') return confirmPlan(ctx, unit, payment, paidAt);
  if (payment.bookingId && (await confirmHold(ctx, unit, payment.bookingId))) return 'confirmed';
  await insertRefund(unit.db, {
    paymentId: payment.id,
    amountMinor: payment.amountMinor,
    reason: 'hold_expired',
  });
  const bookAgain = payment.therapistId
    ? `${ctx.config.publicUrl}${bookingPathOf(payment.therapistId)}`
    : ctx.config.publicUrl;
  queueMails(ctx, unit, [
    await inPayerLanguage(unit.db, payment, () => lateRefundMail(payment, bookAgain)),
  ]);
  unit.afterCommit(onRefundQueued);
  return 'refunding';
}

/** A plan's payment is paid: its credits, in the capture's transaction (plan-credits.service). */
async function confirmPlan(
  ctx: AppContext,
  unit: UnitOfWork,
  payment: PaymentRow,
  paidAt: Date,
): Promise<CaptureOutcome> {
  await grantPlanCredits(ctx, unit, payment, paidAt);
  return 'confirmed';
}

/**
 * The payment will not come (declined, checkout expired or abandoned): the payment ends as
 * `status` and its held time is free again. Nothing for a payment no longer open (a failure
 * reported after the capture, out of order, changes nothing).
 */
export async function applyNoPayment(
  ctx: AppContext,
  unit: UnitOfWork,
  found: PaymentRow,
  status: 'failed' | 'expired',
  reason: string,
): Promise<boolean> {
  const payment = await lockForDecision(unit, found);
  if (payment.status !== 'created') return false;
  await markUnpaid(unit.db, [payment.id], status);
  if (payment.bookingId) await releaseHold(ctx, unit, payment.bookingId, reason);
  return true;
}
