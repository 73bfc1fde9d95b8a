import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  addSlotsResponseSchema,
  doctorSlotsResponseSchema,
  savedWorkingHoursSchema,
  successMessageResponseSchema,
  successResponseSchema,
  type AddSlotsRequest,
  type SlotTimes,
  type TherapistCancelRequest,
  type WorkingHoursRequest,
  workingHoursResponseSchema,
} from '@solace/shared';
import { api, withQuery } from '../../lib/api-client';
import { rangeQuery, type SlotRange } from './slot-ranges';

/** The start of every dashboard read of the slots (one per range): a change invalidates them all. */
const doctorSlotsKey = ['doctor-slots'] as const;

/** The therapist's slots overlapping `range`: available and expired ones, booked ones with the client. */
function slotRangeQuery(range: SlotRange) {
  const { from, to } = rangeQuery(range);
  return {
    queryKey: [...doctorSlotsKey, from, to] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get(withQuery('/doctor/available-slots', { from, to }), doctorSlotsResponseSchema, {
        signal,
      }),
    staleTime: 0,
  };
}

/**
 * One range of the therapist's slots (the calendar's weeks, the agenda's days). While a new
 * range is read the last one stays on screen, so stepping through weeks never shows an empty
 * grid.
 */
export function useDoctorSlots(range: SlotRange, { enabled = true } = {}) {
  return useQuery({ ...slotRangeQuery(range), enabled, placeholderData: keepPreviousData });
}

/** Consecutive ranges (the list's weeks), each read and cached on its own. */
export function useDoctorSlotRanges(ranges: SlotRange[]) {
  return useQueries({ queries: ranges.map(slotRangeQuery) });
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
