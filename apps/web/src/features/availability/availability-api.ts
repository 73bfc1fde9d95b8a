import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  doctorSlotsResponseSchema,
  type DoctorSlotsResponse,
  type SlotTimes,
} from '@solace/shared';
import { api } from '../../lib/api-client';

/** The one cache entry of the dashboard: every change invalidates it. */
export const doctorSlotsKey = ['doctor-slots'] as const;

async function fetchDoctorSlots(signal: AbortSignal): Promise<DoctorSlotsResponse> {
  const body = await api.get('/doctor/available-slots', { signal });
  return doctorSlotsResponseSchema.parse(body);
}

/** The signed-in therapist's slots: available and expired ones, and booked ones with the client. */
export function useDoctorSlots() {
  return useQuery({
    queryKey: doctorSlotsKey,
    queryFn: ({ signal }) => fetchDoctorSlots(signal),
    staleTime: 0,
  });
}

/** `success` false or nothing added means the server took none of them. */
export interface AddSlotsAnswer {
  success?: boolean;
  added?: number;
}

export function addSlots(slots: SlotTimes[]) {
  return api.post<AddSlotsAnswer | undefined>('/doctor/add-available-slots', { slots });
}

/** One atomic edit on the server, instead of the spec's delete-then-add. */
export function updateSlot({ id, times }: { id: string; times: SlotTimes }) {
  return api.put(`/doctor/available-slots/${encodeURIComponent(id)}`, times);
}

export function deleteSlot(id: string) {
  return api.delete(`/doctor/available-slots/${encodeURIComponent(id)}`);
}

/** The therapist cancels a booking before it starts; the slot becomes available again. */
export function cancelBooking(bookingId: string) {
  return api.post(`/bookings/${encodeURIComponent(bookingId)}/cancel`);
}

/** A change to the slots; whatever the answer, the list is fetched again afterwards. */
export function useSlotChange<TVariables, TData = unknown>(
  change: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: doctorSlotsKey }),
  });
}
