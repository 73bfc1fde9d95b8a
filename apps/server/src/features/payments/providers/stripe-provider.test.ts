import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import {
  startStripeStandIn,
  type StripeStandIn,
} from '../../../test/payment-stand-ins/stripe-stand-in';
import { startWebhookReceiver } from '../../../test/payment-stand-ins/webhook-receiver';
import { createPaymentProvider } from './create-payment-provider';
import {
  PaymentProviderError,
  type CheckoutRequest,
  type PaymentProvider,
} from './payment-provider';

const SECRET_KEY = 'sk_test_StandInSecretKey01';
const WEBHOOK_SECRET = 'whsec_StandInWebhookSecret01';

let standIn: StripeStandIn;
let provider: PaymentProvider;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

/** The adapter as the server will make it: from the environment, pointed at the stand-in. */
function stripeProvider(secretKey = SECRET_KEY): PaymentProvider {
  const config = loadConfig({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  });
  return createPaymentProvider(config.payments, config.publicUrl)!;
}

function checkoutFor(paymentId: string, holdMinutes = 15, amountMinor = 2_500): CheckoutRequest {
  return {
    paymentId,
    amountMinor,
    currency: 'USD',
    description: 'Session with Dr Rao',
    customer: { name: 'Sam Client', email: 'sam@example.org' },
    returnUrl: 'http://app.test/payments/return?p=1',
    cancelUrl: 'http://app.test/therapists',
    expiresAt: new Date(Date.now() + holdMinutes * 60_000),
  };
}

/** A session paid on the stand-in's hosted page, as a browser pressing Pay would. */
async function paidSession(paymentId: string, amountMinor?: number) {
  const checkout = await provider.createCheckout(checkoutFor(paymentId, 15, amountMinor));
  const location = await standIn.pay(checkout.providerOrderId);
  return { checkout, location, session: standIn.sessions.get(checkout.providerOrderId)! };
}

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  provider = stripeProvider();
  receiver = await startWebhookReceiver(provider);
  standIn.webhooks.target = receiver.url;
});
afterAll(async () => {
  await standIn.close();
  await receiver.close();
});
afterEach(async () => {
  await standIn.webhooks.settled();
  receiver.received.length = 0;
});

describe('Stripe checkout', () => {
  it('creates a session in cents with our payment id, the e-mail and the return URLs', async () => {
    const before = Math.floor(Date.now() / 1000);
    const checkout = await provider.createCheckout(checkoutFor('pay-single-1', 15, 2_500));

    const session = standIn.sessions.get(checkout.providerOrderId)!;
    expect(checkout).toEqual({
      kind: 'redirect',
      providerOrderId: session.id,
      url: `${standIn.url}/pay/${session.id}`,
    });
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 2_500,
      currency: 'usd',
      client_reference_id: 'pay-single-1',
      metadata: { payment_id: 'pay-single-1' },
      customer_email: 'sam@example.org',
      success_url: 'http://app.test/payments/return?p=1&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/therapists',
      line_item_name: 'Session with Dr Rao',
    });
    // A 15-minute hold still gets the 30 minutes Stripe requires; the server expires it.
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 30 * 60);
  });

  it('lets a session live as long as a hold longer than Stripe’s minimum', async () => {
    const request = checkoutFor('pay-long-hold', 120);
    const checkout = await provider.createCheckout(request);
    const expiresAt = standIn.sessions.get(checkout.providerOrderId)!.expires_at;
    expect(expiresAt).toBe(Math.ceil(request.expiresAt.getTime() / 1000));
  });

  it('is refused by Stripe with a wrong secret key (Bearer auth is checked)', async () => {
    const attempt = stripeProvider('sk_test_NotTheKey').createCheckout(
      checkoutFor('pay-wrong-key'),
    );
    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(attempt).rejects.toMatchObject({ status: 401 });
  });

  it('serves a hosted page whose Pay goes to the success URL and Cancel to the cancel URL', async () => {
    const checkout = await provider.createCheckout(checkoutFor('pay-page'));
    if (checkout.kind !== 'redirect') throw new Error('Stripe redirects');

    const page = await (await fetch(checkout.url)).text();
    expect(page).toContain('Session with Dr Rao');
    expect(page).toContain('USD 25.00');
    const cancel = await fetch(`${checkout.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.headers.get('location')).toBe('http://app.test/therapists');
    const pay = await fetch(`${checkout.url}/complete`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(
      `http://app.test/payments/return?p=1&session_id=${checkout.providerOrderId}`,
    );
  });
});

describe('Stripe return from checkout', () => {
  it('confirms a paid session with the PaymentIntent and the amount Stripe holds', async () => {
    const checkout = await provider.createCheckout(checkoutFor('pay-return-1', 15, 9_900));
    expect(await provider.verifyReturn({ session_id: checkout.providerOrderId })).toBe(null);

    const location = await standIn.pay(checkout.providerOrderId);
    const sessionId = new URL(location).searchParams.get('session_id')!;
    expect(await provider.verifyReturn({ session_id: sessionId })).toEqual({
      providerOrderId: checkout.providerOrderId,
      providerPaymentId: standIn.sessions.get(checkout.providerOrderId)!.payment_intent,
      amountMinor: 9_900,
      currency: 'USD',
    });
  });

  it('answers null for a session Stripe does not know and for no session at all', async () => {
    expect(await provider.verifyReturn({ session_id: 'cs_test_Unknown00000001' })).toBe(null);
    expect(await provider.verifyReturn({ session_id: '../v1/refunds' })).toBe(null);
    expect(await provider.verifyReturn({})).toBe(null);
  });
});

describe('Stripe cancelling a checkout', () => {
  it('expires an open session, which then takes no payment and sends checkout.session.expired', async () => {
    const checkout = await provider.createCheckout(checkoutFor('pay-cancel'));

    await provider.cancelCheckout(checkout.providerOrderId);
    await provider.cancelCheckout(checkout.providerOrderId); // already expired: nothing to do

    expect(standIn.sessions.get(checkout.providerOrderId)!.status).toBe('expired');
    await standIn.webhooks.settled();
    expect(receiver.events()).toEqual([
      expect.objectContaining({
        type: 'checkout.expired',
        providerOrderId: checkout.providerOrderId,
      }),
    ]);
    const pay = await fetch(`${standIn.url}/pay/${checkout.providerOrderId}/complete`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(pay.status).toBe(400);
  });
});

describe('Stripe webhooks', () => {
  it('reads checkout.session.completed as payment.captured with the PaymentIntent', async () => {
    const { checkout, session } = await paidSession('pay-hook-1', 4_999);

    const sent = standIn.webhooks.last('checkout.session.completed');
    expect(receiver.events()).toEqual([
      {
        eventId: sent.id,
        type: 'payment.captured',
        providerOrderId: checkout.providerOrderId,
        providerPaymentId: session.payment_intent,
        amountMinor: 4_999,
        currency: 'USD',
        providerRefundId: null,
      },
    ]);
  });

  it('refuses a forged, an unsigned and a stale (past 300 s) delivery', async () => {
    await paidSession('pay-hook-2');
    const sent = standIn.webhooks.last('checkout.session.completed');
    receiver.received.length = 0;

    for (const signing of ['forged', 'unsigned', 'stale'] as const) {
      expect((await standIn.webhooks.deliver(sent, signing)).status).toBe(400);
    }
    expect(receiver.received).toEqual([
      { refused: expect.stringMatching(/No signatures found matching the expected signature/) },
      { refused: 'stripe webhook refused: no Stripe-Signature' },
      { refused: expect.stringMatching(/Timestamp outside the tolerance zone/) },
    ]);
    expect(receiver.events()).toEqual([]);
  });

  it('reads a delivery sent twice as one event id, and held ones late and in reverse', async () => {
    await paidSession('pay-hook-3');
    const first = standIn.webhooks.last('checkout.session.completed');
    await standIn.webhooks.deliverTwice(first);

    standIn.webhooks.hold();
    const paid = await paidSession('pay-hook-4');
    const expired = await provider.createCheckout(checkoutFor('pay-hook-5'));
    await standIn.expire(expired.providerOrderId);
    await standIn.webhooks.release('reverse');

    expect(
      receiver.events().map((e) => [e.eventId === first.id, e.type, e.providerOrderId]),
    ).toEqual([
      [true, 'payment.captured', expect.any(String)],
      [true, 'payment.captured', expect.any(String)],
      [true, 'payment.captured', expect.any(String)],
      [false, 'checkout.expired', expired.providerOrderId],
      [false, 'payment.captured', paid.checkout.providerOrderId],
    ]);
  });
});

describe('Stripe refunds', () => {
  it('refunds the PaymentIntent named, the amount asked, with the idempotency key, once', async () => {
    const { session } = await paidSession('pay-refund-1', 2_500);
    const args = {
      providerPaymentId: session.payment_intent!,
      amountMinor: 2_500,
      idempotencyKey: 'refund-pay-refund-1',
    };

    const refund = await provider.refund(args);
    const retried = await provider.refund(args);

    expect(refund).toEqual({
      providerRefundId: expect.stringMatching(/^re_/),
      status: 'processed',
    });
    expect(retried.providerRefundId).toBe(refund.providerRefundId);
    expect(
      standIn.refunds.filter((r) => r.refund.payment_intent === args.providerPaymentId),
    ).toEqual([
      {
        idempotencyKey: 'refund-pay-refund-1',
        refund: expect.objectContaining({ id: refund.providerRefundId, amount: 2_500 }),
      },
    ]);
    await standIn.webhooks.settled();
    expect(receiver.events().at(-1)).toMatchObject({
      type: 'refund.processed',
      providerPaymentId: args.providerPaymentId,
      providerRefundId: refund.providerRefundId,
      amountMinor: 2_500,
    });
  });

  it('answers pending for a refund that settles later, then reads its refund.updated', async () => {
    const { session } = await paidSession('pay-refund-2', 2_500);
    standIn.refundsBecome('pending');
    const refund = await provider.refund({
      providerPaymentId: session.payment_intent!,
      amountMinor: 1_000,
      idempotencyKey: 'refund-pay-refund-2',
    });
    standIn.refundsBecome('succeeded');
    expect(refund.status).toBe('pending');
    await standIn.webhooks.settled();
    receiver.received.length = 0;

    await standIn.settleRefund(refund.providerRefundId, 'failed');
    expect(receiver.events()).toEqual([
      expect.objectContaining({ type: 'refund.failed', providerRefundId: refund.providerRefundId }),
    ]);
  });

  it('is refused for more than was paid', async () => {
    const { session } = await paidSession('pay-refund-3', 2_500);
    const attempt = provider.refund({
      providerPaymentId: session.payment_intent!,
      amountMinor: 2_501,
      idempotencyKey: 'refund-pay-refund-3',
    });
    await expect(attempt).rejects.toMatchObject({ status: 400 });
  });
});
