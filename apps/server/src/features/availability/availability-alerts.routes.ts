import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { availabilityAlertResponseSchema, doctorIdParamsSchema, messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { requireSession, withRole } from '../../plugins/auth';
import { alertStatus, subscribeToAlert, unsubscribeFromAlert } from './availability-alerts.service';

/** A client's "tell me when this therapist adds times": always the session's own. */
export async function availabilityAlertRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const clientsOnly = withRole(['patient'], messages.booking.onlyClientsAlert);
  const path = '/doctors/:doctorId/availability-alerts';
  const schema = (summary: string) => ({
    summary,
    tags: ['availability'],
    params: doctorIdParamsSchema,
    response: { 200: availabilityAlertResponseSchema },
  });
  const pair = (request: FastifyRequest & { params: { doctorId: string } }) => ({
    doctorId: request.params.doctorId,
    patientId: requireSession(request).user.id,
  });

  api.get(
    path,
    { onRequest: clientsOnly, schema: schema('Whether you will be told of new times') },
    (request) => alertStatus(ctx, pair(request)),
  );
  api.post(
    path,
    { onRequest: clientsOnly, schema: schema('Be told once when this therapist adds times') },
    (request) => subscribeToAlert(ctx, pair(request)),
  );
  api.delete(
    path,
    { onRequest: clientsOnly, schema: schema('Stop waiting for new times') },
    (request) => unsubscribeFromAlert(ctx, pair(request)),
  );
}
