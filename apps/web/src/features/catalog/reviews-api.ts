import { useQuery } from '@tanstack/react-query';
import { doctorReviewsResponseSchema, type DoctorReviewsResponse } from '@solace/shared';
import { api } from '../../lib/api-client';
import { catalogKeys } from './catalog-api';

/** A therapist's rating summary and newest reviews (public). */
export function useDoctorReviews(doctorId: string) {
  return useQuery({
    queryKey: catalogKeys.reviews(doctorId),
    queryFn: ({ signal }): Promise<DoctorReviewsResponse> =>
      api.get(`/doctors/${encodeURIComponent(doctorId)}/reviews`, doctorReviewsResponseSchema, {
        signal,
      }),
  });
}
