import { randomBytes } from 'node:crypto';
import {
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type ConfirmedPayment,
  type PaymentProvider,
  type RefundRequest,
  type RefundStatus,
  type VerifiedEvent,
} from './payment-provider';

/** The test checkout's page for one payment (served by payments' test-checkout.routes.ts). */
export function testCheckoutPath(paymentId: string): string {
  return `/payments/test-checkout/${paymentId}`;
}

/**
 * `PAYMENTS_PROVIDER=test` (issue 26): the built-in checkout, plainly labelled "Test payment:
 * no money moves", so a demo shows the whole flow without an outside account. Its checkout is
 * a page of this server; its Pay applies the payment exactly as a verified webhook would. It
 * has no webhooks of its own and nothing to refund: a refund is processed at once.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;

  /** `publicUrl`: where the browser reaches this server (PUBLIC_URL). */
  constructor(private readonly publicUrl: string) {}

  async createCheckout(req: CheckoutRequest): Promise<Checkout> {
    return {
      kind: 'redirect',
      providerOrderId: `test_order_${randomBytes(16).toString('hex')}`,
      url: `${this.publicUrl}${testCheckoutPath(req.paymentId)}`,
    };
  }

  /** The page refuses a payment that is no longer open: nothing to cancel elsewhere. */
  async cancelCheckout(): Promise<void> {}

  /** Nobody sends the test provider's webhooks: any that arrives is refused. */
  parseWebhook(): VerifiedEvent {
    throw new WebhookSignatureError(this.name, 'the test provider sends no webhooks');
  }

  /** The page itself applies Pay; a browser's return proves nothing. */
  async verifyReturn(): Promise<ConfirmedPayment | null> {
    return null;
  }

  async refund(req: RefundRequest): Promise<{ providerRefundId: string; status: RefundStatus }> {
    return { providerRefundId: `test_refund_${req.idempotencyKey}`, status: 'processed' };
  }
}
