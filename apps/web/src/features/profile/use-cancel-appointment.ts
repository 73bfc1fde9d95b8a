import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { type MyAppointment, bookingMessages } from '@solace/shared';
import { ApiRequestError, isSessionExpiredError } from '../../lib/api-client';
import { cancelFailureText } from '../availability';
import { bookingKeys, cancelBooking } from '../bookings';
import { catalogKeys } from '../catalog';

interface Options {
  /** The cancellation went through, or the list was out of date: the dialog should close. */
  onDone: () => void;
  /** Fetches the patient's appointments again after a refusal that shows the list was stale. */
  refetch: () => unknown;
}

/** A patient gives up an appointment; the list, that therapist's free times and cards update. */
export function useCancelAppointment({ onDone, refetch }: Options) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointment: MyAppointment) => cancelBooking(appointment.id),
    onSuccess: (_answer, appointment) => {
      toast.success(bookingMessages.cancelled);
      onDone();
      void queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
      // The time is free again for others.
      void queryClient.invalidateQueries({
        queryKey: bookingKeys.slots(appointment.doctorId ?? ''),
      });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
    onError: (failure) => {
      if (isSessionExpiredError(failure)) return;
      toast.error(cancelFailureText(failure));
      // Too late, already started or already cancelled: the list was out of date.
      if (failure instanceof ApiRequestError && failure.status === 409) {
        onDone();
        void refetch();
      }
    },
  });
}
