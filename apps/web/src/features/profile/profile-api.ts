import { useQuery } from '@tanstack/react-query';
import { historyResponseSchema, type HistoryEntry } from '@solace/shared';
import { api, apiRequest } from '../../lib/api-client';

export const profileKeys = {
  all: ['profile'] as const,
  history: (userId: string) => ['profile', 'history', userId] as const,
};

async function fetchHistory(userId: string, signal: AbortSignal): Promise<HistoryEntry[]> {
  const body = await api.get(`/profile/history/${encodeURIComponent(userId)}`, { signal });
  const entries = historyResponseSchema.parse(body);
  // Newest first, whatever order arrived.
  return [...entries].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
}

/** The signed-in person's session history (logins, changes), newest first. */
export function useHistory(userId: string) {
  return useQuery({
    queryKey: profileKeys.history(userId),
    queryFn: ({ signal }) => fetchHistory(userId, signal),
    staleTime: 0,
  });
}

export function updateName(userId: string, name: string) {
  return api.put<{ success?: boolean; user?: { name?: unknown } } | undefined>('/profile', {
    userId,
    name,
  });
}

export interface ProfilePasswordBody {
  userId: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function changePassword(body: ProfilePasswordBody) {
  return api.post('/changepassword', body);
}

/** Everything Solace stores about the signed-in person, as JSON. */
export function exportMyData() {
  return api.get<unknown>('/profile/export');
}

export function deleteAccount(password: string) {
  return apiRequest('/profile', { method: 'DELETE', body: { password } });
}
