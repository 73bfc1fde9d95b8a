import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addSlotsResponseSchema,
  doctorSlotsResponseSchema,
  savedWorkingHoursSchema,
  successMessageResponseSchema,
  successResponseSchema,
  type AddSlotsRequest,
  type DoctorSlotsResponse,
  type SlotTimes,
  type TherapistCancelRequest,
  type WorkingHoursRequest,
  workingHoursResponseSchema,
} from '@solace/shared';
import { api } from '../../lib/api-client';

/** The one cache entry of the dashboard: every change invalidates it. */
export const doctorSlotsKey = ['doctor-slots'] as const;

async function fetchDoctorSlots(signal: AbortSignal): Promise<DoctorSlotsResponse> {
  return api.get('/doctor/available-slots', doctorSlotsResponseSchema, { signal });
}

/** The signed-in therapist's slots: available and expired ones, and booked ones with the client. */
export function useDoctorSlots() {
  return useQuery({
    queryKey: doctorSlotsKey,
    queryFn: ({ signal }) => fetchDoctorSlots(signal),
    staleTime: 0,
  });
}

/** All or none; the answer says how many were added. */
export function addSlots(request: AddSlotsRequest) {
  return api.post('/doctor/add-available-slots', addSlotsResponseSchema, request);
}

export const workingHoursKey = ['doctor-working-hours'] as const;

/** The weekly hours the therapist last used, for the editor to open with. */
export function useSavedWorkingHours() {
  return useQuery({
    queryKey: workingHoursKey,
    queryFn: ({ signal }) => api.get('/doctor/working-hours', savedWorkingHoursSchema, { signal }),
  });
}

/** Weekly hours as sessions, in one request; the answer counts those added and skipped. */
export function addWorkingHours(request: WorkingHoursRequest) {
  return api.post('/doctor/working-hours', workingHoursResponseSchema, request);
}

/** One atomic edit on the server, instead of the spec's delete-then-add. */
export function updateSlot({ id, times }: { id: string; times: SlotTimes }) {
  const path = `/doctor/available-slots/${encodeURIComponent(id)}`;
  return api.put(path, successResponseSchema, times);
}

export function deleteSlot(id: string) {
  const path = `/doctor/available-slots/${encodeURIComponent(id)}`;
  return api.delete(path, successResponseSchema);
}

/**
 * Cancels a booking before it starts; the slot becomes available again. The one call for both
 * sides: the therapist here on the dashboard, the patient on their profile (through index.ts).
 */
export function cancelBooking(bookingId: string) {
  const path = `/bookings/${encodeURIComponent(bookingId)}/cancel`;
  return api.post(path, successMessageResponseSchema);
}

/**
 * The therapist cancels one of their booked sessions with a reason the client reads; the time is
 * freed for others unless `keepTimeBlocked`.
 */
export function cancelAsTherapist({
  bookingId,
  request,
}: {
  bookingId: string;
  request: TherapistCancelRequest;
}) {
  const path = `/bookings/${encodeURIComponent(bookingId)}/cancel-by-therapist`;
  return api.post(path, successMessageResponseSchema, request);
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
