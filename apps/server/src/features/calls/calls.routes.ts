import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CALL_HISTORY_PAGE_SIZE,
  callHistoryQuerySchema,
  callHistoryResponseSchema,
  callIdParamsSchema,
  callSchema,
  ringParamsSchema,
} from '@solace/shared';
import { pageRequest, sendNextCursor } from '../../lib/paging';
import { requireSession, signedIn } from '../../plugins/auth';
import type { Calls } from './calls.service';

/**
 * Ringing calls over HTTP, their live side over the socket: ringing and answering are requests
 * (validated, refused with a status and a message the person reads, each checked against the
 * booking's two people), and what the other person must hear at once is pushed to all their tabs.
 */
export async function callsRoutes(app: FastifyInstance, { calls }: { calls: Calls }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calls'];

  api.post(
    '/bookings/:bookingId/call',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Ring the other person of your session (due: from 10 minutes before to its end)',
        tags,
        params: ringParamsSchema,
        response: { 200: callSchema },
      },
    },
    async (request) => calls.ring(requireSession(request).user.id, request.params.bookingId),
  );

  const answers = [
    ['accept', 'Accept a call ringing you', calls.accept],
    ['decline', 'Decline a call ringing you', calls.decline],
    ['cancel', 'Hang up a call you are ringing, before it is answered', calls.hangUp],
  ] as const;
  for (const [action, summary, answer] of answers) {
    api.post(
      `/calls/:id/${action}`,
      {
        onRequest: signedIn,
        schema: { summary, tags, params: callIdParamsSchema, response: { 200: callSchema } },
      },
      async (request) => answer(requireSession(request).user.id, request.params.id),
    );
  }

  api.get(
    '/calls',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Your call history (calls you made and calls to you), newest first',
        tags,
        querystring: callHistoryQuerySchema,
        response: { 200: callHistoryResponseSchema },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query, CALL_HISTORY_PAGE_SIZE);
      const { items, nextCursor } = await calls.history(requireSession(request).user.id, page);
      sendNextCursor(reply, nextCursor);
      return items;
    },
  );
}
