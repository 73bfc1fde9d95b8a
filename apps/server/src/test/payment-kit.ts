import { afterAll, beforeAll } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createBookingResponseSchema, paymentResponseSchema } from '@solace/shared';
import type { FastifyInstance } from 'fastify';
import { outboxMails, paymentEvents, payments } from '../db/schema';
import type { PaymentsDeps } from '../features/payments/payments-deps';
import { createPaymentProvider } from '../features/payments/providers/create-payment-provider';
import { overHttp } from './http-client';
import { startRazorpayStandIn, type RazorpayStandIn } from './payment-stand-ins/razorpay-stand-in';
import { startStripeStandIn, type StripeStandIn } from './payment-stand-ins/stripe-stand-in';
import type { WebhookOutbox } from './payment-stand-ins/webhook-outbox';
import { baseUrlOf } from './sockets';
import { useTestApp } from './test-app';

/**
 * A real app on a free port with a payment provider's stand-in (issue 26): the app's
 * configuration points at the stand-in's API, and the stand-in's webhooks at the app. One face
 * for both providers, so each test runs against Razorpay's and Stripe's protocols alike.
 */
export type PaidProvider = 'razorpay' | 'stripe';

const RAZORPAY_KEYS = {
  keyId: 'rzp_test_StandIn0001',
  keySecret: 'razorpay-key-secret-for-tests',
  webhookSecret: 'razorpay-webhook-secret-for-tests',
};
const STRIPE_KEYS = { secretKey: 'sk_test_StandIn0001', webhookSecret: 'whsec_StandInSecret0001' };

/** What a test does at the provider, the same way for both. */
export interface ProviderDriver {
  webhooks: WebhookOutbox;
  /** The event type that says "paid" (`payment.captured`, `checkout.session.completed`). */
  paidEvent: string;
  /** The client pays at checkout: the provider raises its webhook; what the browser brings back. */
  pay(providerOrderId: string): Promise<Record<string, string>>;
  /** The payment will not come: a declined payment (Razorpay), an expired session (Stripe). */
  fail(providerOrderId: string): Promise<void>;
  /** Checkouts opened, and refunds asked for (provider payment id, amount, idempotency key). */
  checkoutsOpened(): number;
  refunds(): { providerPaymentId: string; amount: number; key: string | null }[];
  /** Refund calls the provider answered (made, repeated or refused), outages aside. */
  refundCalls(): number;
  /** Someone refunds a payment in full at the provider's dashboard (not through the API). */
  refundFromDashboard(providerPaymentId: string): Promise<void>;
  /** An outage at the provider (every API call answered with a 5xx) from now on, or its end. */
  outage(on: boolean): void;
  /** Whether the checkout is still open (Stripe's session; Razorpay's orders cannot close). */
  checkoutOpen(providerOrderId: string): boolean;
  /**
   * A payment already under way when the checkout closed still completes: the stand-in's
   * Stripe session is made payable again (Razorpay's orders never close).
   */
  paymentUnderWay(providerOrderId: string): void;
  /** Refunds asked for from now on stay pending until `settleRefund` (else final at once). */
  refundsStayPending(pending: boolean): void;
  /** A pending refund ends at the provider, which raises its webhook. */
  settleRefund(providerRefundId: string, outcome: 'processed' | 'failed'): Promise<void>;
  /** The event type that says a refund ended (`refund.processed`, `refund.updated`). */
  refundSettledEvent: string;
  /** The provider's refund ids, in the order asked. */
  refundIds(): string[];
}

function razorpayDriver(standIn: RazorpayStandIn): ProviderDriver {
  return {
    webhooks: standIn.webhooks,
    paidEvent: 'payment.captured',
    pay: async (orderId) => (await standIn.pay(orderId)).handlerResponse,
    fail: async (orderId) => void (await standIn.failPayment(orderId)),
    checkoutsOpened: () => standIn.orders.size,
    refunds: () =>
      standIn.refunds
        .filter((r) => !r.fromDashboard)
        .map((r) => ({
          providerPaymentId: r.refund.payment_id,
          amount: r.refund.amount,
          key: r.idempotencyKey,
        })),
    refundCalls: () => standIn.refundCalls(),
    refundFromDashboard: async (paymentId) => void (await standIn.refundFromDashboard(paymentId)),
    outage: (on) => standIn.outage(on),
    checkoutOpen: () => true,
    paymentUnderWay: () => {},
    refundsStayPending: (pending) => standIn.refundsBecome(pending ? 'pending' : 'processed'),
    settleRefund: (id, outcome) => standIn.settleRefund(id, outcome),
    refundSettledEvent: 'refund.processed',
    refundIds: () => standIn.refunds.filter((r) => !r.fromDashboard).map((r) => r.refund.id),
  };
}

function stripeDriver(standIn: StripeStandIn): ProviderDriver {
  return {
    webhooks: standIn.webhooks,
    paidEvent: 'checkout.session.completed',
    pay: async (sessionId) => {
      const successUrl = await standIn.pay(sessionId);
      return { session_id: new URL(successUrl).searchParams.get('session_id')! };
    },
    fail: async (sessionId) => void (await standIn.expire(sessionId)),
    checkoutsOpened: () => standIn.sessions.size,
    refunds: () =>
      standIn.refunds
        .filter((r) => !r.fromDashboard)
        .map((r) => ({
          providerPaymentId: r.refund.payment_intent,
          amount: r.refund.amount,
          key: r.idempotencyKey,
        })),
    refundCalls: () => standIn.refundCalls(),
    refundFromDashboard: async (paymentIntent) =>
      void (await standIn.refundFromDashboard(paymentIntent)),
    outage: (on) => standIn.outage(on),
    checkoutOpen: (sessionId) => standIn.sessions.get(sessionId)?.status === 'open',
    paymentUnderWay: (sessionId) => {
      standIn.sessions.get(sessionId)!.status = 'open';
    },
    refundsStayPending: (pending) => standIn.refundsBecome(pending ? 'pending' : 'succeeded'),
    settleRefund: (id, outcome) =>
      standIn.settleRefund(id, outcome === 'processed' ? 'succeeded' : 'failed'),
    refundSettledEvent: 'refund.updated',
    refundIds: () => standIn.refunds.filter((r) => !r.fromDashboard).map((r) => r.refund.id),
  };
}

/** The app with `provider`'s stand-in, SMTP captured, listening on a free port. */
export function usePaidApp(provider: PaidProvider, env: Record<string, string> = {}) {
  const kit = {} as { driver: ProviderDriver; close: () => Promise<void> };
  beforeAll(async () => {
    if (provider === 'razorpay') {
      const standIn = await startRazorpayStandIn(RAZORPAY_KEYS);
      kit.driver = razorpayDriver(standIn);
      kit.close = standIn.close;
      Object.assign(env, {
        PAYMENTS_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
        RAZORPAY_API_URL: standIn.url,
        RAZORPAY_CHECKOUT_SCRIPT_URL: standIn.checkoutScriptUrl,
        ...env,
      });
    } else {
      const standIn = await startStripeStandIn(STRIPE_KEYS);
      kit.driver = stripeDriver(standIn);
      kit.close = standIn.close;
      Object.assign(env, {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
        STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
        STRIPE_API_URL: standIn.url,
        ...env,
      });
    }
  });
  const ctx = useTestApp({ smtp: true, env: () => env });
  beforeAll(async () => {
    kit.driver.webhooks.target = `${await baseUrlOf(ctx.app)}/api/payments/webhooks/${provider}`;
  });
  afterAll(() => kit.close?.());
  return { ctx, kit, driver: () => kit.driver };
}

/** The payments feature's own parts on a test app, for its jobs (hold expiry, refunds). */
export function paymentsOf(app: FastifyInstance): PaymentsDeps {
  return {
    ctx: app.ctx,
    provider: createPaymentProvider(app.ctx.config.payments, app.ctx.config.publicUrl),
  };
}

/** Books over real HTTP; the answer's status and, when 200, the booking and its payment. */
export async function bookOverHttp(
  app: FastifyInstance,
  token: string,
  body: { slotId: string; doctorId: string },
) {
  const res = await overHttp(app).post('/api/bookings/create', body, token);
  return {
    res,
    answer: res.statusCode === 200 ? createBookingResponseSchema.parse(res.json()) : undefined,
  };
}

/** The payment as its payer reads it (GET /api/payments/{id}). */
export async function paymentOf(app: FastifyInstance, token: string, paymentId: string) {
  const res = await overHttp(app).get(`/api/payments/${paymentId}`, {
    authorization: `Bearer ${token}`,
  });
  return paymentResponseSchema.parse(res.json());
}

/** Every mail written to the outbox (sent or not; a sent one keeps no content to read). */
export async function mailsQueued(app: FastifyInstance): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(outboxMails);
  return Number(row!.n);
}

/** The provider events recorded for a payment. */
export async function eventsOf(app: FastifyInstance, paymentId: string): Promise<number> {
  const [row] = await app.ctx.db
    .select({ n: count() })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId));
  return Number(row!.n);
}

/** The payment row as stored. */
export async function storedPayment(app: FastifyInstance, paymentId: string) {
  const [row] = await app.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}
