import { useQuery } from '@tanstack/react-query';
import {
  ownReviewSchema,
  ownReviewsResponseSchema,
  type OwnReview,
  type ReviewRequest,
} from '@solace/shared';
import { api } from '../../lib/api-client';

export const reviewKeys = { mine: ['reviews', 'mine'] as const };

/** The client's own ratings, one request for every appointment in the list. */
export function useMyReviews(enabled = true) {
  return useQuery({
    queryKey: reviewKeys.mine,
    queryFn: ({ signal }) => api.get('/reviews/mine', ownReviewsResponseSchema, { signal }),
    enabled,
  });
}

export function saveReview(bookingId: string, body: ReviewRequest): Promise<OwnReview> {
  return api.post(`/bookings/${encodeURIComponent(bookingId)}/review`, ownReviewSchema, body);
}
