import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clinicalMessages, riskSignalParamsSchema, riskSignalSchema } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { requireSession, withRole } from '../../plugins/auth';
import { acknowledgeRiskSignal, openRiskSignals, riskSignalOf } from './risk-signals.service';

/**
 * The safety net's alerts, for the therapist they are addressed to (issue 25); an escalated one
 * is readable by administrators too.
 */
export async function safetyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const therapistsOnly = withRole(['doctor'], clinicalMessages.onlyTherapists);
  const therapistsOrAdmins = withRole(['doctor', 'admin'], clinicalMessages.onlyTherapists);
  const tags = ['safety'];

  api.get(
    '/doctor/risk-signals',
    {
      onRequest: therapistsOnly,
      schema: {
        summary: 'Safety alerts about your clients that wait for your acknowledgement',
        tags,
        response: { 200: z.object({ items: z.array(riskSignalSchema) }) },
      },
    },
    async (request) => ({ items: await openRiskSignals(ctx, requireSession(request)) }),
  );

  api.get(
    '/doctor/risk-signals/:id',
    {
      // Its therapist's; an administrator's too once escalated (the escalation's link leads
      // here). Acknowledging stays the therapist's act.
      onRequest: therapistsOrAdmins,
      schema: {
        summary:
          'One safety alert about your client (or, escalated, for an administrator): who, why, when (the read is logged)',
        tags,
        params: riskSignalParamsSchema,
        response: { 200: riskSignalSchema },
      },
    },
    (request) => riskSignalOf(ctx, requireSession(request), request.params.id),
  );

  api.post(
    '/doctor/risk-signals/:id/acknowledge',
    {
      onRequest: therapistsOnly,
      schema: {
        summary: 'Acknowledge a safety alert about your client (recorded with the time)',
        tags,
        params: riskSignalParamsSchema,
        response: { 200: riskSignalSchema },
      },
    },
    (request) => acknowledgeRiskSignal(ctx, requireSession(request), request.params.id),
  );
}
