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
 * The text providers' callbacks (issue 28) with each provider configured: the endpoints fuzz
 * runs without one (every callback is 404 there). Unsigned, forged or malformed: refused (4xx),
 * never a 5xx, whatever the body, its type or the signature header.
 */
const operations = (await readOperations()).filter((op) => op.path.startsWith('/api/texts/'));

const PROVIDERS = {
  twilio: {
    env: {
      TEXT_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-fuzz-auth-token',
      TWILIO_FROM: '+14155550100',
      TWILIO_BASE_URL: 'http://127.0.0.1:9',
    },
    header: 'x-twilio-signature',
  },
  meta: {
    env: {
      TEXT_PROVIDER: 'meta',
      WHATSAPP_TOKEN: 'meta-fuzz-access-token',
      WHATSAPP_PHONE_NUMBER_ID: '1065403522',
      WHATSAPP_APP_SECRET: 'meta-fuzz-app-secret-01',
      WHATSAPP_VERIFY_TOKEN: 'meta-fuzz-verify-token',
      WHATSAPP_API_BASE_URL: 'http://127.0.0.1:9',
    },
    header: 'x-hub-signature-256',
  },
};

describe.each(Object.entries(PROVIDERS))('fuzz: the %s callbacks, configured', (name, provider) => {
  const ctx = useTestApp({ env: provider.env });
  const ops = operations.filter((o) => o.path.startsWith(`/api/texts/${name}/`));

  it('are refused or ignored, never a 5xx', async () => {
    expect(ops.length).toBeGreaterThan(0);
    const known = { ids: [], emails: [], now: () => Date.now(), hints: FIELD_HINTS };
    const serverErrors: string[] = [];
    const signature = fc.option(fc.string({ maxLength: 200 }), { nil: undefined });
    const request = fc.oneof(...ops.map((op) => requestFor(op, known)));
    await fc.assert(
      fc.asyncProperty(request, signature, async (call, sig) => {
        const signed = sig === undefined ? {} : { [provider.header]: sig };
        const res = await ctx.app.inject(injectOptions(call, signed));
        if (res.statusCode < 500) return true;
        serverErrors.push(`${res.statusCode} ${res.body} for ${describeRequest(call)}`);
        return false;
      }),
      { numRuns: FUZZ_RUNS, seed: seedFor(`${name} text callbacks`), endOnFailure: true },
    );
    expect(serverErrors).toEqual([]);
  });
});
