import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/**
 * Retry a failed query once, but never a 4xx: the server has already said the request itself
 * is wrong (or not allowed), and asking again only delays the message the user needs to see.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.isClientError) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Catalog data changes rarely; a minute avoids refetching on every page switch.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Puts what the socket just pushed into a cached list. A fetch of that list under way (say, the
 * one a reconnect started) may have read it on the server before the pushed change was written,
 * and its answer would take the change off the screen again: asking anew drops that answer, and
 * the new one includes the change.
 */
export function applyLiveUpdate<T>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  update: (cached: T | undefined) => T | undefined,
): void {
  queryClient.setQueryData<T>(queryKey, update);
  if (queryClient.isFetching({ queryKey }) > 0) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
