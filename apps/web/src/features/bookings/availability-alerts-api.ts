import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { availabilityAlertResponseSchema, bookingMessages } from '@solace/shared';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { bookingKeys } from './bookings-api';

const alertPath = (doctorId: string) =>
  `/doctors/${encodeURIComponent(doctorId)}/availability-alerts`;
const alertKey = (doctorId: string) => [...bookingKeys.all, 'alert', doctorId] as const;

/** Whether the signed-in client waits for this therapist's new times, and the switch for it. */
export function useAvailabilityAlert(doctorId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: alertKey(doctorId),
    queryFn: ({ signal }) =>
      api.get(alertPath(doctorId), availabilityAlertResponseSchema, { signal }),
    enabled,
  });
  const change = useMutation({
    mutationFn: (subscribe: boolean) =>
      subscribe
        ? api.post(alertPath(doctorId), availabilityAlertResponseSchema)
        : api.delete(alertPath(doctorId), availabilityAlertResponseSchema),
    onSuccess: (answer) => queryClient.setQueryData(alertKey(doctorId), answer),
    onError: () => toast.error(bookingMessages.alertFailed),
  });
  return {
    subscribed: status.data?.subscribed ?? false,
    loading: status.isPending && enabled,
    busy: change.isPending,
    set: (subscribe: boolean) => change.mutate(subscribe),
  };
}
