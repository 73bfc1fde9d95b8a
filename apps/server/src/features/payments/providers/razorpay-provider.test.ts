import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '../../../test/payment-stand-ins/razorpay-stand-in';
import { startWebhookReceiver } from '../../../test/payment-stand-ins/webhook-receiver';
import { PaymentProviderError, type CheckoutRequest } from './payment-provider';
import { RazorpayProvider } from './razorpay-provider';

const KEYS = {
  keyId: 'rzp_test_StandInKey01',
  keySecret: 'stand-in-key-secret',
  webhookSecret: 'stand-in-webhook-secret',
};

let standIn: RazorpayStandIn;
let provider: RazorpayProvider;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

const settings = (url: string, overrides: Partial<typeof KEYS> = {}) => ({
  ...KEYS,
  ...overrides,
  apiUrl: url,
  checkoutScriptUrl: `${url}/v1/checkout.js`,
});

function checkoutFor(paymentId: string, amountMinor = 40_000): CheckoutRequest {
  return {
    paymentId,
    amountMinor,
    currency: 'INR',
    description: 'Session with Dr Rao',
    customer: { name: 'Asha Client', email: 'asha@example.org', phone: '+919800000001' },
    returnUrl: 'http://app.test/appointments',
    cancelUrl: 'http://app.test/therapists',
    expiresAt: new Date(Date.now() + 15 * 60_000),
  };
}

/** An order paid through the stand-in's checkout, as the browser's handler receives it. */
async function paidOrder(paymentId: string, amountMinor?: number) {
  const checkout = await provider.createCheckout(checkoutFor(paymentId, amountMinor));
  const { handlerResponse, payment } = await standIn.pay(checkout.providerOrderId);
  return { checkout, handlerResponse, payment };
}

beforeAll(async () => {
  standIn = await startRazorpayStandIn(KEYS);
  provider = new RazorpayProvider(settings(standIn.url), 'Solace Practice');
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

describe('Razorpay checkout', () => {
  it('creates an order in paise with our payment id as the receipt, and Checkout.js options', async () => {
    const checkout = await provider.createCheckout(checkoutFor('pay-single-1', 40_000));

    const order = standIn.orders.get(checkout.providerOrderId);
    expect(order).toMatchObject({
      amount: 40_000,
      currency: 'INR',
      receipt: 'pay-single-1',
      notes: { payment_id: 'pay-single-1' },
      status: 'created',
    });
    expect(checkout).toMatchObject({
      kind: 'script',
      scriptUrl: standIn.checkoutScriptUrl,
      options: {
        key: KEYS.keyId,
        order_id: checkout.providerOrderId,
        amount: 40_000,
        currency: 'INR',
        name: 'Solace Practice',
        description: 'Session with Dr Rao',
        prefill: { name: 'Asha Client', email: 'asha@example.org', contact: '+919800000001' },
      },
    });
    // The checkout closes itself when the hold ends, about 15 minutes from now.
    const timeout = checkout.kind === 'script' ? checkout.options.timeout : 0;
    expect(timeout).toBeGreaterThan(14 * 60);
    expect(timeout).toBeLessThanOrEqual(15 * 60);
  });

  it('is refused by Razorpay with a wrong key secret (Basic auth is checked)', async () => {
    const wrong = new RazorpayProvider(settings(standIn.url, { keySecret: 'not-the-secret' }), 'X');
    const attempt = wrong.createCheckout(checkoutFor('pay-wrong-key'));
    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(attempt).rejects.toMatchObject({ status: 401 });
  });

  it('serves a checkout.js whose Pay asks the stand-in for a payment the adapter accepts', async () => {
    const script = await fetch(standIn.checkoutScriptUrl);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window.Razorpay = Razorpay');

    // What the script's Pay button sends: the public key id and the order, no secret.
    const checkout = await provider.createCheckout(checkoutFor('pay-script'));
    const pay = await fetch(`${standIn.url}/v1/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ key: KEYS.keyId, order_id: checkout.providerOrderId }),
    });
    const handlerResponse = (await pay.json()) as Record<string, string>;
    expect(await provider.verifyReturn(handlerResponse)).toMatchObject({
      providerOrderId: checkout.providerOrderId,
      amountMinor: 40_000,
    });
  });
});

describe('Razorpay return from checkout', () => {
  it("accepts the handler's signature and takes the amount from the Payments API", async () => {
    const { checkout, handlerResponse, payment } = await paidOrder('pay-return-1', 140_000);

    expect(await provider.verifyReturn(handlerResponse)).toEqual({
      providerOrderId: checkout.providerOrderId,
      providerPaymentId: payment.id,
      amountMinor: 140_000,
      currency: 'INR',
    });
  });

  it('refuses a forged signature, a payment of another order, and missing fields', async () => {
    const { handlerResponse } = await paidOrder('pay-return-2');
    const other = await paidOrder('pay-return-3');

    const flipped = handlerResponse.razorpay_signature.replace(/^./, (c) =>
      c === '0' ? '1' : '0',
    );
    expect(await provider.verifyReturn({ ...handlerResponse, razorpay_signature: flipped })).toBe(
      null,
    );
    // A genuine payment id paired with another order: the signature no longer holds.
    expect(
      await provider.verifyReturn({
        ...handlerResponse,
        razorpay_payment_id: other.handlerResponse.razorpay_payment_id,
      }),
    ).toBe(null);
    const { razorpay_signature: _dropped, ...unsigned } = handlerResponse;
    expect(await provider.verifyReturn(unsigned)).toBe(null);
  });

  it('refuses a signed pair whose payment failed', async () => {
    const checkout = await provider.createCheckout(checkoutFor('pay-return-failed'));
    const failed = await standIn.failPayment(checkout.providerOrderId);
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', KEYS.keySecret)
      .update(`${checkout.providerOrderId}|${failed.id}`)
      .digest('hex');
    const params = {
      razorpay_order_id: checkout.providerOrderId,
      razorpay_payment_id: failed.id,
      razorpay_signature: signature,
    };
    expect(await provider.verifyReturn(params)).toBe(null);
  });
});

describe('Razorpay webhooks', () => {
  it('reads a genuine payment.captured with its event id, order, payment and amount', async () => {
    const { checkout, payment } = await paidOrder('pay-hook-1', 49_900);

    const sent = standIn.webhooks.last('payment.captured');
    expect(standIn.webhooks.deliveries.at(-1)).toMatchObject({ eventId: sent.id, status: 200 });
    expect(receiver.events()).toEqual([
      {
        eventId: sent.id,
        type: 'payment.captured',
        providerOrderId: checkout.providerOrderId,
        providerPaymentId: payment.id,
        amountMinor: 49_900,
        currency: 'INR',
        providerRefundId: null,
      },
    ]);
  });

  it('refuses a forged and an unsigned delivery', async () => {
    await paidOrder('pay-hook-2');
    const sent = standIn.webhooks.last('payment.captured');
    receiver.received.length = 0;

    expect((await standIn.webhooks.deliver(sent, 'forged')).status).toBe(400);
    expect((await standIn.webhooks.deliver(sent, 'unsigned')).status).toBe(400);
    expect(receiver.received).toEqual([
      { refused: 'razorpay webhook refused: X-Razorpay-Signature does not match' },
      { refused: 'razorpay webhook refused: no X-Razorpay-Signature' },
    ]);
  });

  it('reads a delivery sent twice as the same event, and held ones late and in reverse', async () => {
    await paidOrder('pay-hook-3');
    const first = standIn.webhooks.last('payment.captured');
    await standIn.webhooks.deliverTwice(first);

    standIn.webhooks.hold();
    const late = await paidOrder('pay-hook-4');
    const failed = await standIn.failPayment(
      (await provider.createCheckout(checkoutFor('pay-hook-5'))).providerOrderId,
    );
    expect(standIn.webhooks.held().map((e) => e.type)).toEqual([
      'payment.captured',
      'payment.failed',
    ]);
    await standIn.webhooks.release('reverse');

    const events = receiver.events();
    expect(events.map((e) => [e.type, e.providerPaymentId])).toEqual([
      ['payment.captured', expect.any(String)],
      ['payment.captured', expect.any(String)],
      ['payment.captured', expect.any(String)],
      // A declined attempt ends nothing: the same order can still be paid (Checkout.js's retry).
      ['ignored', failed.id],
      ['payment.captured', late.payment.id],
    ]);
    expect(events[1]!.eventId).toBe(first.id);
    expect(events[2]!.eventId).toBe(first.id);
  });

  it('reads refund.processed and refund.failed with the refund and payment ids', async () => {
    const { payment } = await paidOrder('pay-hook-refund');
    standIn.refundsBecome('pending');
    const pending = await provider.refund({
      providerPaymentId: payment.id,
      amountMinor: 10_000,
      idempotencyKey: 'refund-pay-hook-refund-1',
    });
    standIn.refundsBecome('processed');
    expect(pending.status).toBe('pending');
    receiver.received.length = 0;

    await standIn.settleRefund(pending.providerRefundId, 'failed');
    await standIn.settleRefund(pending.providerRefundId, 'processed');
    const expected = {
      providerPaymentId: payment.id,
      providerRefundId: pending.providerRefundId,
      amountMinor: 10_000,
      currency: 'INR',
    };
    expect(receiver.events()).toEqual([
      expect.objectContaining({ type: 'refund.failed', ...expected }),
      expect.objectContaining({ type: 'refund.processed', ...expected }),
    ]);
  });
});

describe('Razorpay refunds', () => {
  it('refunds the payment named, the amount asked, with the idempotency key', async () => {
    const { payment } = await paidOrder('pay-refund-1', 40_000);

    const refund = await provider.refund({
      providerPaymentId: payment.id,
      amountMinor: 40_000,
      idempotencyKey: 'refund-pay-refund-1',
    });

    await standIn.webhooks.settled();
    expect(refund.status).toBe('processed');
    expect(standIn.refunds.at(-1)).toMatchObject({
      idempotencyKey: 'refund-pay-refund-1',
      refund: { id: refund.providerRefundId, payment_id: payment.id, amount: 40_000 },
    });
    expect(receiver.events().at(-1)).toMatchObject({
      type: 'refund.processed',
      providerRefundId: refund.providerRefundId,
    });
  });

  it('makes a retried refund once, and refuses more than was paid', async () => {
    const { payment } = await paidOrder('pay-refund-2', 40_000);
    const args = {
      providerPaymentId: payment.id,
      amountMinor: 40_000,
      idempotencyKey: 'refund-pay-refund-2',
    };

    const first = await provider.refund(args);
    const retried = await provider.refund(args);
    expect(retried.providerRefundId).toBe(first.providerRefundId);
    expect(standIn.refunds.filter((r) => r.refund.payment_id === payment.id)).toHaveLength(1);

    const again = provider.refund({
      ...args,
      amountMinor: 100,
      idempotencyKey: 'refund-pay-refund-2b',
    });
    await expect(again).rejects.toMatchObject({ status: 400 });
  });
});
