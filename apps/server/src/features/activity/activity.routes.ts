import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { historyParamsSchema, historyResponseSchema, pageQuerySchema } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { pageRequest, sendNextCursor } from '../../lib/paging';
import { requireOwnAccount, signedIn } from '../../plugins/auth';
import { listHistory } from './activity.service';

/** A person's own history (the profile's Session History). */
export async function activityRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profile/history/:userId',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Your own activity history, newest first',
        tags: ['profile'],
        params: historyParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: historyResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      requireOwnAccount(request, userId);
      const { items, nextCursor } = await listHistory(ctx, userId, pageRequest(request.query));
      sendNextCursor(reply, nextCursor);
      return items;
    },
  );
}
