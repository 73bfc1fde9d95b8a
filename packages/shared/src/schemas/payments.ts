/**
 * Paying for a session (issue 26): what booking a paid therapist answers (`payment`, with the
 * provider's checkout for the web to open), what the browser polls after checkout
 * (`GET /api/payments/{id}`), and what it brings back from checkout
 * (`POST /api/payments/{id}/verify-return`). Amounts are integer minor units.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { idParamsSchema } from './common';

export const paymentStatusSchema = z.enum([
  'created',
  'paid',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
]);

export const paymentKindSchema = z.enum(['session', 'plan']);
export const refundStatusSchema = z.enum(['pending', 'processed', 'failed']);
export const refundReasonSchema = z.enum([
  'client_cancelled',
  'therapist_cancelled',
  'admin',
  'hold_expired',
]);

/** The provider's checkout: a page to send the browser to, or Razorpay's script and options. */
export const checkoutSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), providerOrderId: z.string(), url: z.string() }),
  z.object({
    kind: z.literal('script'),
    providerOrderId: z.string(),
    scriptUrl: z.string(),
    options: z.record(z.string(), z.unknown()),
  }),
]);

/** A booking's payment, as booking answers it: the checkout opens it. */
export const bookingPaymentSchema = z.object({
  id: z.uuid(),
  status: paymentStatusSchema,
  amountMinor: z.number().int(),
  currency: z.string(),
  /** Until when the time is held for this payment. */
  holdExpiresAt: z.string(),
  checkout: checkoutSchema,
});

export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

export const paymentIdParamsSchema = idParamsSchema(
  'id',
  'PAYMENT_NOT_FOUND',
  () => messages.payments.notFound,
);

/** `GET /api/payments/{id}`: what the browser polls after checkout (the payer only). */
export const paymentResponseSchema = z.object({
  id: z.uuid(),
  status: paymentStatusSchema,
  amountMinor: z.number().int(),
  taxMinor: z.number().int(),
  currency: z.string(),
  description: z.string(),
  receiptNumber: z.string().nullable(),
  bookingId: z.uuid().nullable(),
  paidAt: z.string().nullable(),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/**
 * What the browser brings back from checkout: Razorpay's handler fields
 * (`razorpay_payment_id`, `razorpay_order_id`, `razorpay_signature`) or Stripe's `session_id`.
 * Only hints: the server asks the provider.
 */
export const verifyReturnRequestSchema = z.record(
  z.string().max(64).regex(/^\w+$/),
  z.string().max(500),
);
export type VerifyReturnRequest = z.infer<typeof verifyReturnRequestSchema>;
