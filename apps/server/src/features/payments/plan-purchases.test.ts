import http from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { payments, plans } from '../../db/schema';
import { demoPatient } from '../../db/seed-data';
import { createAdminWithSession } from '../../fixtures';
import { api } from '../../test/api-helpers';
import { overHttp } from '../../test/http-client';
import {
  eventsOf,
  paymentOf,
  paymentsOf,
  storedPayment,
  usePaidApp,
  type PaidProvider,
} from '../../test/payment-kit';
import { myPlansOverHttp, purchaseOverHttp, purchasesOf } from '../../test/plan-kit';
import { signInDemoPeople } from '../../test/people';
import { baseUrlOf } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { expireAbandonedPlanCheckouts } from './hold-expiry.service';

const DAY_MS = 24 * 60 * 60_000;
/** The seeded Weekly plan: ₹1,400 for four sessions valid seven days. */
const WEEKLY = { id: 'weekly', priceMinor: 140_000, sessions: 4, days: 7 };

describe.each<PaidProvider>(['razorpay', 'stripe'])('buying a plan through %s', (provider) => {
  const { ctx, driver } = usePaidApp(provider, { TAX_RATE: '18' });
  const app = () => ctx.app;

  it('opens checkout for the plan, and the signed webhook gives its credits once', async () => {
    const { patient } = await signInDemoPeople(app());
    const opened = driver().checkoutsOpened();
    const { res, answer } = await purchaseOverHttp(app(), patient.token, WEEKLY.id);
    expect(res.statusCode, res.body).toBe(201);
    const payment = answer!.payment;
    expect(payment).toMatchObject({
      status: 'created',
      amountMinor: WEEKLY.priceMinor,
      currency: 'INR',
    });
    expect(payment.checkout.kind).toBe(provider === 'razorpay' ? 'script' : 'redirect');
    expect(driver().checkoutsOpened() - opened).toBe(1);
    expect(await storedPayment(app(), payment.id)).toMatchObject({
      kind: 'plan',
      planId: WEEKLY.id,
      bookingId: null,
      payerName: patient.user.name,
      payerEmail: demoPatient.email,
      description: 'Weekly plan: 4 sessions, valid 7 days',
      taxMinor: 21_356,
    });
    expect(await myPlansOverHttp(app(), patient.token)).toEqual([]);

    driver().webhooks.hold();
    await driver().pay(payment.checkout.providerOrderId);
    const [delivery] = await driver().webhooks.release();
    expect(delivery!.status).toBe(200);
    const paid = await paymentOf(app(), patient.token, payment.id);
    expect(paid.status).toBe('paid');
    const paidAt = new Date(paid.paidAt!);
    const [purchase, ...more] = await purchasesOf(app(), patient.user.id);
    expect(more).toEqual([]);
    expect(purchase).toMatchObject({
      planId: WEEKLY.id,
      paymentId: payment.id,
      sessionsTotal: WEEKLY.sessions,
      sessionsLeft: WEEKLY.sessions,
      startsAt: paidAt,
      expiresAt: new Date(paidAt.getTime() + WEEKLY.days * DAY_MS),
    });

    // The provider's retry of the same event, and the same body under a new id: nothing more.
    const event = driver().webhooks.last(driver().paidEvent);
    expect((await driver().webhooks.deliver(event)).status).toBe(200);
    expect(await eventsOf(app(), payment.id)).toBe(1);
    expect((await driver().webhooks.deliver({ ...event, id: 'evt_PlanReplay01' })).status).toBe(
      200,
    );
    expect(await purchasesOf(app(), patient.user.id)).toHaveLength(1);

    const mine = await myPlansOverHttp(app(), patient.token);
    expect(mine).toEqual([
      {
        id: purchase!.id,
        planId: WEEKLY.id,
        planName: 'Weekly',
        sessionsTotal: WEEKLY.sessions,
        sessionsLeft: WEEKLY.sessions,
        startsAt: paidAt.toISOString(),
        expiresAt: new Date(paidAt.getTime() + WEEKLY.days * DAY_MS).toISOString(),
        expired: false,
        paymentId: payment.id,
        receiptNumber: paid.receiptNumber,
        refunded: false,
      },
    ]);
    expect(paid.receiptNumber).toMatch(/^SOL-\d{4}-\d{6}$/);
    ctx.clock.advance(WEEKLY.days * DAY_MS + 1);
    const later = await api(app()).login(); // the week outlived the session
    expect((await myPlansOverHttp(app(), later.token))[0]!.expired).toBe(true);
  });

  it('expires a plan checkout nobody paid within its time, once; a payment that still comes gives the plan', async () => {
    const { patient } = await signInDemoPeople(app());
    const { answer } = await purchaseOverHttp(app(), patient.token, WEEKLY.id);
    const payment = answer!.payment;
    const sweep = () => expireAbandonedPlanCheckouts(paymentsOf(app()));
    // Still within its 30 minutes: left open.
    ctx.clock.advance(29 * 60_000);
    expect(await sweep()).toBe(0);
    ctx.clock.advance(2 * 60_000);
    expect(await sweep()).toBe(1);
    expect((await storedPayment(app(), payment.id)).status).toBe('expired');
    expect(await sweep()).toBe(0);
    if (provider === 'razorpay') {
      // Razorpay cannot close an order: a client who pays it late still gets what they paid for.
      await driver().pay(payment.checkout.providerOrderId);
      await driver().webhooks.settled();
      expect((await storedPayment(app(), payment.id)).status).toBe('paid');
      expect(await purchasesOf(app(), patient.user.id)).toHaveLength(1);
    }
  });

  it('gives one purchase when the browser returns while the webhook arrives', async () => {
    const { patient } = await signInDemoPeople(app());
    const { answer } = await purchaseOverHttp(app(), patient.token, WEEKLY.id);
    const payment = answer!.payment;
    driver().webhooks.hold();
    const returned = await driver().pay(payment.checkout.providerOrderId);
    const [verified, deliveries] = await Promise.all([
      overHttp(app()).post(`/api/payments/${payment.id}/verify-return`, returned, patient.token),
      driver().webhooks.release(),
    ]);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'paid', bookingId: null });
    expect(deliveries.map((d) => d.status)).toEqual([200]);
    const purchases = await purchasesOf(app(), patient.user.id);
    expect(purchases.map((p) => p.sessionsLeft)).toEqual([WEEKLY.sessions]);
  });

  it('gives two plans, not one and not three, for a plan bought twice at once', async () => {
    const { patient } = await signInDemoPeople(app());
    const bought = await Promise.all([
      purchaseOverHttp(app(), patient.token, WEEKLY.id),
      purchaseOverHttp(app(), patient.token, WEEKLY.id),
    ]);
    expect(bought.map(({ res }) => res.statusCode)).toEqual([201, 201]);
    const [one, two] = bought.map(({ answer }) => answer!.payment);
    expect(one!.id).not.toBe(two!.id);
    // Both paid at once, and each paid event delivered again.
    driver().webhooks.hold();
    await Promise.all([one, two].map((p) => driver().pay(p!.checkout.providerOrderId)));
    const deliveries = await driver().webhooks.release();
    expect(deliveries.map((d) => d.status)).toEqual([200, 200]);
    const paidEvents = driver().webhooks.events.filter((e) => e.type === driver().paidEvent);
    for (const event of paidEvents.slice(-2)) {
      expect((await driver().webhooks.deliver(event)).status).toBe(200);
    }
    const ids = [one!.id, two!.id];
    const purchases = (await purchasesOf(app(), patient.user.id)).filter((p) =>
      ids.includes(p.paymentId),
    );
    expect(purchases.map((p) => p.paymentId).sort()).toEqual(ids.sort());
    expect(purchases.map((p) => p.sessionsLeft)).toEqual([WEEKLY.sessions, WEEKLY.sessions]);
  });

  it('gives the terms the client paid for, even when the plan is changed before the payment arrives', async () => {
    const { patient } = await signInDemoPeople(app());
    const { answer } = await purchaseOverHttp(app(), patient.token, WEEKLY.id);
    const payment = answer!.payment;
    const db = app().ctx.db;
    const [before] = await db.select().from(plans).where(eq(plans.id, WEEKLY.id));
    // The administrator halves the plan while the client is at checkout.
    await db
      .update(plans)
      .set({ sessionsIncluded: 2, validityDays: 3 })
      .where(eq(plans.id, WEEKLY.id));
    try {
      await driver().pay(payment.checkout.providerOrderId);
      const paid = await paymentOf(app(), patient.token, payment.id);
      expect(paid.status).toBe('paid');
      const paidAt = new Date(paid.paidAt!);
      const bought = (await purchasesOf(app(), patient.user.id)).find(
        (p) => p.paymentId === payment.id,
      );
      expect(bought).toMatchObject({
        sessionsTotal: WEEKLY.sessions,
        expiresAt: new Date(paidAt.getTime() + WEEKLY.days * DAY_MS),
      });
    } finally {
      await db
        .update(plans)
        .set({ sessionsIncluded: before!.sessionsIncluded, validityDays: before!.validityDays })
        .where(eq(plans.id, WEEKLY.id));
    }
  });

  it('refuses a plan off sale or unknown, and anyone but a client', async () => {
    const { patient, doctor } = await signInDemoPeople(app());
    await app().ctx.db.update(plans).set({ onSale: false }).where(eq(plans.id, 'monthly'));
    const offSale = await purchaseOverHttp(app(), patient.token, 'monthly');
    expect(offSale.res.statusCode).toBe(409);
    expect(offSale.res.json()).toMatchObject({
      code: 'PLAN_NOT_ON_SALE',
      message: messages.credits.notOnSale,
    });
    const unknown = await purchaseOverHttp(app(), patient.token, 'no-such-plan');
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.res.json()).toMatchObject({ code: 'PLAN_NOT_FOUND' });
    const admin = await createAdminWithSession(app().ctx, {
      name: 'Plan Admin',
      email: 'plan.admin@example.com',
    });
    for (const token of [doctor.token, admin.token]) {
      const refused = await purchaseOverHttp(app(), token, WEEKLY.id);
      expect(refused.res.statusCode).toBe(403);
      expect(refused.res.json()).toMatchObject({ message: messages.credits.onlyClientsBuy });
    }
    expect((await purchaseOverHttp(app(), '', WEEKLY.id)).res.statusCode).toBe(401);
    expect(await app().ctx.db.select().from(payments)).toEqual([]);
  });
});

describe('buying a plan without a payment provider', () => {
  const ctx = useTestApp();

  it('tells the client to arrange payment with the practice, and writes nothing', async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    const { res } = await purchaseOverHttp(ctx.app, patient.token, WEEKLY.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: messages.credits.noOnlinePayment,
    });
    expect(await ctx.app.ctx.db.select().from(payments)).toEqual([]);
  });
});

describe('buying a plan when the provider cannot be reached', () => {
  const ctx = useTestApp({
    env: {
      PAYMENTS_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_Unreachable1',
      RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
      // Nothing listens on port 9 (discard) of the loopback: the call fails at once.
      RAZORPAY_API_URL: 'http://127.0.0.1:9',
    },
  });

  it('answers 502 and the payment ends as failed', async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    const { res } = await purchaseOverHttp(ctx.app, patient.token, WEEKLY.id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'CHECKOUT_UNAVAILABLE',
      message: messages.credits.checkoutUnavailable,
    });
    const rows = await ctx.app.ctx.db.select().from(payments);
    expect(rows.map((p) => [p.kind, p.status])).toEqual([['plan', 'failed']]);
  });
});

/** Posts the test checkout's form as a browser does; the status it answers. */
async function postForm(url: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('buying a plan at the built-in test checkout', () => {
  const ctx = useTestApp({ env: { PAYMENTS_PROVIDER: 'test' } });

  it("Pay gives the plan's credits, once", async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    const { answer } = await purchaseOverHttp(ctx.app, patient.token, WEEKLY.id);
    const checkout = answer!.payment.checkout;
    if (checkout.kind !== 'redirect') throw new Error('the test checkout is a page');
    const pagePath = new URL(checkout.url).pathname;
    const page = await overHttp(ctx.app).get(pagePath);
    expect(page.body).toContain('Weekly plan: 4 sessions, valid 7 days');
    const token = /name="token" value="([0-9a-f]+)"/.exec(page.body)![1]!;
    const formUrl = `${await baseUrlOf(ctx.app)}${pagePath}/pay`;
    expect(await postForm(formUrl, { token })).toBe(303);
    expect(await postForm(formUrl, { token })).toBe(303);
    const purchases = await purchasesOf(ctx.app, patient.user.id);
    expect(purchases.map((p) => [p.planId, p.sessionsLeft])).toEqual([[WEEKLY.id, 4]]);
    expect((await storedPayment(ctx.app, answer!.payment.id)).status).toBe('paid');
  });
});
