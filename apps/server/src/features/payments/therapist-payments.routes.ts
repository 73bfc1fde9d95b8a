import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages, therapistPaymentsSummarySchema } from '@solace/shared';
import { requireSession, withRole } from '../../plugins/auth';
import type { PaymentsDeps } from './payments-deps';
import { therapistSummary } from './payments-report.service';

/** A therapist's own money (issue 26): their paid sessions of the last 12 months. */
export async function therapistPaymentsRoutes(app: FastifyInstance, { ctx }: PaymentsDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const therapistsOnly = withRole(['doctor'], messages.adminPayments.therapist.onlyTherapists);

  api.get(
    '/doctor/payments/summary',
    {
      onRequest: therapistsOnly,
      schema: {
        summary:
          'Your paid sessions of the last 12 months, by month of your time zone and currency: how many, paid, refunded, net (therapists, their own only)',
        tags: ['payments'],
        response: { 200: therapistPaymentsSummarySchema },
      },
    },
    (request) => therapistSummary(ctx, requireSession(request).user),
  );
}
