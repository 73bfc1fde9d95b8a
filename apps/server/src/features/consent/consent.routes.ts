import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessLogPageSchema,
  consentsSchema,
  pageQuerySchema,
  updateConsentSchema,
  clinicalMessages,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../lib/paging';
import { requireSession, withRole } from '../../plugins/auth';
import { accessLogPage, consentsOf, setConsent } from './consent.service';

/** A client's sharing choices and who read their clinical data (issue 25). */
export async function consentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const clientsOnly = withRole(['patient'], clinicalMessages.onlyClients);
  const tags = ['consent'];

  api.get(
    '/profile/consents',
    {
      onRequest: clientsOnly,
      schema: {
        summary: 'Your sharing choices, and the terms and privacy notice you agreed to',
        tags,
        response: { 200: consentsSchema },
      },
    },
    (request) => consentsOf(ctx, requireSession(request).user.id),
  );

  api.put(
    '/profile/consents',
    {
      onRequest: clientsOnly,
      schema: {
        summary: 'Grant or withdraw one purpose; it takes effect at once and is recorded',
        tags,
        body: updateConsentSchema,
        response: { 200: consentsSchema },
      },
    },
    (request) =>
      setConsent(ctx, requireSession(request).user.id, request.body.purpose, request.body.granted),
  );

  api.get(
    '/profile/access-log',
    {
      onRequest: clientsOnly,
      schema: {
        summary: 'Who else read your clinical data, newest first',
        tags,
        querystring: pageQuerySchema,
        response: { 200: accessLogPageSchema },
      },
    },
    (request) => accessLogPage(ctx, requireSession(request).user.id, pageRequest(request.query)),
  );
}
