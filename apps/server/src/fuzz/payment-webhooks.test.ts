import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import {
  describeRequest,
  FIELD_HINTS,
  injectOptions,
  readOperations,
  requestFor,
} from './requests';
import { FUZZ_RUNS, seedFor } from './fuzz-settings';

/**
 * The payment providers' webhooks (issue 26) with each provider configured: the endpoints fuzz
 * runs without one (every webhook is 404 there), so the bodies and headers a stranger may send
 * to a live webhook are fuzzed here. Nothing unsigned may count, and nothing may answer 500.
 */

const operations = (await readOperations()).filter((op) =>
  op.path.startsWith('/api/payments/webhooks/'),
);

const PROVIDERS = {
  razorpay: {
    PAYMENTS_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_Fuzz00001',
    RAZORPAY_KEY_SECRET: 'razorpay-fuzz-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'razorpay-fuzz-webhook-secret',
    RAZORPAY_API_URL: 'http://127.0.0.1:9',
  },
  stripe: {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_Fuzz00001',
    STRIPE_WEBHOOK_SECRET: 'whsec_Fuzz00001',
    STRIPE_API_URL: 'http://127.0.0.1:9',
  },
};

describe.each(Object.entries(PROVIDERS))('fuzz: the %s webhook, configured', (name, env) => {
  const ctx = useTestApp({ env });
  const op = operations.find((o) => o.path.endsWith(`/${name}`));

  it('is refused (400) or ignored, never a 5xx', async () => {
    expect(op).toBeDefined();
    const known = { ids: [], emails: [], now: () => Date.now(), hints: FIELD_HINTS };
    const serverErrors: string[] = [];
    const signature = fc.option(fc.string({ maxLength: 200 }), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(requestFor(op!, known), signature, async (request, sig) => {
        const header = name === 'razorpay' ? 'x-razorpay-signature' : 'stripe-signature';
        const res = await ctx.app.inject(
          injectOptions(request, sig === undefined ? {} : { [header]: sig }),
        );
        if (res.statusCode < 500) return true;
        serverErrors.push(`${res.statusCode} ${res.body} for ${describeRequest(request)}`);
        return false;
      }),
      { numRuns: FUZZ_RUNS, seed: seedFor(`${name} webhook`), endOnFailure: true },
    );
    expect(serverErrors).toEqual([]);
  });
});
