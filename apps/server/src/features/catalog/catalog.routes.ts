import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  doctorIdParamsSchema,
  doctorListItemSchema,
  doctorsResponseSchema,
  plansResponseSchema,
  publicSlotsResponseSchema,
  servicesResponseSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { listPublicSlots } from '../availability/availability.service';
import { getListedDoctor, listDoctors, listPlans, listServices } from './catalog.service';

/** The public catalogue: what anyone may browse before signing up. */
export async function catalogRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  api.get(
    '/plans',
    { schema: { summary: 'Subscription plans', tags, response: { 200: plansResponseSchema } } },
    () => listPlans(ctx),
  );
  api.get(
    '/services',
    { schema: { summary: 'Therapy services', tags, response: { 200: servicesResponseSchema } } },
    () => listServices(ctx),
  );
  api.get(
    '/doctors',
    {
      schema: {
        summary: 'Listed therapists with their next free time',
        tags,
        response: { 200: doctorsResponseSchema },
      },
    },
    () => listDoctors(ctx),
  );
  api.get(
    '/doctors/:doctorId',
    {
      schema: {
        summary: 'One listed therapist',
        tags,
        params: doctorIdParamsSchema,
        response: { 200: doctorListItemSchema },
      },
    },
    (request) => getListedDoctor(ctx, request.params.doctorId),
  );
  api.get(
    '/doctors/:doctorId/available-slots',
    {
      schema: {
        summary: "A listed therapist's free and taken times (never by whom)",
        tags,
        params: doctorIdParamsSchema,
        response: { 200: publicSlotsResponseSchema },
      },
    },
    async (request) => {
      const { doctorId } = request.params;
      await getListedDoctor(ctx, doctorId);
      return listPublicSlots(ctx, doctorId);
    },
  );
}
