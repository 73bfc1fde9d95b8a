import { formatMoney, messages } from '@solace/shared';
import type { BookingCancelledHook, CancelledBy } from '../../app-context';
import { recordAudit } from '../activity/audit.service';
import type { PaymentsDeps } from './payments-deps';
import type { RefundReason } from './payments.repo';
import { findPaidSessionPayment } from './payment-history.repo';
import { queueFullRefund } from './refund-requests';

const m = messages.adminPayments;

const REASONS: Record<CancelledBy, RefundReason> = {
  patient: 'client_cancelled',
  doctor: 'therapist_cancelled',
  admin: 'admin',
};

/**
 * Registered in ctx.bookingCancelledHooks: a cancelled session that was paid for is refunded in
 * full, in the cancelling transaction (the refund row and the client's mail commit with the
 * cancellation). A client can cancel only inside the free-cancellation window (bookings refuses
 * later), a therapist or an administrator at any time: each of these gives all the money back.
 * Money moved by staff (a therapist's or an administrator's cancellation) gets its audit line in
 * the same transaction. A session booked with a plan's credit has no session payment: nothing is
 * refunded here (the credit goes back instead).
 */
export function refundCancelledSession(deps: PaymentsDeps): BookingCancelledHook {
  return async (unit, booking) => {
    const payment = await findPaidSessionPayment(unit.db, booking.bookingId);
    if (!payment) return;
    const reason = REASONS[booking.cancelledBy];
    const done = await queueFullRefund(deps, unit, payment.id, reason, booking.by.id);
    if (!done || done.refunded === 0 || booking.cancelledBy === 'patient') return;
    await recordAudit(deps.ctx, unit, booking.by, {
      action: m.auditCancelRefund,
      targetType: 'payment',
      targetId: done.payment.id,
      targetLabel: `${done.payment.payerName}: ${done.payment.description}`,
      detail: m.auditRefundDetail(
        formatMoney(done.refunded, done.payment.currency),
        done.payment.receiptNumber,
      ),
    });
  };
}
