import type http from 'node:http';
import { razorpayCheckoutScript } from './razorpay-checkout-script';
import {
  forgedSecret,
  hmacHex,
  providerId,
  readBody,
  sendJson,
  sendText,
  startStandInServer,
} from './stand-in-http';
import { WebhookOutbox, type OutgoingEvent, type Signing } from './webhook-outbox';

/**
 * Razorpay's API as documented (Orders, Payments, Refunds; Basic auth with key id and secret;
 * JSON bodies; amounts in paise as given), its Checkout.js, and its signed webhooks. Keeps what
 * it was asked for assertions.
 */

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface RazorpayPaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  method: 'upi';
  amount_refunded: number;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface RazorpayRefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  created_at: number;
}

/** A refund as asked: the entity and the `X-Refund-Idempotency` key it came with. */
export interface RecordedRefund {
  refund: RazorpayRefundEntity;
  idempotencyKey: string | null;
  /** Made by someone at Razorpay's dashboard, not asked through the API. */
  fromDashboard?: true;
}

export interface RazorpayStandInOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go; can be set later (`webhooks.target`). */
  webhookUrl?: string;
}

const seconds = () => Math.floor(Date.now() / 1000);

function bad(res: http.ServerResponse, status: number, description: string, field?: string) {
  sendJson(res, status, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      field,
    },
  });
}

export async function startRazorpayStandIn(options: RazorpayStandInOptions) {
  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPaymentEntity>();
  const refunds: RecordedRefund[] = [];
  /** What status new refunds get: a test makes them pending, then settles them. */
  let newRefundStatus: RazorpayRefundEntity['status'] = 'processed';
  /** While on, the API answers every call with a 5xx (an outage at Razorpay). */
  let down = false;
  /** Refund calls answered (made, repeated or refused), outages aside. */
  let refundCalls = 0;

  const webhooks = new WebhookOutbox((event: OutgoingEvent, signing: Signing) => {
    const secret =
      signing === 'forged' ? forgedSecret(options.webhookSecret) : options.webhookSecret;
    return {
      'x-razorpay-event-id': event.id,
      ...(signing !== 'unsigned' && { 'x-razorpay-signature': hmacHex(secret, event.body) }),
    };
  });
  webhooks.target = options.webhookUrl ?? null;

  /** A webhook body in Razorpay's shape: `{ entity: 'event', event, payload: { … } }`. */
  function event(name: string, payload: Record<string, unknown>): OutgoingEvent {
    const body = {
      entity: 'event',
      account_id: 'acc_StandIn0000001',
      event: name,
      contains: Object.keys(payload),
      payload: Object.fromEntries(
        Object.entries(payload).map(([key, entity]) => [key, { entity }]),
      ),
      created_at: seconds(),
    };
    return { id: providerId('evt_'), type: name, body: JSON.stringify(body) };
  }

  function authorised(req: http.IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    return req.headers.authorization === expected;
  }

  function newPayment(order: RazorpayOrder, status: RazorpayPaymentEntity['status']) {
    const failed = status === 'failed';
    const payment: RazorpayPaymentEntity = {
      id: providerId('pay_'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method: 'upi',
      amount_refunded: 0,
      captured: !failed,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment declined by the stand-in' : null,
      created_at: seconds(),
    };
    payments.set(payment.id, payment);
    return payment;
  }

  /** What paying in the checkout does: a captured payment, its webhook, the handler's fields. */
  async function pay(orderId: string) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`razorpay stand-in: no order ${orderId}`);
    if (order.status === 'paid') throw new Error(`razorpay stand-in: order ${orderId} is paid`);
    const payment = newPayment(order, 'captured');
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    order.attempts += 1;
    await webhooks.raise(event('payment.captured', { payment }));
    return {
      payment,
      handlerResponse: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: hmacHex(options.keySecret, `${order.id}|${payment.id}`),
      },
    };
  }

  /** A declined attempt on the order: a failed payment and its payment.failed webhook. */
  async function failPayment(orderId: string) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`razorpay stand-in: no order ${orderId}`);
    order.attempts += 1;
    order.status = 'attempted';
    const payment = newPayment(order, 'failed');
    await webhooks.raise(event('payment.failed', { payment }));
    return payment;
  }

  /** A pending refund settles: its status changes and refund.processed or refund.failed is raised. */
  async function settleRefund(refundId: string, status: 'processed' | 'failed') {
    const recorded = refunds.find((r) => r.refund.id === refundId);
    if (!recorded) throw new Error(`razorpay stand-in: no refund ${refundId}`);
    recorded.refund.status = status;
    const payment = payments.get(recorded.refund.payment_id);
    // A failed refund's amount goes back to the merchant: the payment may be refunded again.
    if (payment && status === 'failed') payment.amount_refunded -= recorded.refund.amount;
    await webhooks.raise(event(`refund.${status}`, { refund: recorded.refund, payment }));
  }

  /**
   * Someone refunds a captured payment at Razorpay's dashboard (in full unless `amount` says):
   * the refund is processed and refund.processed is raised, as for one asked through the API.
   */
  async function refundFromDashboard(paymentId: string, amount?: number) {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`razorpay stand-in: no payment ${paymentId}`);
    const refund: RazorpayRefundEntity = {
      id: providerId('rfnd_'),
      entity: 'refund',
      amount: amount ?? payment.amount - payment.amount_refunded,
      currency: payment.currency,
      payment_id: paymentId,
      status: 'processed',
      speed_processed: 'normal',
      created_at: seconds(),
    };
    payment.amount_refunded += refund.amount;
    refunds.push({ refund, idempotencyKey: null, fromDashboard: true });
    await webhooks.raise(event('refund.processed', { refund, payment }));
    return refund;
  }

  async function createOrder(req: http.IncomingMessage, res: http.ServerResponse) {
    const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<
      string,
      unknown
    >;
    const { amount, currency, receipt, notes } = body;
    if (!Number.isInteger(amount) || (amount as number) < 100) {
      return bad(res, 400, 'The amount must be atleast INR 1.00', 'amount');
    }
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
      return bad(res, 400, 'The currency must be a 3-letter code', 'currency');
    }
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return bad(res, 400, 'The receipt may not be greater than 40 characters.', 'receipt');
    }
    const order: RazorpayOrder = {
      id: providerId('order_'),
      entity: 'order',
      amount: amount as number,
      amount_paid: 0,
      amount_due: amount as number,
      currency,
      receipt: (receipt as string | undefined) ?? null,
      status: 'created',
      attempts: 0,
      notes: (notes as Record<string, string> | undefined) ?? {},
      created_at: seconds(),
    };
    orders.set(order.id, order);
    sendJson(res, 200, order);
  }

  /** `POST /v1/payments/:id/refund`, idempotent on `X-Refund-Idempotency` as documented. */
  async function createRefund(
    paymentId: string,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ) {
    refundCalls += 1;
    const raw = (await readBody(req)).toString('utf8') || '{}';
    const key = req.headers['x-refund-idempotency'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    if (idempotencyKey !== null && !/^[\w-]{10,}$/.test(idempotencyKey)) {
      return bad(res, 400, 'The idempotency key is invalid', 'X-Refund-Idempotency');
    }
    const earlier = refunds.find(
      (r) => idempotencyKey !== null && r.idempotencyKey === idempotencyKey,
    );
    const payment = payments.get(paymentId);
    if (!payment) return bad(res, 400, 'The id provided does not exist', 'id');
    const amount = (JSON.parse(raw) as { amount?: unknown }).amount ?? payment.amount;
    if (earlier) {
      if (earlier.refund.payment_id !== paymentId || earlier.refund.amount !== amount) {
        return bad(
          res,
          400,
          'Different request with the same idempotency key has already been processed.',
        );
      }
      return sendJson(res, 200, earlier.refund);
    }
    if (payment.status !== 'captured') return bad(res, 400, 'The payment has not been captured');
    if (payment.amount_refunded >= payment.amount) {
      return bad(res, 400, 'The payment has been fully refunded already');
    }
    if (!Number.isInteger(amount) || (amount as number) < 100) {
      return bad(res, 400, 'The amount must be atleast INR 1.00', 'amount');
    }
    if ((amount as number) > payment.amount - payment.amount_refunded) {
      return bad(res, 400, 'The refund amount provided is greater than amount captured', 'amount');
    }
    payment.amount_refunded += amount as number;
    const refund: RazorpayRefundEntity = {
      id: providerId('rfnd_'),
      entity: 'refund',
      amount: amount as number,
      currency: payment.currency,
      payment_id: paymentId,
      status: newRefundStatus,
      speed_processed: 'normal',
      created_at: seconds(),
    };
    refunds.push({ refund, idempotencyKey });
    sendJson(res, 200, refund);
    if (refund.status !== 'pending') {
      await webhooks.raise(event(`refund.${refund.status}`, { refund, payment }));
    }
  }

  const server = await startStandInServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (req.method === 'GET' && path === '/v1/checkout.js') {
      return sendText(res, 200, 'text/javascript', razorpayCheckoutScript(server.url));
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
        'access-control-allow-methods': 'POST',
      });
      return void res.end();
    }
    if (req.method === 'POST' && path === '/v1/checkout/pay') {
      // What the checkout sends: the public key id and the order (no secret in a browser).
      const body = JSON.parse((await readBody(req)).toString('utf8')) as Record<string, string>;
      const order = orders.get(body.order_id ?? '');
      if (body.key !== options.keyId || !order) return bad(res, 400, 'Unknown key or order');
      if (order.status === 'paid') return bad(res, 400, 'This order is already paid');
      return sendJson(res, 200, (await pay(order.id)).handlerResponse);
    }
    if (down) {
      // Razorpay's documented answer to a failure on its side.
      return sendJson(res, 500, {
        error: {
          code: 'SERVER_ERROR',
          description: 'The server encountered an error. The incident has been reported to admins.',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
        },
      });
    }
    if (!authorised(req)) return bad(res, 401, 'Authentication failed');
    if (req.method === 'POST' && path === '/v1/orders') return createOrder(req, res);
    const order = /^\/v1\/orders\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && order) {
      const found = orders.get(order[1]!);
      return found
        ? sendJson(res, 200, found)
        : bad(res, 400, 'The id provided does not exist', 'id');
    }
    const payment = /^\/v1\/payments\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && payment) {
      const found = payments.get(payment[1]!);
      return found
        ? sendJson(res, 200, found)
        : bad(res, 400, 'The id provided does not exist', 'id');
    }
    const refund = /^\/v1\/payments\/([\w-]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund) return createRefund(refund[1]!, req, res);
    bad(res, 404, 'The requested URL was not found on the server.');
  });

  return {
    /** The API's base URL: `RAZORPAY_API_URL`. */
    url: server.url,
    /** `RAZORPAY_CHECKOUT_SCRIPT_URL`. */
    checkoutScriptUrl: `${server.url}/v1/checkout.js`,
    orders,
    payments,
    refunds,
    webhooks,
    pay,
    failPayment,
    settleRefund,
    refundFromDashboard,
    /** Refund calls answered (made, repeated or refused), outages aside. */
    refundCalls: () => refundCalls,
    /** An outage at Razorpay from now on (every API call answered 500), or its end. */
    outage(on: boolean) {
      down = on;
    },
    /** The status refunds get from now on (`processed` unless set). */
    refundsBecome(status: RazorpayRefundEntity['status']) {
      newRefundStatus = status;
    },
    close: () => server.close(),
  };
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;
