import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addSlotsRequestSchema,
  addSlotsResponseSchema,
  doctorSlotsQuerySchema,
  doctorSlotsResponseSchema,
  messages,
  savedWorkingHoursSchema,
  slotIdParamsSchema,
  slotTimesSchema,
  successResponseSchema,
  workingHoursRequestSchema,
  workingHoursResponseSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { requireSession, withRole } from '../../plugins/auth';
import {
  addSlots,
  addWorkingHours,
  deleteSlot,
  getWorkingHours,
  listOwnSlots,
  updateSlot,
} from './availability.service';
import { BODY_LIMITS } from '../../plugins/json-body';

/** The doctor's own slots: every route works on the session's doctor only. */
export async function availabilityRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const doctorsOnly = withRole(['doctor'], messages.slots.onlyDoctors);
  const doctorId = (request: Parameters<typeof requireSession>[0]) =>
    requireSession(request).user.id;
  const tags = ['availability'];

  api.get(
    '/doctor/available-slots',
    {
      onRequest: doctorsOnly,
      schema: {
        summary:
          'Your slots (therapists), with who booked them; with from and to, those overlapping that range',
        tags,
        querystring: doctorSlotsQuerySchema,
        response: { 200: doctorSlotsResponseSchema },
      },
    },
    (request) => {
      const { from, to } = request.query;
      const range = from && to ? { from: new Date(from), to: new Date(to) } : undefined;
      return listOwnSlots(ctx, doctorId(request), range);
    },
  );

  api.post(
    '/doctor/add-available-slots',
    {
      onRequest: doctorsOnly,
      bodyLimit: BODY_LIMITS.slots,
      schema: {
        summary: 'Add slots, all or none',
        tags,
        body: addSlotsRequestSchema,
        response: { 200: addSlotsResponseSchema },
      },
    },
    async (request) => {
      const added = await addSlots(ctx, doctorId(request), request.body);
      return { success: true as const, added };
    },
  );

  api.get(
    '/doctor/working-hours',
    {
      onRequest: doctorsOnly,
      schema: {
        summary: 'Your weekly working hours as last used, or null',
        tags,
        response: { 200: savedWorkingHoursSchema },
      },
    },
    (request) => getWorkingHours(ctx, doctorId(request)),
  );

  api.post(
    '/doctor/working-hours',
    {
      onRequest: doctorsOnly,
      schema: {
        summary:
          'Weekly working hours as sessions for the coming weeks (taken times skipped); kept',
        tags,
        body: workingHoursRequestSchema,
        response: { 200: workingHoursResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const zone = request.body.time_zone ?? user.timeZone;
      const result = await addWorkingHours(ctx, user.id, request.body, zone);
      return { success: true as const, ...result };
    },
  );

  api.put(
    '/doctor/available-slots/:id',
    {
      onRequest: doctorsOnly,
      schema: {
        summary: 'Move one of your free slots',
        tags,
        params: slotIdParamsSchema,
        body: slotTimesSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await updateSlot(ctx, doctorId(request), request.params.id, request.body);
      return { success: true as const };
    },
  );

  api.delete(
    '/doctor/available-slots/:id',
    {
      onRequest: doctorsOnly,
      schema: {
        summary: 'Remove one of your free slots',
        tags,
        params: slotIdParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await deleteSlot(ctx, doctorId(request), request.params.id);
      return { success: true as const };
    },
  );
}
