import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messages,
  myPlansResponseSchema,
  planIdParamsSchema,
  planPurchaseResponseSchema,
} from '@solace/shared';
import { requireSession, withRole } from '../../plugins/auth';
import { myPlans } from './plan-credits.service';
import { buyPlan } from './plan-purchase.service';
import type { PaymentsDeps } from './payments-deps';

/** Plans a client buys, and the credits they bought (issue 26). */
export async function planPurchaseRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const clientsOnly = withRole(['patient'], messages.credits.onlyClientsBuy);

  api.post(
    '/plans/:id/purchase',
    {
      onRequest: clientsOnly,
      schema: {
        summary:
          "Buy a plan on sale (clients): its payment is written and `payment.checkout` opens the provider's checkout; the credits come once it is paid",
        tags: ['plans'],
        params: planIdParamsSchema,
        response: { 201: planPurchaseResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await buyPlan(deps, requireSession(request), request.params.id);
      return reply.code(201).send(answer);
    },
  );

  api.get(
    '/plans/mine',
    {
      onRequest: clientsOnly,
      schema: {
        summary:
          'Your plans (clients), newest first: sessions left, validity, and the payment with its receipt number',
        tags: ['plans'],
        response: { 200: myPlansResponseSchema },
      },
    },
    (request) => myPlans(deps.ctx, requireSession(request)),
  );
}
