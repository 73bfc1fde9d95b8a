import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPlanSchema,
  adminPlansResponseSchema,
  createPlanRequestSchema,
  planIdParamsSchema,
  updatePlanRequestSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { addPlan, changePlan, listAllPlans } from '../plans/plans.service';
import { adminOf, adminOnly } from './admin-access';

/**
 * Plans as the administrators set them (issue 26). No delete: payments and credits name their
 * plan, so a plan no longer sold is taken off sale. Every change is in the audit log.
 */
export async function adminPlansRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/admin/plans',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Every plan, on sale or not, in the plans page’s order',
        tags,
        response: { 200: adminPlansResponseSchema },
      },
    },
    () => listAllPlans(ctx),
  );

  api.post(
    '/admin/plans',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Add a plan; its id is made from its name',
        tags,
        body: createPlanRequestSchema,
        response: { 201: adminPlanSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addPlan(ctx, adminOf(request), request.body)),
  );

  api.patch(
    '/admin/plans/:id',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Change a plan: price (minor units), contents, or on sale / off sale',
        tags,
        params: planIdParamsSchema,
        body: updatePlanRequestSchema,
        response: { 200: adminPlanSchema },
      },
    },
    (request) => changePlan(ctx, adminOf(request), request.params.id, request.body),
  );
}
