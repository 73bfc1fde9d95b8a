import { useInfiniteQuery } from '@tanstack/react-query';
import {
  historyResponseSchema,
  personalDataExportSchema,
  successMessageResponseSchema,
  updateNameResponseSchema,
  type DeleteAccountRequest,
  type HistoryEntry,
  type ProfilePasswordChange,
  type UpdateNameRequest,
  type UpdatePhoneRequest,
  type UpdateTimeZoneRequest,
  type UpdateLanguageRequest,
  updateLanguageResponseSchema,
} from '@solace/shared';
import { api, apiPage, withQuery } from '../../lib/api-client';

export const profileKeys = {
  all: ['profile'] as const,
  history: (userId: string) => ['profile', 'history', userId] as const,
};

function fetchHistory(userId: string, cursor: string | null, signal: AbortSignal) {
  const path = withQuery(`/profile/history/${encodeURIComponent(userId)}`, { cursor });
  return apiPage<HistoryEntry>(path, historyResponseSchema, { signal });
}

/** The signed-in person's session history (logins, changes), newest first, a page at a time. */
export function useHistory(userId: string) {
  return useInfiniteQuery({
    queryKey: profileKeys.history(userId),
    queryFn: ({ pageParam, signal }) => fetchHistory(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // One list, newest first whatever order arrived (a stable sort keeps the server's ties).
    select: (data) =>
      data.pages
        .flatMap((page) => page.items)
        .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp)),
    staleTime: 0,
  });
}

/** Renames the signed-in person; the answer holds the user as now stored. */
export function updateName(request: UpdateNameRequest) {
  return api.put('/profile', updateNameResponseSchema, request);
}

/** Sets the person's phone number; the answer holds the user with it as stored (E.164). */
export function updatePhone(request: UpdatePhoneRequest) {
  return api.put('/profile/phone', updateNameResponseSchema, request);
}

/** Sets the zone of the person's e-mails and notifications; the answer holds the user. */
export function updateTimeZone(request: UpdateTimeZoneRequest) {
  return api.put('/profile/time-zone', updateNameResponseSchema, request);
}

/** Keeps the language of the person's e-mails, notices and texts with their account. */
export function updateLanguage(request: UpdateLanguageRequest) {
  return api.put('/profile/language', updateLanguageResponseSchema, request);
}

export function changePassword(request: ProfilePasswordChange) {
  return api.post('/changepassword', successMessageResponseSchema, request);
}

/** Everything Solace stores about the signed-in person, as JSON. */
export function exportMyData() {
  return api.get('/profile/export', personalDataExportSchema);
}

export function deleteAccount(request: DeleteAccountRequest) {
  return api.delete('/profile', successMessageResponseSchema, request);
}
