import { useQuery } from '@tanstack/react-query';
import {
  sessionNoteSchema,
  type SessionNote,
  type SessionNoteAddendumRequest,
  type SessionNoteDraft,
} from '@solace/shared';
import { api } from '../../lib/api-client';

const notePath = (bookingId: string) => `/doctor/bookings/${encodeURIComponent(bookingId)}/note`;

export const sessionNoteKey = (bookingId: string) => ['session-note', bookingId] as const;

/** The therapist's note on one session; version 0 while nothing is written. */
export function useSessionNote(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: sessionNoteKey(bookingId),
    queryFn: ({ signal }) => api.get(notePath(bookingId), sessionNoteSchema, { signal }),
    enabled,
    // The editor owns the text once loaded: a refetch on focus would pull it from under the typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function saveDraft(bookingId: string, draft: SessionNoteDraft): Promise<SessionNote> {
  return api.put(notePath(bookingId), sessionNoteSchema, draft);
}

export function signNote(bookingId: string, version: number): Promise<SessionNote> {
  return api.post(`${notePath(bookingId)}/sign`, sessionNoteSchema, { version });
}

export function addAddendum(
  bookingId: string,
  request: SessionNoteAddendumRequest,
): Promise<SessionNote> {
  return api.post(`${notePath(bookingId)}/addenda`, sessionNoteSchema, request);
}
