import type { PaymentConfig } from './payment-config';
import type { PaymentProvider } from './payment-provider';
import { RazorpayProvider } from './razorpay-provider';
import { StripeProvider } from './stripe-provider';

/**
 * The provider the configuration chose, or null when no outside provider takes money: `none`
 * (sessions are free to book) and `test` (the built-in test checkout, served by this server,
 * not an adapter of an outside API).
 */
export function createPaymentProvider(config: PaymentConfig): PaymentProvider | null {
  if (config.provider === 'razorpay' && config.razorpay) {
    return new RazorpayProvider(config.razorpay, config.practiceName);
  }
  if (config.provider === 'stripe' && config.stripe) return new StripeProvider(config.stripe);
  return null;
}
