import {
  describeSessionTime,
  messages,
  type CreateBookingRequest,
  type CreateBookingResponse,
} from '@solace/shared';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { holdSlot, lockHeldBooking, releaseHold } from '../bookings/booking-holds.service';
import { bookingSummary, createBooking } from '../bookings/bookings.service';
import { bookWithCredit } from './plan-credits.service';
import type { PaymentsDeps } from './payments-deps';
import {
  findSessionPrice,
  insertPayment,
  markUnpaid,
  setProviderOrder,
  type PaymentRow,
} from './payments.repo';
import type { Checkout, PaymentProvider } from './providers/payment-provider';

/** A session is priced in rupees (doctor_profiles.price_rupees): paise, INR. */
const SESSION_CURRENCY = 'INR';

/** The tax included in a price, at `basisPoints` (1800 = 18 %), rounded to a whole paisa. */
export function includedTax(amountMinor: number, basisPoints: number): number {
  return Math.round((amountMinor * basisPoints) / (10_000 + basisPoints));
}

/** Where the browser comes back from checkout: the appointments page, told which payment. */
export function returnUrls(publicUrl: string, paymentId: string) {
  const returnUrl = `${publicUrl}/appointments?payment=${paymentId}`;
  return { returnUrl, cancelUrl: `${returnUrl}&cancelled=1` };
}

/**
 * `POST /api/bookings/create`. Without a provider, or for a therapist whose sessions are free,
 * exactly the free booking of bookings.service. Otherwise (issue 26) the time is held for the
 * client for PAYMENT_HOLD_MINUTES, with its payment row, in one transaction (refused as a free
 * booking is when taken); then the provider opens checkout, and the answer carries it for the
 * web to open. If the provider cannot, the hold is let go at once and the client is told.
 */
export async function bookSession(
  deps: PaymentsDeps,
  session: AuthenticatedSession,
  input: CreateBookingRequest,
): Promise<CreateBookingResponse> {
  const { ctx, provider } = deps;
  const price = provider ? await findSessionPrice(ctx.db, input.doctorId) : undefined;
  if (!provider || !price || price.priceRupees <= 0) return createBooking(ctx, session, input);
  // A credit from a plan the client bought pays for it at once; without one, checkout.
  const credited = await bookWithCredit(ctx, session, input);
  if (credited) return credited;
  const payments = ctx.config.payments;
  const amountMinor = price.priceRupees * 100;
  const holdExpiresAt = new Date(ctx.clock.now().getTime() + payments.holdMinutes * 60_000);
  const { booking, held: payment } = await holdSlot(
    ctx,
    session,
    input,
    holdExpiresAt,
    (unit, booking) =>
      insertPayment(unit.db, {
        userId: session.user.id,
        payerName: booking.patientName,
        payerEmail: booking.patientEmail,
        kind: 'session',
        bookingId: booking.id,
        therapistId: booking.doctorId,
        therapistName: booking.doctorName,
        provider: provider.name,
        // Until the provider names its order (setProviderOrder): unique, like the order ids.
        providerOrderId: `pending:${booking.id}`,
        amountMinor,
        taxMinor: includedTax(amountMinor, payments.taxRateBasisPoints),
        currency: SESSION_CURRENCY,
        description: messages.payments.sessionDescription(
          booking.doctorName,
          describeSessionTime(booking.startTime, booking.patientTimeZone),
        ),
        holdExpiresAt,
      }),
  );
  const checkout = await openCheckout(deps, provider, payment, session.user.phone, holdExpiresAt);
  return {
    ...bookingSummary(booking),
    payment: {
      id: payment.id,
      status: payment.status,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      holdExpiresAt: holdExpiresAt.toISOString(),
      checkout: checkoutView(checkout),
    },
  };
}

/** Razorpay's options as a plain record: the wire schema reads them as JSON. */
export function checkoutView(checkout: Checkout) {
  return checkout.kind === 'script' ? { ...checkout, options: { ...checkout.options } } : checkout;
}

/**
 * Asks the provider for checkout of `payment`, open until `expiresAt`; when it fails, the
 * payment ends as failed and a time held for it is let go, in one transaction (nothing left
 * held for a payment that cannot be made), and the client gets 502 with `unavailable`.
 */
export async function openCheckout(
  { ctx }: PaymentsDeps,
  provider: PaymentProvider,
  payment: PaymentRow,
  phone: string | null,
  expiresAt: Date,
  unavailable: string = messages.payments.checkoutUnavailable,
): Promise<Checkout> {
  try {
    const checkout = await provider.createCheckout({
      paymentId: payment.id,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      description: payment.description,
      customer: { name: payment.payerName, email: payment.payerEmail, phone },
      ...returnUrls(ctx.config.publicUrl, payment.id),
      expiresAt,
    });
    await setProviderOrder(ctx.db, payment.id, checkout.providerOrderId);
    return checkout;
  } catch (err) {
    const bookingId = payment.bookingId;
    ctx.log.warn({ err, paymentId: payment.id }, 'checkout not opened: payment failed');
    await inTransaction(ctx, async (unit) => {
      if (bookingId) await lockHeldBooking(unit, bookingId);
      await markUnpaid(unit.db, [payment.id], 'failed');
      if (bookingId) {
        await releaseHold(ctx, unit, bookingId, messages.payments.holdReleased.checkoutFailed);
      }
    });
    throw new AppError(502, 'CHECKOUT_UNAVAILABLE', unavailable);
  }
}
