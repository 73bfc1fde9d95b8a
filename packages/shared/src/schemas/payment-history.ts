/**
 * The payer's own money (issue 26): `GET /api/payments/mine`, their payments newest first with
 * the refunds of each, a page at a time; and `GET /api/payments/{id}/receipt`, a paid payment's
 * receipt as lines already worded by the server (the receipt mail is made of the same lines).
 */
import { z } from 'zod';
import { paymentKindSchema, paymentStatusSchema, refundStatusSchema } from './payments';

export const paymentRefundSchema = z.object({
  amountMinor: z.number().int(),
  status: refundStatusSchema,
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

export const myPaymentSchema = z.object({
  id: z.uuid(),
  kind: paymentKindSchema,
  description: z.string(),
  amountMinor: z.number().int(),
  /** The tax the amount includes. */
  taxMinor: z.number().int(),
  currency: z.string(),
  status: paymentStatusSchema,
  receiptNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** Oldest first. */
  refunds: z.array(paymentRefundSchema),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;

export const myPaymentsPageSchema = z.object({
  items: z.array(myPaymentSchema),
  nextCursor: z.string().nullable(),
});

/** One line of a receipt: "Amount paid" / "₹1,200". */
export const receiptLineSchema = z.object({ label: z.string(), value: z.string() });

export const paymentReceiptSchema = z.object({
  receiptNumber: z.string(),
  title: z.string(),
  /** Who issues it: the practice's name, then its address, one line each. */
  issuer: z.array(z.string()),
  lines: z.array(receiptLineSchema),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;
