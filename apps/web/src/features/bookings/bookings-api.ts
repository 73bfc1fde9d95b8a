import { useQuery } from '@tanstack/react-query';
import {
  createBookingResponseSchema,
  doctorListItemSchema,
  messages,
  myAppointmentsResponseSchema,
  publicSlotsResponseSchema,
  SLOT_FETCH_TIMEOUT_MS,
  type CreateBookingRequest,
  type CreateBookingResponse,
  type DoctorListItem,
  type MyAppointmentsResponse,
  type PublicSlotsResponse,
} from '@solace/shared';
import { serverText } from '../../components/forms/form-feedback';
import { api, ApiRequestError } from '../../lib/api-client';

/**
 * One place for the keys, so the booking page can refresh "My appointments" (and the
 * therapist cards' next free slot) after a booking, and the profile can refresh the slots
 * after a cancellation.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  mine: ['bookings', 'mine'] as const,
  slots: (doctorId: string) => ['bookings', 'slots', doctorId] as const,
  /** Under 'catalog', so refreshing the catalog refreshes this therapist too. */
  doctor: (doctorId: string) => ['catalog', 'doctor', doctorId] as const,
};

/** The slot fetch failed; `message` is already the spec's wording (point 8). */
export class SlotFetchError extends Error {
  override readonly name = 'SlotFetchError';
}

/**
 * Spec point 8 for the slot fetch: the server's error field, else 'Server error occurred';
 * 'No response received from server' when nothing came back (offline or the 10 s timeout);
 * anything else 'Failed to fetch slots'.
 */
export function slotErrorText(error: unknown): string {
  if (error instanceof SlotFetchError) return error.message;
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return messages.booking.noResponse;
    return serverText(error) ?? messages.booking.serverError;
  }
  return messages.booking.fetchSlotsFailed;
}

export async function fetchSlots(
  doctorId: string,
  signal?: AbortSignal,
): Promise<PublicSlotsResponse> {
  let body: unknown;
  try {
    body = await api.get(`/doctors/${encodeURIComponent(doctorId)}/available-slots`, {
      signal,
      timeoutMs: SLOT_FETCH_TIMEOUT_MS,
    });
  } catch (error) {
    // A cancelled query (page left, refetch) is not a failure to report.
    if (signal?.aborted) throw error;
    throw new SlotFetchError(slotErrorText(error), { cause: error });
  }
  // The API client hides the status of a 2xx answer; an empty body is what a 204 (or any other
  // answer that is not the 200 with the two lists) gives, which the spec calls unexpected.
  if (body === undefined) throw new SlotFetchError(messages.booking.unexpectedStatus);
  const parsed = publicSlotsResponseSchema.safeParse(body);
  if (!parsed.success) throw new SlotFetchError(messages.booking.fetchSlotsFailed);
  return parsed.data;
}

/** One therapist, or an ApiRequestError with status 404 when there is no such therapist. */
export async function fetchDoctor(doctorId: string, signal?: AbortSignal): Promise<DoctorListItem> {
  const body = await api.get(`/doctors/${encodeURIComponent(doctorId)}`, { signal });
  return doctorListItemSchema.parse(body);
}

export async function createBooking(request: CreateBookingRequest): Promise<CreateBookingResponse> {
  const body = await api.post('/bookings/create', request);
  const parsed = createBookingResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(messages.booking.bookingFailed);
  return parsed.data;
}

export async function fetchMyAppointments(signal?: AbortSignal): Promise<MyAppointmentsResponse> {
  return myAppointmentsResponseSchema.parse(await api.get('/bookings/mine', { signal }));
}

export async function cancelAppointment(bookingId: string): Promise<string> {
  const body = await api.post<{ message?: unknown } | undefined>(
    `/bookings/${encodeURIComponent(bookingId)}/cancel`,
  );
  return typeof body?.message === 'string' && body.message
    ? body.message
    : messages.booking.cancelled;
}

export function useDoctor(doctorId: string) {
  return useQuery({
    queryKey: bookingKeys.doctor(doctorId),
    queryFn: ({ signal }) => fetchDoctor(doctorId, signal),
  });
}

export function useSlots(doctorId: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.slots(doctorId),
    queryFn: ({ signal }) => fetchSlots(doctorId, signal),
    enabled,
    // Free times change as others book: always fresh on arrival, and every minute while open
    // (but not while failing: the error is on screen with its Retry button already).
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === 'error' ? false : 60_000),
    // The screen has a Retry button and a 10 s timeout; a silent second try would double both.
    retry: false,
  });
}

/** The signed-in patient's appointments; one key, shared by the profile and the booking page. */
export function useMyAppointments(enabled = true) {
  return useQuery({
    queryKey: bookingKeys.mine,
    queryFn: ({ signal }) => fetchMyAppointments(signal),
    enabled,
    staleTime: 0,
  });
}
