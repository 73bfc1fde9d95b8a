import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import type { StripeSettings } from './payment-config';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type ConfirmedPayment,
  type PaymentProvider,
  type RefundRequest,
  type RefundStatus,
  type VerifiedEvent,
} from './payment-provider';
import { singleHeader } from './signatures';

/**
 * Stripe through its official SDK (`host`, `port` and `protocol` point it at a stand-in in
 * tests): hosted Checkout Sessions, signed webhooks, refunds.
 */

/** Stripe refuses a session that expires sooner than 30 minutes after it is made. */
const MIN_SESSION_MS = 30 * 60_000;
/** A minute's margin over that minimum, for the time the request takes to reach Stripe. */
const SESSION_MARGIN_MS = 60_000;

function refundStatus(status: string | null): RefundStatus {
  if (status === 'succeeded') return 'processed';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.stripe = new Stripe(settings.secretKey, {
      ...settings.api,
      telemetry: false,
      // The SDK retries network errors itself, with an idempotency key on each POST.
      maxNetworkRetries: 2,
      timeout: 30_000,
    });
  }

  /** Stripe's errors as ours; anything else as it is. */
  private providerError(err: unknown): unknown {
    return err instanceof Stripe.errors.StripeError
      ? new PaymentProviderError(this.name, err.message, err.statusCode ?? null)
      : err;
  }

  /** Runs one SDK call, turning Stripe's errors into ours. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      throw this.providerError(err);
    }
  }

  /**
   * A hosted Checkout Session for one payment. Stripe's `expires_at` must be at least 30
   * minutes away, so a shorter hold gets a session that outlives it: the server then expires
   * the session itself (`cancelCheckout`) when it releases the hold.
   */
  async createCheckout(req: CheckoutRequest): Promise<Checkout> {
    const earliest = this.now().getTime() + MIN_SESSION_MS + SESSION_MARGIN_MS;
    const expiresAt = Math.max(req.expiresAt.getTime(), earliest);
    const separator = req.returnUrl.includes('?') ? '&' : '?';
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: req.currency.toLowerCase(),
              unit_amount: req.amountMinor,
              product_data: { name: req.description },
            },
          },
        ],
        client_reference_id: req.paymentId,
        metadata: { payment_id: req.paymentId },
        payment_intent_data: { metadata: { payment_id: req.paymentId } },
        customer_email: req.customer.email,
        // Stripe fills in {CHECKOUT_SESSION_ID}; it must not be percent-encoded.
        success_url: `${req.returnUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: req.cancelUrl,
        expires_at: Math.ceil(expiresAt / 1000),
      }),
    );
    if (!session.url) throw new PaymentProviderError(this.name, 'session without a URL', null);
    return { kind: 'redirect', providerOrderId: session.id, url: session.url };
  }

  /** Expires an open session, so the client can no longer pay in it (the hold was released). */
  async cancelCheckout(providerOrderId: string): Promise<void> {
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(providerOrderId));
    if (session.status !== 'open') return;
    await this.call(() => this.stripe.checkout.sessions.expire(providerOrderId));
  }

  /** `Stripe-Signature` checked by the SDK, within its default 300 s tolerance. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): VerifiedEvent {
    const signature = singleHeader(headers['stripe-signature']);
    if (!signature) throw new WebhookSignatureError(this.name, 'no Stripe-Signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError(this.name, (err as Error).message);
    }
    const none: VerifiedEvent = {
      eventId: event.id,
      type: 'ignored',
      providerOrderId: null,
      providerPaymentId: null,
      amountMinor: null,
      currency: null,
      providerRefundId: null,
    };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const session = event.data.object;
        const sessionPart = {
          ...none,
          providerOrderId: session.id,
          providerPaymentId: idOf(session.payment_intent),
          amountMinor: session.amount_total,
          currency: session.currency?.toUpperCase() ?? null,
        };
        if (event.type === 'checkout.session.expired') {
          return { ...sessionPart, type: 'checkout.expired' };
        }
        if (event.type === 'checkout.session.async_payment_failed') {
          return { ...sessionPart, type: 'payment.failed' };
        }
        // Completed but unpaid: a delayed method (a bank debit) settles later, with
        // checkout.session.async_payment_succeeded or _failed.
        return session.payment_status === 'paid'
          ? { ...sessionPart, type: 'payment.captured' }
          : none;
      }
      // A card refund usually succeeds at once (refund() answers processed); these tell the
      // rest. charge.refunded is not read: it says less than the refund itself.
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed': {
        const refund = event.data.object;
        const status = refundStatus(refund.status);
        if (status === 'pending') return none;
        return {
          ...none,
          type: status === 'processed' ? 'refund.processed' : 'refund.failed',
          providerPaymentId: idOf(refund.payment_intent),
          amountMinor: refund.amount,
          currency: refund.currency.toUpperCase(),
          providerRefundId: refund.id,
        };
      }
      default:
        return none;
    }
  }

  /** The browser comes back with `session_id`; the session Stripe holds says whether it is paid. */
  async verifyReturn(params: Record<string, string>): Promise<ConfirmedPayment | null> {
    const sessionId = params.session_id;
    if (!sessionId || !/^cs_\w+$/.test(sessionId)) return null;
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (err) {
      // An id Stripe does not know is a forged return, not an outage.
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
        return null;
      }
      throw this.providerError(err);
    }
    const paymentIntent = idOf(session.payment_intent);
    if (session.payment_status !== 'paid' || !paymentIntent || session.amount_total === null) {
      return null;
    }
    return {
      providerOrderId: session.id,
      providerPaymentId: paymentIntent,
      amountMinor: session.amount_total,
      currency: (session.currency ?? '').toUpperCase(),
    };
  }

  async refund(req: RefundRequest): Promise<{ providerRefundId: string; status: RefundStatus }> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        { payment_intent: req.providerPaymentId, amount: req.amountMinor },
        { idempotencyKey: req.idempotencyKey },
      ),
    );
    return { providerRefundId: refund.id, status: refundStatus(refund.status) };
  }
}
