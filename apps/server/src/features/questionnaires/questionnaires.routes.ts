import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingQuestionnaireParamsSchema,
  clientParamsSchema,
  clientResultsViewSchema,
  dueQuestionnairesSchema,
  latestScoresQuerySchema,
  latestScoresSchema,
  questionnaireAnswersSchema,
  questionnaireRequestSchema,
  questionnaireResultsPageSchema,
  questionnaireResultsQuerySchema,
  questionnaireSubmittedSchema,
  clinicalMessages,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../lib/paging';
import { requireSession, withRole } from '../../plugins/auth';
import { BODY_LIMITS } from '../../plugins/json-body';
import type { MasterKeyring } from '../records/records.service';
import {
  dueQuestionnaires,
  latestScoresOf,
  ownResults,
  requestQuestionnaire,
  submitQuestionnaire,
  therapistViewOfResults,
} from './questionnaires.service';

/** PHQ-9 and GAD-7 before sessions, and the therapist's view with consent. */
export async function questionnairesRoutes(
  app: FastifyInstance,
  { ctx, keyring }: { ctx: AppContext; keyring: MasterKeyring },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const c = clinicalMessages;
  const clientsOnly = withRole(['patient'], c.onlyClients);
  const therapistsOnly = withRole(['doctor'], c.onlyTherapists);
  const tags = ['questionnaires'];

  api.post(
    '/bookings/:bookingId/questionnaires',
    {
      onRequest: clientsOnly,
      bodyLimit: BODY_LIMITS.default,
      schema: {
        summary: 'Answer a questionnaire due before your session; scored on the server',
        tags,
        params: bookingQuestionnaireParamsSchema,
        body: questionnaireAnswersSchema,
        response: { 201: questionnaireSubmittedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await submitQuestionnaire(
            ctx,
            keyring,
            requireSession(request),
            request.params.bookingId,
            request.body,
          ),
        ),
  );

  api.get(
    '/questionnaires/due',
    {
      onRequest: clientsOnly,
      schema: {
        summary: 'Your upcoming sessions with a questionnaire due, and why',
        tags,
        response: { 200: dueQuestionnairesSchema },
      },
    },
    (request) => dueQuestionnaires(ctx, requireSession(request).user.id),
  );

  api.get(
    '/questionnaires/results',
    {
      onRequest: clientsOnly,
      schema: {
        summary: 'Your questionnaire scores, newest first',
        tags,
        querystring: questionnaireResultsQuerySchema,
        response: { 200: questionnaireResultsPageSchema },
      },
    },
    (request) =>
      ownResults(
        ctx,
        keyring,
        requireSession(request).user.id,
        request.query.instrument,
        pageRequest(request.query),
      ),
  );

  api.post(
    '/doctor/bookings/:bookingId/questionnaire-request',
    {
      onRequest: therapistsOnly,
      schema: {
        summary: 'Ask your client to fill in the questionnaires before this session',
        tags,
        params: bookingQuestionnaireParamsSchema,
        response: { 200: questionnaireRequestSchema },
      },
    },
    (request) => requestQuestionnaire(ctx, requireSession(request), request.params.bookingId),
  );

  api.get(
    '/doctor/clients/:clientId/questionnaires/results',
    {
      onRequest: therapistsOnly,
      schema: {
        summary: "Your client's scores, with their consent; each read is in their access log",
        tags,
        params: clientParamsSchema,
        querystring: questionnaireResultsQuerySchema,
        response: { 200: clientResultsViewSchema },
      },
    },
    (request) =>
      therapistViewOfResults(
        ctx,
        keyring,
        requireSession(request),
        request.params.clientId,
        request.query.instrument,
        pageRequest(request.query),
      ),
  );

  api.get(
    '/doctor/questionnaires/latest',
    {
      onRequest: therapistsOnly,
      schema: {
        summary:
          "The latest scores of your agenda's clients who share them with you; each read is in their access log",
        tags,
        querystring: latestScoresQuerySchema,
        response: { 200: latestScoresSchema },
      },
    },
    (request) => latestScoresOf(ctx, keyring, requireSession(request), request.query.clientId),
  );
}
