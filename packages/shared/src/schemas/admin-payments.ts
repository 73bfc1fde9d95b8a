/**
 * The practice's side of money (issue 26): the console's payments with their refunds
 * (`GET /api/admin/payments`, its CSV, `POST …/{id}/refund`), revenue per therapist per month,
 * plan credits, and a therapist's own monthly totals. Amounts are integer minor units.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { idParamsSchema } from './common';
import { purchasedPlanSchema } from './credits';
import { pageQuerySchema } from './paging';
import {
  paymentKindSchema,
  paymentStatusSchema,
  refundReasonSchema,
  refundStatusSchema,
} from './payments';
import { textField } from './text';

const m = messages.adminPayments;

/** A calendar day, `2026-03-31`, in the years 2000 to 2200 (a real day: no 31 February). */
export const calendarDaySchema = z
  .string({ error: () => m.badDay })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.badDay, abort: true })
  .refine(
    (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      const year = date.getUTCFullYear();
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(day) &&
        year >= 2000 &&
        year <= 2200
      );
    },
    { error: () => m.badDay },
  );

/**
 * The console's filters, for the list and its CSV alike. `from`/`to` are days in the practice's
 * time zone, both included, of the payment's creation or (`dateField=paid`) of its payment.
 */
export const paymentFiltersSchema = z.object({
  status: paymentStatusSchema.optional(),
  kind: paymentKindSchema.optional(),
  therapistId: z.uuid().optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  dateField: z.enum(['created', 'paid']).optional(),
  /** The payer's name or e-mail, or a receipt number, in part. */
  q: textField({ trim: true, max: 100, tooLong: () => m.searchTooLong }).optional(),
});
export type PaymentFilters = z.infer<typeof paymentFiltersSchema>;
export const adminPaymentsQuerySchema = pageQuerySchema.extend(paymentFiltersSchema.shape);
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

export const adminRefundSchema = z.object({
  id: z.uuid(),
  amountMinor: z.number().int(),
  status: refundStatusSchema,
  reason: refundReasonSchema,
  createdAt: z.string(),
  /**
   * A refund the provider refused for good (a 4xx, not asked again): its HTTP status and its own
   * words, for staff to act on. Null otherwise (a refund that failed later, by webhook, too).
   */
  failureStatus: z.number().int().nullable(),
  failureReason: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminPaymentSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  payerName: z.string(),
  payerEmail: z.string(),
  kind: paymentKindSchema,
  description: z.string(),
  therapistId: z.uuid().nullable(),
  therapistName: z.string().nullable(),
  amountMinor: z.number().int(),
  taxMinor: z.number().int(),
  currency: z.string(),
  status: paymentStatusSchema,
  receiptNumber: z.string().nullable(),
  provider: z.string(),
  /** Refunded or being refunded (failed refunds do not count). */
  refundedMinor: z.number().int(),
  refunds: z.array(adminRefundSchema),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
/** A page, newest first; the next page's cursor is in `X-Next-Cursor`. */
export const adminPaymentsResponseSchema = z.array(adminPaymentSchema);

export const adminPaymentIdParamsSchema = idParamsSchema(
  'id',
  'PAYMENT_NOT_FOUND',
  () => messages.payments.notFound,
);

/** `POST /api/admin/payments/{id}/refund`: the refund written (the provider makes it soon). */
export const adminRefundResponseSchema = adminPaymentSchema;

export const revenueQuerySchema = z.object({
  year: z.coerce
    .number({ error: () => m.badYear })
    .int({ error: () => m.badYear })
    .min(2000, { error: () => m.badYear })
    .max(2200, { error: () => m.badYear })
    .optional(),
});

/** Money of one month: paid sessions (or plans) counted, and their sums in minor units. */
const monthTotalsFields = {
  currency: z.string(),
  /** Payments paid in the month. */
  count: z.number().int(),
  grossMinor: z.number().int(),
  /** Refunds the provider made in the month (a pending one: the month it was asked for). */
  refundedMinor: z.number().int(),
  netMinor: z.number().int(),
  taxMinor: z.number().int(),
};

export const revenueRowSchema = z.object({
  kind: paymentKindSchema,
  /** Null for plans, and for sessions whose therapist's account is gone (the name stays). */
  therapistId: z.uuid().nullable(),
  therapistName: z.string().nullable(),
  /** 1 to 12. */
  month: z.number().int(),
  ...monthTotalsFields,
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;
export const revenueResponseSchema = z.object({
  year: z.number().int(),
  /** The zone whose months these are. */
  timeZone: z.string(),
  rows: z.array(revenueRowSchema),
});
export type RevenueResponse = z.infer<typeof revenueResponseSchema>;

export const adminCreditSchema = purchasedPlanSchema.extend({
  clientId: z.uuid(),
  clientName: z.string(),
  clientEmail: z.string(),
});
export type AdminCredit = z.infer<typeof adminCreditSchema>;
/** A page, newest purchase first; the next page's cursor is in `X-Next-Cursor`. */
export const adminCreditsResponseSchema = z.array(adminCreditSchema);

/** `GET /api/doctor/payments/summary`: the therapist's own months, in their time zone. */
export const therapistPaymentMonthSchema = z.object({
  /** `2026-03`. */
  month: z.string(),
  totals: z.array(z.object(monthTotalsFields).omit({ taxMinor: true })),
});
export const therapistPaymentsSummarySchema = z.object({
  timeZone: z.string(),
  /** The last 12 months, the newest first, each with a line per currency (none: no money). */
  months: z.array(therapistPaymentMonthSchema),
});
export type TherapistPaymentsSummary = z.infer<typeof therapistPaymentsSummarySchema>;
