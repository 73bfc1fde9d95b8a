import type { IncomingHttpHeaders } from 'node:http';

/**
 * The one face every payment provider shows the rest of the server (issue 26). Amounts are
 * integer minor units (paise, cents) and currencies ISO 4217 upper case, whatever the provider
 * writes. Nothing here is trusted from the browser: a payment counts only from what the
 * provider's API or a signed webhook says.
 */

export interface CheckoutRequest {
  /** Our payment's id: the order's receipt (Razorpay), the session's client_reference_id (Stripe). */
  paymentId: string;
  amountMinor: number;
  currency: string;
  /** One line the client sees at checkout: "Session with Dr Rao, 3 March 10:00". */
  description: string;
  customer: { name: string; email: string; phone?: string | null };
  /** Where the browser comes back after paying (Stripe appends `session_id`). */
  returnUrl: string;
  /** Where the browser goes when the client gives up (Stripe's back link). */
  cancelUrl: string;
  /** The end of the hold: checkout should not take money after it. */
  expiresAt: Date;
}

/**
 * Razorpay Checkout.js's options, as JSON: the browser adds `handler` (called with the payment
 * id, order id and signature) and `modal.ondismiss` before `new Razorpay(options).open()`.
 */
export interface RazorpayCheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  /** The practice's name, shown at the top of the checkout. */
  name: string;
  description: string;
  prefill: { name: string; email: string; contact?: string };
  /** Seconds until the checkout closes itself: the hold's remaining time. */
  timeout: number;
  notes: { payment_id: string };
}

export type Checkout =
  /** Stripe's hosted Checkout: send the browser to `url`. */
  | { kind: 'redirect'; providerOrderId: string; url: string }
  /** Razorpay: load `scriptUrl` (Checkout.js) and open it with `options`. */
  | {
      kind: 'script';
      providerOrderId: string;
      scriptUrl: string;
      options: RazorpayCheckoutOptions;
    };

export type VerifiedEventType =
  | 'payment.captured'
  | 'payment.failed'
  | 'checkout.expired'
  | 'refund.processed'
  | 'refund.failed'
  /** Signed and genuine, but not one we act on: answer 200 so the provider stops sending it. */
  | 'ignored';

/** A webhook whose signature held, in our words. */
export interface VerifiedEvent {
  /**
   * The provider's event id, to apply each event once. Razorpay sends it in a header the
   * signature does not cover, so applying an event must also be idempotent on the payment
   * (a replayed body with a new id must not count twice).
   */
  eventId: string;
  type: VerifiedEventType;
  /** Razorpay's order id or Stripe's Checkout Session id: what `createCheckout` answered. */
  providerOrderId: string | null;
  /** Razorpay's payment id or Stripe's PaymentIntent id: what a refund names. */
  providerPaymentId: string | null;
  amountMinor: number | null;
  currency: string | null;
  providerRefundId: string | null;
}

/** A payment the provider's API says is captured, with the amount it says. */
export interface ConfirmedPayment {
  providerOrderId: string;
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
}

export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface RefundRequest {
  providerPaymentId: string;
  amountMinor: number;
  /** The same key for a retry of the same refund, so that it is made once (10+ characters). */
  idempotencyKey: string;
}

export interface PaymentProvider {
  /** `test`: the built-in test checkout (test-provider.ts), where no money moves. */
  readonly name: 'razorpay' | 'stripe' | 'test';
  /** Opens checkout at the provider for one payment. */
  createCheckout(req: CheckoutRequest): Promise<Checkout>;
  /** Stops a checkout from taking money (a hold released early); see each adapter for what it can. */
  cancelCheckout(providerOrderId: string): Promise<void>;
  /** Checks the signature and reads the event; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): VerifiedEvent;
  /**
   * What the browser brought back from checkout, checked with the provider: the payment when it
   * is captured, null when the parameters are forged, incomplete or the payment is not (yet) paid.
   * The caller must still match `providerOrderId` with the payment it expects.
   */
  verifyReturn(params: Record<string, string>): Promise<ConfirmedPayment | null>;
  refund(req: RefundRequest): Promise<{ providerRefundId: string; status: RefundStatus }>;
}

/** A webhook that is unsigned, forged, or (Stripe) signed too long ago: refuse it and log it. */
export class WebhookSignatureError extends Error {
  constructor(
    readonly provider: PaymentProvider['name'],
    reason: string,
  ) {
    super(`${provider} webhook refused: ${reason}`);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * The provider refused a call or could not be reached; `status` is its HTTP status, if any, and
 * `reason` its own words (its error's code and description). `permanent`, as the texts outbox's
 * TextSendError: a 4xx about the request (a bad request, a payment refunded already at the
 * provider's dashboard) is a refusal that asking again will not change; a 5xx, a time-out, a lost
 * connection, 429 (too many requests), 408 (its own time-out), 409 (a request with the same
 * idempotency key still running), and 401/403 are temporary. Keys rejected (401) or lacking a
 * permission (403) are the operator's configuration, not the refund's fault: once the keys are
 * mended every waiting refund goes through, instead of each failing and being asked for again.
 */
export class PaymentProviderError extends Error {
  readonly permanent: boolean;

  constructor(
    readonly provider: PaymentProvider['name'],
    readonly reason: string,
    readonly status: number | null,
  ) {
    super(`${provider}: ${reason}`);
    this.name = 'PaymentProviderError';
    this.permanent =
      status !== null &&
      status >= 400 &&
      status < 500 &&
      ![401, 403, 408, 409, 429].includes(status);
  }
}
