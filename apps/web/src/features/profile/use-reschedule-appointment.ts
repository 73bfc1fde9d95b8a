import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formatSlotDate,
  formatTimeRange,
  viewerTimeZoneName,
  type MyAppointment,
  bookingMessages,
} from '@solace/shared';
import { toast } from '../../lib/toast';
import { bookingKeys, rescheduleBooking, type BookingCalendarEvent } from '../bookings';
import { catalogKeys } from '../catalog';

/** "Friday, March 7, 2025, 9:00 AM - 9:50 AM India Standard Time"-like: the new time, in words. */
export function newTimeText(slot: { start: Date; end: Date }): string {
  return `${formatSlotDate(slot.start)}, ${formatTimeRange(slot.start, slot.end)} ${viewerTimeZoneName()}`;
}

/**
 * A client moves an appointment to another free time; once moved, the list, both times of that
 * therapist (the old one is free again) and the cards' next free times refresh.
 */
export function useRescheduleAppointment(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      appointment,
      slot,
    }: {
      appointment: MyAppointment;
      slot: BookingCalendarEvent;
    }) => rescheduleBooking(appointment.id, slot.id),
    onSuccess: (_answer, { appointment, slot }) => {
      toast.success(bookingMessages.rescheduled(newTimeText(slot)));
      onDone();
      void queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
      void queryClient.invalidateQueries({
        queryKey: bookingKeys.slots(appointment.doctorId ?? ''),
      });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}
