import { z } from 'zod';
import { ConfigError } from '../../../config-error';

/**
 * The payment settings (issue 26), read with the rest of the environment by `loadConfig`.
 * Without `PAYMENTS_PROVIDER` nothing is charged; choosing a real provider without its keys
 * stops start-up, since a practice that thinks it takes money and does not is worse than one
 * that does not start.
 */

const httpUrl = z
  .url()
  .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://');

/** A percentage with at most two decimals (18, 12.5, 8.25), kept as basis points: no floats. */
const taxRate = z
  .string()
  .regex(/^\d{1,3}(?:\.\d{1,2})?$/, 'a percentage such as 18 or 12.5')
  .transform((v) => Math.round(Number(v) * 100))
  .refine((bp) => bp <= 10_000, 'at most 100');

const paymentEnvSchema = z.object({
  PAYMENTS_PROVIDER: z.enum(['none', 'test', 'razorpay', 'stripe']).default('none'),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_\w+$/, 'must start with rzp_')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  RAZORPAY_API_URL: httpUrl.default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_SCRIPT_URL: httpUrl.default('https://checkout.razorpay.com/v1/checkout.js'),
  /** A secret (sk_) or restricted (rk_) key; the publishable pk_ key cannot create sessions. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(?:sk|rk)_\w+$/, 'must be a secret key (sk_…) or a restricted key (rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must start with whsec_')
    .optional(),
  STRIPE_API_URL: httpUrl
    .refine(
      (v) => ['', '/'].includes(new URL(v).pathname),
      'a host without a path (the SDK adds /v1)',
    )
    .default('https://api.stripe.com'),
  /** Minutes a time stays held for a client at checkout; Stripe sessions live at most a day. */
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  TAX_RATE: taxRate.default(0),
  /** The practice's tax registration (a GSTIN in India), printed on receipts. */
  TAX_ID: z.string().min(1).max(64).optional(),
  PRACTICE_NAME: z.string().min(1).max(200).default('Solace'),
  PRACTICE_ADDRESS: z.string().min(1).max(500).optional(),
});
/** The variables, for `loadConfig`'s schema. */
export const paymentEnvShape = paymentEnvSchema.shape;
type PaymentEnv = z.infer<typeof paymentEnvSchema>;

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Without a trailing slash: `https://api.razorpay.com`, or a stand-in in tests. */
  apiUrl: string;
  checkoutScriptUrl: string;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends requests (its `protocol`, `host`, `port`). */
  api: { protocol: 'http' | 'https'; host: string; port: number };
}

export interface PaymentConfig {
  /** none: sessions and plans are free to book; test: the built-in checkout, no money moves. */
  provider: 'none' | 'test' | 'razorpay' | 'stripe';
  razorpay: RazorpaySettings | null;
  stripe: StripeSettings | null;
  holdMinutes: number;
  /** Tax included in receipts, in basis points (1800 = 18 %). */
  taxRateBasisPoints: number;
  taxId: string | null;
  practiceName: string;
  practiceAddress: string | null;
}

/**
 * The origins the web page must reach for checkout, for the Content-Security-Policy: Razorpay's
 * Checkout.js is a script that opens frames on, and talks to, Razorpay's hosts; Stripe's
 * Checkout and the test checkout are pages the browser is sent to, which need nothing.
 */
export function checkoutOrigins(payments: PaymentConfig): string[] {
  if (!payments.razorpay) return [];
  const { checkoutScriptUrl, apiUrl } = payments.razorpay;
  return [...new Set([new URL(checkoutScriptUrl).origin, new URL(apiUrl).origin])];
}

/** The variables a provider needs that are not set, by name. */
function missing(env: PaymentEnv, names: (keyof PaymentEnv)[]): string[] {
  return names.filter((name) => env[name] === undefined);
}

function stripeApi(url: string): StripeSettings['api'] {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { protocol, host: parsed.hostname, port };
}

/** The payment part of the configuration; throws a ConfigError when a provider lacks its keys. */
export function paymentConfigFrom(env: PaymentEnv): PaymentConfig {
  const provider = env.PAYMENTS_PROVIDER;
  const needed =
    provider === 'razorpay'
      ? missing(env, ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'])
      : provider === 'stripe'
        ? missing(env, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])
        : [];
  if (needed.length > 0) {
    throw new ConfigError([`${needed.join(', ')}: required with PAYMENTS_PROVIDER=${provider}`]);
  }
  return {
    provider,
    razorpay:
      provider === 'razorpay'
        ? {
            keyId: env.RAZORPAY_KEY_ID!,
            keySecret: env.RAZORPAY_KEY_SECRET!,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
            apiUrl: env.RAZORPAY_API_URL.replace(/\/+$/, ''),
            checkoutScriptUrl: env.RAZORPAY_CHECKOUT_SCRIPT_URL,
          }
        : null,
    stripe:
      provider === 'stripe'
        ? {
            secretKey: env.STRIPE_SECRET_KEY!,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
            api: stripeApi(env.STRIPE_API_URL),
          }
        : null,
    holdMinutes: env.PAYMENT_HOLD_MINUTES,
    taxRateBasisPoints: env.TAX_RATE,
    taxId: env.TAX_ID ?? null,
    practiceName: env.PRACTICE_NAME,
    practiceAddress: env.PRACTICE_ADDRESS ?? null,
  };
}
