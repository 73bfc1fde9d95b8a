import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages, readyResponseSchema } from '@solace/shared';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { scrape, type AppMetrics } from '../../lib/metrics';
import { metricsReaders } from './metrics-access';
import type { Readiness } from './readiness';

/**
 * GET /api/ready: 200 when this instance can serve, else 503 with the reason (starting,
 * draining, database, migrations, Redis). No session needed: load balancers poll it. Never
 * cached. Liveness is GET /api/health.
 */
export async function readyRoutes(app: FastifyInstance, { readiness }: { readiness: Readiness }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ready',
    {
      schema: {
        summary: 'Ready for traffic: started, not draining, database migrated, Redis up',
        tags: ['health'],
        response: { 200: readyResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const reason = await readiness.notReadyBecause();
      if (reason) throw new AppError(503, 'NOT_READY', messages.http.notReady[reason]);
      return { status: 'ready' as const };
    },
  );
}

/**
 * GET /metrics (Prometheus text) for METRICS_ALLOW addresses or the METRICS_TOKEN bearer;
 * anyone else gets the 404 of a path that does not exist.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  { metrics, access }: { metrics: AppMetrics; access: Config['metrics'] },
) {
  const mayRead = metricsReaders(access);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request)) return reply.status(404).type('text/plain').send('Not found');
    const { contentType, text } = await scrape(metrics);
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
}
