import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { receiveWebhook } from './payment-events.service';
import type { PaymentsDeps } from './payments-deps';

const receivedSchema = z.object({ received: z.literal(true) });

/**
 * `POST /api/payments/webhooks/razorpay` and `…/stripe`: unauthenticated, the signature is the
 * proof. Their JSON is read as raw bytes (this plugin's own parser), since the signature is
 * computed over exactly what was sent; the adapter parses it once the signature holds.
 */
export async function webhooksRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  for (const provider of ['razorpay', 'stripe'] as const) {
    app.post(
      `/payments/webhooks/${provider}`,
      {
        // What the provider sends is not the user's activity: no session is involved.
        config: { countsAsActivity: false },
        schema: {
          summary: `${provider === 'razorpay' ? 'Razorpay' : 'Stripe'}'s signed webhook: each event applied once; unsigned or forged ones are refused (400)`,
          tags: ['payments'],
          response: { 200: receivedSchema },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await receiveWebhook(deps, provider, raw, request.headers);
        return { received: true as const };
      },
    );
  }
}
