import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { sameSecret } from '../../../lib/same-secret';
import type { RazorpaySettings } from './payment-config';
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
import { hmacSha256Hex, singleHeader } from './signatures';

/**
 * Razorpay through its documented REST API (Orders, Payments, Refunds) with plain `fetch` and
 * Basic auth. The official `razorpay` package is not used: it hard-codes
 * `https://api.razorpay.com` (no base URL option, so tests could not reach a stand-in), and its
 * signature helpers compare with `===`, not in constant time.
 */

/** The parts of Razorpay's payment entity we read. */
interface RazorpayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: RefundStatus;
}

/** A webhook body: `{ entity: 'event', event, payload: { payment?: { entity }, refund?: … } }`. */
interface RazorpayWebhook {
  event?: string;
  payload?: {
    payment?: { entity?: RazorpayPayment };
    refund?: { entity?: RazorpayRefund };
    order?: { entity?: { id: string } };
  };
}

/** Razorpay's error body: `{ error: { code, description } }`. */
function describeError(body: unknown, status: number): string {
  const error = (body as { error?: { code?: string; description?: string } } | null)?.error;
  return error?.description ? `${error.code ?? 'ERROR'}: ${error.description}` : `HTTP ${status}`;
}

export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;

  constructor(
    private readonly settings: RazorpaySettings,
    /** Shown at the top of the checkout. */
    private readonly practiceName: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const auth = Buffer.from(`${this.settings.keyId}:${this.settings.keySecret}`).toString(
      'base64',
    );
    let res: Response;
    try {
      res = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          ...(body && { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      throw new PaymentProviderError(this.name, (err as Error).message, null);
    }
    const answer: unknown = await res.json().catch(() => null);
    if (!res.ok)
      throw new PaymentProviderError(this.name, describeError(answer, res.status), res.status);
    return answer as T;
  }

  async createCheckout(req: CheckoutRequest): Promise<Checkout> {
    const order = await this.call<{ id: string }>('POST', '/v1/orders', {
      amount: req.amountMinor,
      currency: req.currency,
      receipt: req.paymentId,
      notes: { payment_id: req.paymentId },
    });
    const secondsLeft = Math.floor((req.expiresAt.getTime() - this.now().getTime()) / 1000);
    return {
      kind: 'script',
      providerOrderId: order.id,
      scriptUrl: this.settings.checkoutScriptUrl,
      options: {
        key: this.settings.keyId,
        order_id: order.id,
        amount: req.amountMinor,
        currency: req.currency,
        name: this.practiceName,
        description: req.description,
        prefill: {
          name: req.customer.name,
          email: req.customer.email,
          ...(req.customer.phone && { contact: req.customer.phone }),
        },
        // Checkout.js closes itself after this many seconds: no payment after the hold.
        timeout: Math.max(60, secondsLeft),
        notes: { payment_id: req.paymentId },
      },
    };
  }

  /**
   * Nothing to do: Razorpay has no API to cancel an order, and the checkout closes itself at
   * the hold's end (`timeout`). A payment that still arrives for a released hold is refunded by
   * the booking side, as for any payment too late.
   */
  async cancelCheckout(): Promise<void> {}

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): VerifiedEvent {
    const signature = singleHeader(headers['x-razorpay-signature']);
    if (!signature) throw new WebhookSignatureError(this.name, 'no X-Razorpay-Signature');
    const expected = hmacSha256Hex(this.settings.webhookSecret, rawBody);
    if (!sameSecret(expected, signature)) {
      throw new WebhookSignatureError(this.name, 'X-Razorpay-Signature does not match');
    }
    const body = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhook;
    // Razorpay names each event in a header; an older delivery without it is named by its
    // signed body, which a retry repeats byte for byte.
    const eventId =
      singleHeader(headers['x-razorpay-event-id']) ??
      `body:${createHash('sha256').update(rawBody).digest('hex')}`;
    const payment = body.payload?.payment?.entity;
    const refund = body.payload?.refund?.entity;
    const base: VerifiedEvent = {
      eventId,
      type: 'ignored',
      providerOrderId: payment?.order_id ?? body.payload?.order?.entity?.id ?? null,
      providerPaymentId: payment?.id ?? null,
      amountMinor: payment?.amount ?? null,
      currency: payment?.currency?.toUpperCase() ?? null,
      providerRefundId: null,
    };
    switch (body.event) {
      case 'payment.captured':
        return payment ? { ...base, type: body.event } : base;
      // One declined attempt, not the order's end: Checkout.js offers another try (another
      // card, UPI) on the same order, whose capture must find the time still held. The hold
      // ends when the client closes the checkout (abandon) or when its time is up.
      case 'payment.failed':
        return base;
      case 'refund.processed':
      case 'refund.failed':
        return refund
          ? {
              ...base,
              type: body.event,
              providerPaymentId: refund.payment_id,
              amountMinor: refund.amount,
              currency: refund.currency.toUpperCase(),
              providerRefundId: refund.id,
            }
          : base;
      default:
        return base;
    }
  }

  /**
   * Checkout.js's handler gets `razorpay_payment_id`, `razorpay_order_id` and
   * `razorpay_signature` = HMAC-SHA256(`order_id|payment_id`, key secret). The signature proves
   * Razorpay made the pair; the amount and the capture come from the Payments API.
   */
  async verifyReturn(params: Record<string, string>): Promise<ConfirmedPayment | null> {
    const {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    } = params;
    if (!orderId || !paymentId || !signature) return null;
    const expected = hmacSha256Hex(this.settings.keySecret, `${orderId}|${paymentId}`);
    if (!sameSecret(expected, signature)) return null;
    const payment = await this.call<RazorpayPayment>(
      'GET',
      `/v1/payments/${encodeURIComponent(paymentId)}`,
    );
    if (payment.order_id !== orderId || payment.status !== 'captured') return null;
    return {
      providerOrderId: orderId,
      providerPaymentId: payment.id,
      amountMinor: payment.amount,
      currency: payment.currency.toUpperCase(),
    };
  }

  /** A full or partial refund; `X-Refund-Idempotency` makes a retry return the same refund. */
  async refund(req: RefundRequest): Promise<{ providerRefundId: string; status: RefundStatus }> {
    const refund = await this.call<RazorpayRefund>(
      'POST',
      `/v1/payments/${encodeURIComponent(req.providerPaymentId)}/refund`,
      { amount: req.amountMinor },
      { 'x-refund-idempotency': req.idempotencyKey },
    );
    return { providerRefundId: refund.id, status: refund.status };
  }
}
