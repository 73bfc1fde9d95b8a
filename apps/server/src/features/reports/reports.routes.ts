import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportCreatedResponseSchema } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { submitReport } from './reports.service';

/**
 * Problem reports (spec: Report a Problem). Visitors may report too (a broken login page is a
 * real case); the limits differ. The administrators' side is in the admin feature.
 */
export async function reportsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Files are streamed by the route itself, with its own limits: nothing is buffered here.
  await app.register(multipart);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/report-problem',
    {
      schema: {
        summary:
          'Report a problem: multipart fields problemType, description, email, priority, additionalInfo and up to 5 files as `attachment`',
        tags: ['reports'],
        consumes: ['multipart/form-data'],
        response: { 201: reportCreatedResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await submitReport(ctx, request)),
  );
}
