import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { createPaymentProvider } from './create-payment-provider';

const RAZORPAY = {
  PAYMENTS_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_Key0001',
  RAZORPAY_KEY_SECRET: 'key-secret-0001',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-0001',
};
const STRIPE = {
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_Key0001',
  STRIPE_WEBHOOK_SECRET: 'whsec_Secret0001',
};

/** The ConfigError's problems for an environment, or [] when it loads. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe('payment settings', () => {
  it('charge nothing by default: no provider, a 15-minute hold, no tax', () => {
    const { payments } = loadConfig({});
    expect(payments).toEqual({
      provider: 'none',
      razorpay: null,
      stripe: null,
      holdMinutes: 15,
      taxRateBasisPoints: 0,
      taxId: null,
      practiceName: 'Solace',
      practiceAddress: null,
    });
    expect(createPaymentProvider(payments, 'http://localhost:3000')).toBe(null);
    const test = loadConfig({ PAYMENTS_PROVIDER: 'test' }).payments;
    expect(createPaymentProvider(test, 'http://localhost:3000')?.name).toBe('test');
  });

  it("read Razorpay's keys and its real addresses unless told otherwise", () => {
    const { payments } = loadConfig(RAZORPAY);
    expect(payments.razorpay).toEqual({
      keyId: 'rzp_test_Key0001',
      keySecret: 'key-secret-0001',
      webhookSecret: 'webhook-secret-0001',
      apiUrl: 'https://api.razorpay.com',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(createPaymentProvider(payments, 'http://localhost:3000')?.name).toBe('razorpay');
    const local = loadConfig({ ...RAZORPAY, RAZORPAY_API_URL: 'http://127.0.0.1:4010/' });
    expect(local.payments.razorpay?.apiUrl).toBe('http://127.0.0.1:4010');
  });

  it("read Stripe's keys and point the SDK at api.stripe.com unless told otherwise", () => {
    const { payments } = loadConfig(STRIPE);
    expect(payments.stripe).toEqual({
      secretKey: 'sk_test_Key0001',
      webhookSecret: 'whsec_Secret0001',
      api: { protocol: 'https', host: 'api.stripe.com', port: 443 },
    });
    expect(createPaymentProvider(payments, 'http://localhost:3000')?.name).toBe('stripe');
    const local = loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:4011' });
    expect(local.payments.stripe?.api).toEqual({ protocol: 'http', host: '127.0.0.1', port: 4011 });
  });

  it('refuse to start with a provider whose keys are missing, naming them', () => {
    expect(problems({ PAYMENTS_PROVIDER: 'razorpay' })).toEqual([
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required with PAYMENTS_PROVIDER=razorpay',
    ]);
    expect(problems({ ...RAZORPAY, RAZORPAY_WEBHOOK_SECRET: '' })).toEqual([
      'RAZORPAY_WEBHOOK_SECRET: required with PAYMENTS_PROVIDER=razorpay',
    ]);
    expect(problems({ ...STRIPE, STRIPE_WEBHOOK_SECRET: '' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: required with PAYMENTS_PROVIDER=stripe',
    ]);
    // Another provider's keys are not needed.
    expect(problems({ ...RAZORPAY, ...STRIPE, PAYMENTS_PROVIDER: 'stripe' })).toEqual([]);
  });

  it('keep the tax rate as basis points, never a float', () => {
    expect(loadConfig({ TAX_RATE: '18' }).payments.taxRateBasisPoints).toBe(1800);
    expect(loadConfig({ TAX_RATE: '12.5' }).payments.taxRateBasisPoints).toBe(1250);
    expect(loadConfig({ TAX_RATE: '8.25' }).payments.taxRateBasisPoints).toBe(825);
    const practice = loadConfig({
      TAX_ID: '29ABCDE1234F1Z5',
      PRACTICE_NAME: 'Calm Minds Clinic',
      PRACTICE_ADDRESS: '12 MG Road, Bengaluru 560001',
      PAYMENT_HOLD_MINUTES: '20',
    }).payments;
    expect(practice).toMatchObject({
      taxId: '29ABCDE1234F1Z5',
      practiceName: 'Calm Minds Clinic',
      practiceAddress: '12 MG Road, Bengaluru 560001',
      holdMinutes: 20,
    });
  });

  it.each([
    ['PAYMENTS_PROVIDER', 'paypal'],
    ['PAYMENT_HOLD_MINUTES', '0'],
    ['PAYMENT_HOLD_MINUTES', '1441'],
    ['PAYMENT_HOLD_MINUTES', '2.5'],
    ['TAX_RATE', '18%'],
    ['TAX_RATE', '101'],
    ['TAX_RATE', '-1'],
    ['TAX_RATE', '1.234'],
    ['RAZORPAY_KEY_ID', 'key_live_123'],
    ['RAZORPAY_API_URL', 'ftp://api.razorpay.com'],
    ['STRIPE_SECRET_KEY', 'pk_test_publishable'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['STRIPE_API_URL', 'http://127.0.0.1:4011/v1'],
  ])('refuse %s=%s with a message naming the variable', (name, value) => {
    const found = problems({ [name]: value });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(name);
  });
});
