import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { pingDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { connectionFault } from '../../lib/db-errors';

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        summary: 'Up, with the database answering',
        tags: ['health'],
        response: { 200: healthResponseSchema },
      },
    },
    async (request) => {
      try {
        await pingDatabase(ctx.db);
      } catch (err) {
        request.log.warn(connectionFault(err), 'health check: database unreachable');
        throw new AppError(503, 'DATABASE_UNAVAILABLE', messages.http.databaseUnavailable);
      }
      return { status: 'ok' as const };
    },
  );
}
