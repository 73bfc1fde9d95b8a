import type { PaymentConfig } from './payment-config';
import type { PaymentProvider } from './payment-provider';
import { RazorpayProvider } from './razorpay-provider';
import { StripeProvider } from './stripe-provider';
import { TestProvider } from './test-provider';

/**
 * The provider the configuration chose, or null when nothing is charged (`none`: sessions are
 * free to book). `test` is the built-in test checkout, served by this server at `publicUrl`.
 */
export function createPaymentProvider(
  config: PaymentConfig,
  publicUrl: string,
): PaymentProvider | null {
  if (config.provider === 'razorpay' && config.razorpay) {
    return new RazorpayProvider(config.razorpay, config.practiceName);
  }
  if (config.provider === 'stripe' && config.stripe) return new StripeProvider(config.stripe);
  if (config.provider === 'test') return new TestProvider(publicUrl);
  return null;
}
