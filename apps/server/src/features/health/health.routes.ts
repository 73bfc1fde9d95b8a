import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { pingDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/health', async (request): Promise<HealthResponse> => {
    try {
      await pingDatabase(ctx.db);
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable.');
    }
    return { status: 'ok' };
  });
}
