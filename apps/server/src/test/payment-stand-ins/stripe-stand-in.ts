import type http from 'node:http';
import { parseStripeForm, type FormValue } from './stripe-form';
import { stripePayPage } from './stripe-pay-page';
import {
  forgedSecret,
  hmacHex,
  providerId,
  readBody,
  redirect,
  sendJson,
  sendText,
  startStandInServer,
} from './stand-in-http';
import { WebhookOutbox, type OutgoingEvent, type Signing } from './webhook-outbox';

/**
 * Stripe's API as documented for what Solace uses (Checkout Sessions, Refunds; Bearer secret
 * key; form-encoded bodies; `Idempotency-Key`; amounts in cents as given), a hosted Checkout
 * page, and webhooks signed with `Stripe-Signature: t=…,v1=…`. Keeps what it was asked.
 */

export interface StripeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  url: string | null;
  livemode: false;
  /** Not in Stripe's session object: the line item's name, kept for the page and assertions. */
  line_item_name: string;
}

export interface StripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed';
  created: number;
  metadata: Record<string, string>;
}

export interface StripeStandInOptions {
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string;
}

/** How old a `stale` signature's timestamp is: past the SDK's 300 s tolerance. */
const STALE_SECONDS = 600;
const seconds = () => Math.floor(Date.now() / 1000);

/** One API answer; `afterwards` runs after it is sent (the webhooks Stripe sends once it answered). */
interface Answer {
  status: number;
  body: unknown;
  afterwards?: () => Promise<unknown>;
}

function invalid(
  status: number,
  message: string,
  param?: string,
  code = status === 404 ? 'resource_missing' : undefined,
): Answer {
  return { status, body: { error: { type: 'invalid_request_error', message, param, code } } };
}

const asObject = (v: FormValue | undefined) =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
const asInteger = (v: FormValue | undefined) =>
  typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined;

export async function startStripeStandIn(options: StripeStandInOptions) {
  const sessions = new Map<string, StripeSession>();
  /** `fromDashboard`: made by someone at Stripe's Dashboard, not asked through the API. */
  const refunds: { refund: StripeRefund; idempotencyKey: string | null; fromDashboard?: true }[] =
    [];
  /** Stripe answers a repeated Idempotency-Key with the first answer. */
  const answered = new Map<string, { status: number; body: unknown }>();
  let newRefundStatus: StripeRefund['status'] = 'succeeded';
  /** While on, the API answers every call with a 5xx (an outage at Stripe). */
  let down = false;
  /** Refund calls answered (made, repeated or refused), outages aside. */
  let refundCalls = 0;

  const webhooks = new WebhookOutbox(
    (event: OutgoingEvent, signing: Signing): Record<string, string> => {
      if (signing === 'unsigned') return {};
      const t = signing === 'stale' ? seconds() - STALE_SECONDS : seconds();
      const secret =
        signing === 'forged' ? forgedSecret(options.webhookSecret) : options.webhookSecret;
      return { 'stripe-signature': `t=${t},v1=${hmacHex(secret, `${t}.${event.body}`)}` };
    },
  );
  webhooks.target = options.webhookUrl ?? null;

  /** An event in Stripe's shape: `{ id: 'evt_…', object: 'event', type, data: { object } }`. */
  function event(type: string, object: unknown): OutgoingEvent {
    const id = providerId('evt_');
    const body = {
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: seconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    return { id, type, body: JSON.stringify(body) };
  }

  function publicSession(session: StripeSession) {
    const { line_item_name: _name, ...rest } = session;
    return rest;
  }

  function sessionOf(id: string): StripeSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`stripe stand-in: no session ${id}`);
    return session;
  }

  /** What Pay on the hosted page does: the session paid, its webhook, the success URL. */
  async function pay(sessionId: string): Promise<string> {
    const session = sessionOf(sessionId);
    if (session.status !== 'open')
      throw new Error(`stripe stand-in: session ${sessionId} is ${session.status}`);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: providerId('pi_'),
      url: null,
    });
    await webhooks.raise(event('checkout.session.completed', publicSession(session)));
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  /** The session's time came: it expires and checkout.session.expired is sent. */
  async function expire(sessionId: string): Promise<StripeSession> {
    const session = sessionOf(sessionId);
    Object.assign(session, { status: 'expired', url: null });
    await webhooks.raise(event('checkout.session.expired', publicSession(session)));
    return session;
  }

  /** A pending refund settles, with refund.updated. */
  async function settleRefund(refundId: string, status: 'succeeded' | 'failed') {
    const recorded = refunds.find((r) => r.refund.id === refundId);
    if (!recorded) throw new Error(`stripe stand-in: no refund ${refundId}`);
    recorded.refund.status = status;
    await webhooks.raise(event('refund.updated', recorded.refund));
  }

  /** What a payment intent's refunds (not failed) gave back so far. */
  const refundedOf = (paymentIntent: string) =>
    refunds
      .filter((r) => r.refund.payment_intent === paymentIntent && r.refund.status !== 'failed')
      .reduce((sum, r) => sum + r.refund.amount, 0);

  /**
   * Someone refunds a paid session's payment at Stripe's Dashboard (in full unless `amount`
   * says): the refund succeeds and refund.created is raised, as for one asked through the API.
   */
  async function refundFromDashboard(paymentIntent: string, amount?: number) {
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session) throw new Error(`stripe stand-in: no payment intent ${paymentIntent}`);
    const refund: StripeRefund = {
      id: providerId('re_'),
      object: 'refund',
      amount: amount ?? session.amount_total - refundedOf(paymentIntent),
      currency: session.currency,
      payment_intent: paymentIntent,
      status: 'succeeded',
      created: seconds(),
      metadata: {},
    };
    refunds.push({ refund, idempotencyKey: null, fromDashboard: true });
    await webhooks.raise(event('refund.created', refund));
    return refund;
  }

  function createSession(form: Record<string, FormValue>): Answer {
    if (form.mode !== 'payment') return invalid(400, 'Only payment mode is served here', 'mode');
    const item = asObject((form.line_items as FormValue[] | undefined)?.[0]);
    const price = asObject(item?.price_data);
    const unitAmount = asInteger(price?.unit_amount);
    const quantity = asInteger(item?.quantity) ?? 1;
    const currency = price?.currency;
    if (unitAmount === undefined || typeof currency !== 'string') {
      return invalid(400, 'line_items[0][price_data] needs unit_amount and currency', 'line_items');
    }
    if (typeof form.success_url !== 'string') {
      return invalid(400, 'Missing required param: success_url.', 'success_url');
    }
    const created = seconds();
    const expiresAt = form.expires_at === undefined ? created + 86_400 : asInteger(form.expires_at);
    // "can be anywhere from 30 minutes to 24 hours after Checkout Session creation"
    if (expiresAt === undefined || expiresAt < created + 1800 || expiresAt > created + 86_400) {
      return invalid(
        400,
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    const id = providerId('cs_test_');
    const session: StripeSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      currency,
      client_reference_id:
        typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
      metadata: (asObject(form.metadata) as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      success_url: form.success_url,
      cancel_url: typeof form.cancel_url === 'string' ? form.cancel_url : null,
      expires_at: expiresAt,
      created,
      url: `${server.url}/pay/${id}`,
      livemode: false,
      line_item_name: String(asObject(price?.product_data)?.name ?? ''),
    };
    sessions.set(id, session);
    return { status: 200, body: publicSession(session) };
  }

  function createRefund(form: Record<string, FormValue>, idempotencyKey: string | null): Answer {
    const paymentIntent = form.payment_intent;
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (typeof paymentIntent !== 'string' || !session) {
      return invalid(400, `No such payment_intent: '${String(paymentIntent)}'`, 'payment_intent');
    }
    const refunded = refundedOf(paymentIntent);
    if (refunded >= session.amount_total) {
      // Stripe's error for a payment refunded in full already (it names the payment's charge).
      const charge = paymentIntent.replace(/^pi_/, 'ch_');
      return invalid(
        400,
        `Charge ${charge} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const amount =
      form.amount === undefined ? session.amount_total - refunded : asInteger(form.amount);
    if (amount === undefined || amount < 1 || amount > session.amount_total - refunded) {
      return invalid(400, 'Refund amount is greater than the unrefunded amount', 'amount');
    }
    const refund: StripeRefund = {
      id: providerId('re_'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: paymentIntent,
      status: newRefundStatus,
      created: seconds(),
      metadata: {},
    };
    refunds.push({ refund, idempotencyKey });
    return {
      status: 200,
      body: refund,
      afterwards: () => webhooks.raise(event('refund.created', refund)),
    };
  }

  /** The API's routes, by method and path. */
  function route(
    method: string,
    path: string,
    form: Record<string, FormValue>,
    key: string | null,
  ): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form, key);
    const match = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (match && !session)
      return invalid(404, `No such checkout.session: '${match[1]}'`, 'session');
    if (session && method === 'GET' && !match![2])
      return { status: 200, body: publicSession(session) };
    if (session && method === 'POST' && match![2]) {
      if (session.status !== 'open') {
        return invalid(400, 'Only Checkout Sessions with a status in [open] can be expired.');
      }
      Object.assign(session, { status: 'expired', url: null });
      const expired = publicSession(session);
      return {
        status: 200,
        body: expired,
        afterwards: () => webhooks.raise(event('checkout.session.expired', expired)),
      };
    }
    return invalid(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** The API: Bearer key, form body, a repeated Idempotency-Key answered as the first time. */
  async function api(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    if (down) {
      // Stripe's answer when it cannot serve a request: nothing ran, so nothing is kept under
      // the Idempotency-Key (the SDK retries it, and so do we later, with the same key).
      return sendJson(res, 503, {
        error: {
          type: 'api_error',
          message: 'Stripe is temporarily unavailable. Please try again later.',
        },
      });
    }
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      const refused = invalid(401, 'Invalid API Key provided');
      return sendJson(res, refused.status, refused.body);
    }
    if (req.method === 'POST' && path === '/v1/refunds') refundCalls += 1;
    const header = req.headers['idempotency-key'];
    const key = typeof header === 'string' && req.method === 'POST' ? header : null;
    const earlier = key ? answered.get(key) : undefined;
    if (earlier) return sendJson(res, earlier.status, earlier.body);
    const form = parseStripeForm((await readBody(req)).toString('utf8'));
    const answer = route(req.method ?? 'GET', path, form, key);
    if (key) answered.set(key, answer);
    sendJson(res, answer.status, answer.body);
    await answer.afterwards?.();
  }

  const server = await startStandInServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const page = /^\/pay\/([\w-]+)(\/complete|\/cancel)?$/.exec(path);
    const session = page ? sessions.get(page[1]!) : undefined;
    if (page && !session) return sendText(res, 404, 'text/plain', 'No such checkout session');
    if (session && req.method === 'GET' && !page![2]) {
      const description = session.line_item_name;
      return sendText(res, 200, 'text/html', stripePayPage({ ...session, description }));
    }
    if (session && req.method === 'POST' && page![2] === '/complete') {
      if (session.status !== 'open')
        return sendText(res, 400, 'text/plain', `Session ${session.status}`);
      return redirect(res, await pay(session.id));
    }
    if (session && req.method === 'POST' && page![2] === '/cancel') {
      return redirect(res, session.cancel_url ?? '/');
    }
    return api(req, res, path);
  });

  return {
    /** `STRIPE_API_URL`. */
    url: server.url,
    sessions,
    refunds,
    webhooks,
    pay,
    expire,
    settleRefund,
    refundFromDashboard,
    /** Refund calls answered (made, repeated or refused), outages aside. */
    refundCalls: () => refundCalls,
    /** An outage at Stripe from now on (every API call answered 503), or its end. */
    outage(on: boolean) {
      down = on;
    },
    /** The status refunds get from now on (`succeeded` unless set). */
    refundsBecome(status: StripeRefund['status']) {
      newRefundStatus = status;
    },
    close: () => server.close(),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
