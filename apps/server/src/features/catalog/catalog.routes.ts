import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  doctorIdParamsSchema,
  doctorListItemSchema,
  doctorReviewsResponseSchema,
  doctorsResponseSchema,
  plansResponseSchema,
  publicSlotsResponseSchema,
  servicesResponseSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { cachedAnswerFor, sendCached } from '../../speed/read-cache';
import { catalogReads, type CatalogReads } from './catalog.service';

/**
 * The public catalogue: what anyone may browse before signing up. Answers come from memory
 * (see catalogReads) with an ETag; the response schemas still document them and made their bytes.
 */
export async function catalogRoutes(
  app: FastifyInstance,
  { ctx, reads = catalogReads(ctx) }: { ctx: AppContext; reads?: CatalogReads },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  // What is kept is answered before the framework. A request with a session goes through it,
  // so that browsing still counts as the session's activity.
  const prefix = app.prefix;
  app.frontDoor.add('catalog', (path, request) => {
    if (!path.startsWith(prefix) || request.headers.authorization) return undefined;
    const answer = reads.peek(path.slice(prefix.length));
    return answer && cachedAnswerFor(request.headers, answer);
  });

  api.get(
    '/plans',
    { schema: { summary: 'Subscription plans', tags, response: { 200: plansResponseSchema } } },
    async (request, reply) => sendCached(request, reply, await reads.plans()),
  );
  api.get(
    '/services',
    { schema: { summary: 'Therapy services', tags, response: { 200: servicesResponseSchema } } },
    async (request, reply) => sendCached(request, reply, await reads.services()),
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
    async (request, reply) => sendCached(request, reply, await reads.doctors()),
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
    async (request, reply) =>
      sendCached(request, reply, await reads.doctor(request.params.doctorId)),
  );
  api.get(
    '/doctors/:doctorId/reviews',
    {
      schema: {
        summary: "A listed therapist's rating and newest reviews (reviewers' first names only)",
        tags,
        params: doctorIdParamsSchema,
        response: { 200: doctorReviewsResponseSchema },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await reads.reviews(request.params.doctorId)),
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
    async (request, reply) =>
      sendCached(request, reply, await reads.slots(request.params.doctorId)),
  );
}
