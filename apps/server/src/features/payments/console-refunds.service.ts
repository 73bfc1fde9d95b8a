import type { UnitOfWork } from '../../lib/unit-of-work';
import type { PaymentsDeps } from './payments-deps';
import { findPayment } from './payments.repo';
import { queueFullRefund } from './refund-requests';

export type { PaymentsDeps } from './payments-deps';

/**
 * The console's refund (issue 26), in the caller's transaction: what is left of the payment,
 * queued in full under its lock (refund row, client's e-mail; the provider after the commit).
 * Undefined when there is no such payment; `refunded: 0` when nothing was left, which is also
 * what the second of two requests at once finds.
 */
export const refundInFull = (
  deps: PaymentsDeps,
  unit: UnitOfWork,
  paymentId: string,
  requestedBy: string,
) => queueFullRefund(deps, unit, paymentId, 'admin', requestedBy);

/** The payment as stored now (after a refund's commit). */
export const paymentById = (deps: PaymentsDeps, paymentId: string) =>
  findPayment(deps.ctx.db, paymentId);
