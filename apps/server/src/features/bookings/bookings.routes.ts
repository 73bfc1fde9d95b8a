import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingIdParamsSchema,
  bookingPolicyResponseSchema,
  type BookingPolicyResponse,
  messages,
  myAppointmentsQuerySchema,
  myAppointmentsResponseSchema,
  PAST_APPOINTMENTS_PAGE_SIZE,
  successMessageResponseSchema,
  therapistCancelRequestSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { requireSession, signedIn, withRole } from '../../plugins/auth';
import { pageRequest } from '../../lib/paging';
import { listMyAppointments } from './appointment-lists.service';
import { cancelBooking } from './bookings.service';
import { cancelByTherapist } from './therapist-cancel.service';

/** The clinic's cancellation rule, as GET /bookings/policy answers it (and the pages show it). */
export function bookingPolicy(ctx: AppContext): BookingPolicyResponse {
  const { provider, holdMinutes } = ctx.config.payments;
  return {
    cancelNoticeHours: ctx.config.cancelNoticeHours,
    paymentHoldMinutes: provider === 'none' ? null : holdMinutes,
  };
}

export async function bookingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const clientsOnly = withRole(['patient'], messages.booking.onlyClientsBook);
  const therapistsOnly = withRole(['doctor'], messages.booking.therapistCancel.onlyTherapist);
  const tags = ['bookings'];

  // POST /bookings/create is payments' (payments.routes.ts): a paid session is held first. So is
  // POST /bookings/:id/reschedule: a session paid with a plan's credit moves only within the plan.

  api.get(
    '/bookings/mine',
    {
      onRequest: clientsOnly,
      schema: {
        summary:
          'Your appointments (clients): every upcoming one, and the past a page at a time (`cursor`)',
        tags,
        querystring: myAppointmentsQuerySchema,
        response: { 200: myAppointmentsResponseSchema },
      },
    },
    (request) =>
      listMyAppointments(
        ctx,
        requireSession(request).user.id,
        pageRequest(request.query, PAST_APPOINTMENTS_PAGE_SIZE),
      ),
  );

  api.post(
    '/bookings/:id/cancel',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Cancel an appointment you are part of',
        tags,
        params: bookingIdParamsSchema,
        response: { 200: successMessageResponseSchema },
      },
    },
    async (request) => {
      await cancelBooking(ctx, requireSession(request), request.params.id);
      return { success: true as const, message: messages.booking.cancelled };
    },
  );

  api.post(
    '/bookings/:id/cancel-by-therapist',
    {
      onRequest: therapistsOnly,
      schema: {
        summary:
          'Cancel one of your booked sessions (its therapist) with a reason the client reads; `keepTimeBlocked` takes the time off your offer instead of freeing it',
        tags,
        params: bookingIdParamsSchema,
        body: therapistCancelRequestSchema,
        response: { 200: successMessageResponseSchema },
      },
    },
    async (request) => {
      await cancelByTherapist(ctx, requireSession(request), request.params.id, request.body);
      return { success: true as const, message: messages.booking.cancelled };
    },
  );

  api.get(
    '/bookings/policy',
    {
      schema: {
        summary: 'The cancellation rule, for anyone, before choosing a time',
        tags,
        response: { 200: bookingPolicyResponseSchema },
      },
    },
    () => bookingPolicy(ctx),
  );
}
