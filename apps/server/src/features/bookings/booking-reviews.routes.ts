import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingReviewParamsSchema,
  messages,
  ownReviewSchema,
  ownReviewsResponseSchema,
  reviewRequestSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { requireSession, withRole } from '../../plugins/auth';
import { listOwnReviews } from '../reviews/reviews.service';
import { reviewBooking } from './booking-reviews.service';

/** Clients rate their completed sessions; the public reads are the catalogue's. */
export async function bookingReviewsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const clientsOnly = withRole(['patient'], messages.reviews.onlyClients);
  const tags = ['reviews'];

  api.post(
    '/bookings/:bookingId/review',
    {
      onRequest: clientsOnly,
      schema: {
        summary: 'Rate a completed session of yours (1 to 5, optional comment); again to edit',
        tags,
        params: bookingReviewParamsSchema,
        body: reviewRequestSchema,
        response: { 200: ownReviewSchema },
      },
    },
    (request) =>
      reviewBooking(ctx, requireSession(request), request.params.bookingId, request.body),
  );

  api.get(
    '/reviews/mine',
    {
      onRequest: clientsOnly,
      schema: {
        summary: 'Your ratings, by booking',
        tags,
        response: { 200: ownReviewsResponseSchema },
      },
    },
    (request) => listOwnReviews(ctx, requireSession(request).user.id),
  );
}
