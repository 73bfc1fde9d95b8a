import type { BookingCancelledHook, CancelledBy } from '../../app-context';
import type { PaymentsDeps } from './payments-deps';
import type { RefundReason } from './payments.repo';
import { findPaidSessionPayment } from './payment-history.repo';
import { queueFullRefund } from './refund-requests';

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
 * A session booked with a plan's credit has no session payment: nothing is refunded here (the
 * credit goes back instead).
 */
export function refundCancelledSession(deps: PaymentsDeps): BookingCancelledHook {
  return async (unit, booking) => {
    const payment = await findPaidSessionPayment(unit.db, booking.bookingId);
    if (!payment) return;
    const requestedBy =
      booking.cancelledBy === 'patient'
        ? booking.patientId
        : booking.cancelledBy === 'doctor'
          ? booking.doctorId
          : null;
    await queueFullRefund(deps, unit, payment.id, REASONS[booking.cancelledBy], requestedBy);
  };
}
