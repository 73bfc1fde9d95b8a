import { useInfiniteQuery } from '@tanstack/react-query';
import {
  callHistoryResponseSchema,
  callSchema,
  type Call,
  type CallHistoryItem,
  type Page,
} from '@solace/shared';
import { api, apiPage, withQuery } from '../../lib/api-client';

/** The cached call history of one person. */
export const callHistoryKey = (userId: string) => ['calls', userId] as const;

/** Rings the other person of a due session (the server refuses one that is not due). */
export function ringBooking(bookingId: string): Promise<Call> {
  return api.post(`/bookings/${encodeURIComponent(bookingId)}/call`, callSchema);
}

/** Accept or decline a call ringing you; `cancel` hangs up one you are ringing. */
export function answerCall(callId: string, action: 'accept' | 'decline' | 'cancel'): Promise<Call> {
  return api.post(`/calls/${encodeURIComponent(callId)}/${action}`, callSchema);
}

function fetchCallHistory(
  cursor: string | null,
  signal: AbortSignal,
): Promise<Page<CallHistoryItem>> {
  return apiPage(withQuery('/calls', { cursor }), callHistoryResponseSchema, { signal });
}

/** The signed-in person's calls, newest first, a page at a time. */
export function useCallHistory(userId: string) {
  return useInfiniteQuery({
    queryKey: callHistoryKey(userId),
    queryFn: ({ pageParam, signal }) => fetchCallHistory(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
    staleTime: 0,
  });
}
