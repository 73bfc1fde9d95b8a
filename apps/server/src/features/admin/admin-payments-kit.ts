import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { payments, planPurchases } from '../../db/schema';
import { bookOverHttp, storedPayment, type ProviderDriver } from '../../test/payment-kit';
import { addFreeSlot } from '../../test/people';

/** What the console's payment tests share: real payments through a stand-in, and made rows. */

/**
 * A session booked with a paid therapist and paid at the provider's stand-in (its webhook
 * applied): the stored payment.
 */
export async function paySession(
  app: FastifyInstance,
  driver: ProviderDriver,
  client: { token: string },
  therapist: { token: string; user: { id: string } },
  hoursAhead = 48,
) {
  const slotId = await addFreeSlot(app, therapist.token, hoursAhead);
  const { res, answer } = await bookOverHttp(app, client.token, {
    slotId,
    doctorId: therapist.user.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  await driver.pay(answer!.payment!.checkout.providerOrderId);
  await driver.webhooks.settled();
  const paid = await storedPayment(app, answer!.payment!.id);
  expect(paid.status).toBe('paid');
  return paid;
}

type NewPayment = typeof payments.$inferInsert;

/** A payment row as the books keep it, made directly (a plan, or a list's many rows). */
export async function madePayment(app: FastifyInstance, row: Partial<NewPayment> = {}) {
  const [made] = await app.ctx.db
    .insert(payments)
    .values({
      payerName: 'Made Payer',
      payerEmail: 'made.payer@example.com',
      kind: 'session',
      provider: 'test',
      providerOrderId: `test_order_${randomBytes(8).toString('hex')}`,
      amountMinor: 100_000,
      currency: 'INR',
      description: 'A session',
      ...row,
    })
    .returning();
  return made!;
}

/** A paid plan and the credits it gave `userId`. */
export async function madePlanPurchase(
  app: FastifyInstance,
  user: { id: string; name: string; email: string },
  at: Date,
  plan = { id: 'weekly', sessions: 4, days: 7, priceMinor: 140_000 },
) {
  const payment = await madePayment(app, {
    userId: user.id,
    payerName: user.name,
    payerEmail: user.email,
    kind: 'plan',
    planId: plan.id,
    amountMinor: plan.priceMinor,
    taxMinor: 0,
    status: 'paid',
    paidAt: at,
    receiptNumber: `SOL-PLAN-${randomBytes(4).toString('hex')}`,
    description: `Plan ${plan.id}`,
  });
  const [purchase] = await app.ctx.db
    .insert(planPurchases)
    .values({
      userId: user.id,
      planId: plan.id,
      paymentId: payment.id,
      sessionsTotal: plan.sessions,
      sessionsLeft: plan.sessions - 1,
      startsAt: at,
      expiresAt: new Date(at.getTime() + plan.days * 86_400_000),
    })
    .returning();
  return { payment, purchase: purchase! };
}

/** A CSV text parsed back (RFC 4180: quoted fields, doubled quotes, CRLF), BOM removed. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}
