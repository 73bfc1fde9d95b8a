import type { UnitOfWork } from '../../lib/unit-of-work';
import { queueMails } from '../outbox/outbox.service';
import { inPayerLanguage, refundMail } from './payment-mails';
import type { PaymentsDeps } from './payments-deps';
import { voidRefundedPlanCredits } from './plan-credits.service';
import {
  insertRefund,
  lockPayment,
  unrefundedMinor,
  type PaymentRow,
  type RefundReason,
} from './payments.repo';
import { refundSoon } from './refunds.service';

/**
 * Gives back what is left of a paid payment, in the caller's transaction (a cancellation, a
 * refund from the console): the refund row (the durable job refunds.service makes at the
 * provider after commit), the unused credits of the plan it bought (voided:
 * voidRefundedPlanCredits) and the client's e-mail commit with it or not at all. The payment is
 * locked first, so two requests at once refund it once. Answers the payment as locked and the
 * amount queued: 0 when nothing is left to refund (not paid, or refunded or being refunded in
 * full already); undefined when there is no such payment.
 */
export async function queueFullRefund(
  deps: PaymentsDeps,
  unit: UnitOfWork,
  paymentId: string,
  reason: RefundReason,
  requestedBy: string | null,
): Promise<{ payment: PaymentRow; refunded: number } | undefined> {
  const payment = await lockPayment(unit.db, paymentId);
  if (!payment) return undefined;
  if (!['paid', 'partially_refunded'].includes(payment.status)) return { payment, refunded: 0 };
  const left = await unrefundedMinor(unit.db, payment);
  if (left <= 0) return { payment, refunded: 0 };
  await insertRefund(unit.db, { paymentId: payment.id, amountMinor: left, reason, requestedBy });
  await voidRefundedPlanCredits(unit, payment);
  queueMails(deps.ctx, unit, [
    await inPayerLanguage(unit.db, payment, () => refundMail(payment, left)),
  ]);
  unit.afterCommit(refundSoon(deps));
  return { payment, refunded: left };
}
