import type { UnitOfWork } from '../../lib/unit-of-work';
import type { PaymentsDeps } from './payments-deps';
import { findPayment, lockPayment, unrefundedMinor, type PaymentRow } from './payments.repo';
import { queueFullRefund } from './refund-requests';

export type { PaymentsDeps } from './payments-deps';

/**
 * The console's refund (issue 26), in the caller's transaction: what is left of the payment,
 * read under its lock, then queued in full (refund row, client's e-mail; the provider after the
 * commit). Undefined when there is no such payment; `refunded: 0` when nothing was left, which
 * is also what the second of two requests at once finds.
 */
export async function refundInFull(
  deps: PaymentsDeps,
  unit: UnitOfWork,
  paymentId: string,
  requestedBy: string,
): Promise<{ payment: PaymentRow; refunded: number } | undefined> {
  const payment = await lockPayment(unit.db, paymentId);
  if (!payment) return undefined;
  const left = await unrefundedMinor(unit.db, payment);
  const queued = await queueFullRefund(deps, unit, payment, 'admin', requestedBy);
  return { payment, refunded: queued ? left : 0 };
}

/** The payment as stored now (after a refund's commit). */
export const paymentById = (deps: PaymentsDeps, paymentId: string) =>
  findPayment(deps.ctx.db, paymentId);
