import { formatMoney, messages } from '@solace/shared';
import type { BookingCancelledHook, CancelledBy } from '../../app-context';
import { recordAudit } from '../activity/audit.service';
import { patientCancelDeadline } from '../bookings/bookings.service';
import type { PaymentsDeps } from './payments-deps';
import { paymentAuditTarget } from './payment-audit.service';
import type { RefundReason } from './payments.repo';
import { findCancelledAt, findPaidSessionPayment } from './payment-history.repo';
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
 * cancellation). A client's cancellation is refunded only inside the free-cancellation window:
 * bookings refuses a later one, but closing their account cancels their sessions at any time,
 * even one under way, and that is no way round the policy. A therapist's or an administrator's
 * cancellation, at any time, gives all the money back.
 * Money moved by staff (a therapist's or an administrator's cancellation) gets its audit line in
 * the same transaction. A session booked with a plan's credit has no session payment: nothing is
 * refunded here (the credit goes back instead).
 */
export function refundCancelledSession(deps: PaymentsDeps): BookingCancelledHook {
  return async (unit, booking) => {
    if (booking.cancelledBy === 'patient') {
      // The instant bookings checked the window against (the row's cancelled_at), not now: a
      // cancellation allowed at the window's last moment is refunded, however long it took.
      const at = (await findCancelledAt(unit.db, booking.bookingId)) ?? deps.ctx.clock.now();
      if (at > patientCancelDeadline(deps.ctx, booking.startTime)) return;
    }
    const payment = await findPaidSessionPayment(unit.db, booking.bookingId);
    if (!payment) return;
    const reason = REASONS[booking.cancelledBy];
    const done = await queueFullRefund(deps, unit, payment.id, reason, booking.by.id);
    if (!done || done.refunded === 0 || booking.cancelledBy === 'patient') return;
    await recordAudit(deps.ctx, unit, booking.by, {
      action: m.auditCancelRefund,
      ...paymentAuditTarget(done.payment),
      detail: m.auditRefundDetail(
        formatMoney(done.refunded, done.payment.currency),
        done.payment.receiptNumber,
      ),
    });
  };
}
