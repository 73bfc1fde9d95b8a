import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { myPlansResponseSchema, planPurchaseResponseSchema } from '@solace/shared';
import { bookingCredits, planPurchases } from '../db/schema';
import { overHttp } from './http-client';
import type { ProviderDriver } from './payment-kit';

/**
 * Plans bought and the credits they give (issue 26), as a client meets them over HTTP, and the
 * rows a test checks them against.
 */

/** `POST /api/plans/{id}/purchase`: the status and, when 201, the payment with its checkout. */
export async function purchaseOverHttp(app: FastifyInstance, token: string, planId: string) {
  const res = await overHttp(app).post(`/api/plans/${planId}/purchase`, {}, token);
  return {
    res,
    answer: res.statusCode === 201 ? planPurchaseResponseSchema.parse(res.json()) : undefined,
  };
}

/** A plan bought and paid at the provider, its webhook delivered: the client's purchase row. */
export async function paidPlan(
  app: FastifyInstance,
  driver: ProviderDriver,
  token: string,
  planId: string,
) {
  const { res, answer } = await purchaseOverHttp(app, token, planId);
  if (!answer) throw new Error(`purchase refused: ${res.statusCode} ${res.body}`);
  await driver.pay(answer.payment.checkout.providerOrderId);
  await driver.webhooks.settled();
  const [purchase] = await app.ctx.db
    .select()
    .from(planPurchases)
    .where(eq(planPurchases.paymentId, answer.payment.id));
  if (!purchase) throw new Error('the paid plan gave no credits');
  return purchase;
}

/** Every purchase of the client, as stored. */
export function purchasesOf(app: FastifyInstance, userId: string) {
  return app.ctx.db.select().from(planPurchases).where(eq(planPurchases.userId, userId));
}

/** One purchase as stored now. */
export async function purchaseNow(app: FastifyInstance, purchaseId: string) {
  const [row] = await app.ctx.db
    .select()
    .from(planPurchases)
    .where(eq(planPurchases.id, purchaseId));
  return row!;
}

/** The credit a booking used, if any. */
export async function creditOf(app: FastifyInstance, bookingId: string) {
  const [row] = await app.ctx.db
    .select()
    .from(bookingCredits)
    .where(eq(bookingCredits.bookingId, bookingId));
  return row;
}

/** `GET /api/plans/mine` as the client reads it. */
export async function myPlansOverHttp(app: FastifyInstance, token: string) {
  const res = await overHttp(app).get('/api/plans/mine', overHttp(app).bearer(token));
  if (res.statusCode !== 200) throw new Error(`plans/mine: ${res.statusCode} ${res.body}`);
  return myPlansResponseSchema.parse(res.json());
}
