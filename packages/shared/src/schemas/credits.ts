/**
 * Plans a client buys and the session credits they give (issue 26):
 * `POST /api/plans/{id}/purchase` opens checkout for a plan, `GET /api/plans/mine` lists what
 * the client bought, and a booking paid with a credit says which purchase it used.
 */
import { z } from 'zod';
import { checkoutSchema, paymentStatusSchema } from './payments';

/** `POST /api/plans/{id}/purchase`: the plan's payment, with the checkout that opens it. */
export const planPurchaseResponseSchema = z.object({
  payment: z.object({
    id: z.uuid(),
    status: paymentStatusSchema,
    amountMinor: z.number().int(),
    currency: z.string(),
    checkout: checkoutSchema,
  }),
});
export type PlanPurchaseResponse = z.infer<typeof planPurchaseResponseSchema>;

/** A booking paid with a credit: the purchase it came from and the credits that purchase has left. */
export const bookingCreditSchema = z.object({
  purchaseId: z.uuid(),
  sessionsLeft: z.number().int(),
});
export type BookingCredit = z.infer<typeof bookingCreditSchema>;

/** A plan someone bought and its credits, as the client's list and the console's both show it. */
export const purchasedPlanSchema = z.object({
  id: z.uuid(),
  planId: z.string(),
  planName: z.string(),
  sessionsTotal: z.number().int(),
  sessionsLeft: z.number().int(),
  startsAt: z.string(),
  expiresAt: z.string(),
  /** Past its expiry: its credits left can no longer be used. */
  expired: z.boolean(),
});

/** One plan the client bought (`GET /api/plans/mine`). */
export const myPlanSchema = purchasedPlanSchema.extend({
  paymentId: z.uuid(),
  receiptNumber: z.string().nullable(),
  /** Its payment was given back (or is being): its credits left are void. */
  refunded: z.boolean(),
});
export type PurchasedPlan = z.infer<typeof purchasedPlanSchema>;
export type MyPlan = z.infer<typeof myPlanSchema>;
export const myPlansResponseSchema = z.array(myPlanSchema);
