import type { AppContext } from '../../app-context';
import type { PaymentProvider } from './providers/payment-provider';

/**
 * What the payments feature works with: the app's context and the provider the configuration
 * chose (null: nothing is charged). Built once by app.ts (createPaymentProvider).
 */
export interface PaymentsDeps {
  ctx: AppContext;
  provider: PaymentProvider | null;
}
