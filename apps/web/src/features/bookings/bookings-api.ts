import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  createBookingResponseSchema,
  myAppointmentsResponseSchema,
  publicSlotsResponseSchema,
  rescheduleBookingResponseSchema,
  SLOT_FETCH_TIMEOUT_MS,
  successMessageResponseSchema,
  type CreateBookingRequest,
  type CreateBookingResponse,
  type MyAppointmentsResponse,
  type PublicSlotsResponse,
  bookingMessages,
} from '@solace/shared';
import { serverText } from '../../components/forms/form-feedback';
import { api, ApiRequestError, UnexpectedResponseError, withQuery } from '../../lib/api-client';
import { bookingPolicyKey } from '../../lib/booking-policy';

/**
 * One place for the keys, so the booking page can refresh "My appointments" after a booking,
 * and the profile can refresh the slots after a cancellation.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  mine: ['bookings', 'mine'] as const,
  policy: bookingPolicyKey,
  slots: (doctorId: string) => ['bookings', 'slots', doctorId] as const,
};

/** The slot fetch failed; `message` is already the spec's wording (point 8). */
class SlotFetchError extends Error {
  override readonly name = 'SlotFetchError';
}

/**
 * Spec point 8 for the slot fetch: the server's error field, else 'Server error occurred';
 * 'No response received from server' when nothing came back (offline or the 10 s timeout);
 * 'Unexpected response status' for a success other than 200 (an empty 204, say); anything else,
 * a 200 without the two lists included, 'Failed to fetch slots'.
 */
export function slotErrorText(error: unknown): string {
  if (error instanceof SlotFetchError) return error.message;
  if (error instanceof UnexpectedResponseError) {
    return error.status === 200
      ? bookingMessages.fetchSlotsFailed
      : bookingMessages.unexpectedStatus;
  }
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return bookingMessages.noResponse;
    return serverText(error) ?? bookingMessages.serverError;
  }
  return bookingMessages.fetchSlotsFailed;
}

async function fetchSlots(doctorId: string, signal?: AbortSignal): Promise<PublicSlotsResponse> {
  const path = `/doctors/${encodeURIComponent(doctorId)}/available-slots`;
  try {
    return await api.get(path, publicSlotsResponseSchema, {
      signal,
      timeoutMs: SLOT_FETCH_TIMEOUT_MS,
    });
  } catch (error) {
    // A cancelled query (page left, refetch) is not a failure to report.
    if (signal?.aborted) throw error;
    throw new SlotFetchError(slotErrorText(error), { cause: error });
  }
}

export async function createBooking(request: CreateBookingRequest): Promise<CreateBookingResponse> {
  return api.post('/bookings/create', createBookingResponseSchema, request);
}

/** A client cancels one of their sessions before it starts; the time is free again for others. */
export function cancelBooking(bookingId: string) {
  const path = `/bookings/${encodeURIComponent(bookingId)}/cancel`;
  return api.post(path, successMessageResponseSchema);
}

/** Moves one of the client's bookings to another free time of the same therapist. */
export function rescheduleBooking(bookingId: string, slotId: string) {
  const path = `/bookings/${encodeURIComponent(bookingId)}/reschedule`;
  return api.post(path, rescheduleBookingResponseSchema, { slotId });
}

/** A page of the client's appointments: every upcoming one first, then the past by `cursor`. */
async function fetchMyAppointments(
  cursor: string | null = null,
  signal?: AbortSignal,
): Promise<MyAppointmentsResponse> {
  return api.get(withQuery('/bookings/mine', { cursor }), myAppointmentsResponseSchema, {
    signal,
  });
}

/** The pages loaded so far as one answer: the first page's upcoming, every page's past. */
function mergePages(data: InfiniteData<MyAppointmentsResponse>): MyAppointmentsResponse {
  const first = data.pages[0]!;
  return {
    ...first,
    past: data.pages.flatMap((page) => page.past),
    nextCursor: data.pages.at(-1)!.nextCursor,
  };
}

/**
 * How long a slots answer counts as fresh: the one a server-drawn page came with (main.tsx dates
 * it at the page's arrival) is not asked for again as the page hydrates; an older one is, when a
 * page showing the times opens.
 */
const SLOTS_FRESH_MS = 10_000;

export function useSlots(doctorId: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.slots(doctorId),
    queryFn: ({ signal }) => fetchSlots(doctorId, signal),
    enabled,
    // Free times change as others book: fresh on arrival, and every minute while open (but not
    // while failing: the error is on screen with its Retry button already).
    staleTime: SLOTS_FRESH_MS,
    refetchInterval: (query) => (query.state.status === 'error' ? false : 60_000),
    // The screen has a Retry button and a 10 s timeout; a silent second try would double both.
    retry: false,
  });
}

export { useBookingPolicy } from '../../lib/booking-policy';

/** The signed-in patient's appointments; one key, shared by the profile and the booking page. */
export function useMyAppointments(enabled = true) {
  return useInfiniteQuery({
    queryKey: bookingKeys.mine,
    queryFn: ({ pageParam, signal }) => fetchMyAppointments(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: mergePages,
    enabled,
    staleTime: 0,
  });
}
