import { useQuery } from '@tanstack/react-query';
import { bookingPolicyResponseSchema } from '@solace/shared';
import { api } from './api-client';

export const bookingPolicyKey = ['bookings', 'policy'] as const;

/**
 * The practice's rules, for anyone (they change only with the server's settings): how long
 * before a session cancelling is free, and whether (and how long) a paid time is held while the
 * client pays online. Read by the booking pages and the plans page.
 */
export function useBookingPolicy() {
  return useQuery({
    queryKey: bookingPolicyKey,
    queryFn: ({ signal }) => api.get('/bookings/policy', bookingPolicyResponseSchema, { signal }),
    staleTime: Infinity,
  });
}
