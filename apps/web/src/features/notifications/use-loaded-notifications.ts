import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Notification, Page } from '@solace/shared';
import { useAuth } from '../../lib/auth/use-auth';
import { fetchNotifications, notificationsKey } from './notifications-api';

const none: Notification[] = [];

/**
 * The notifications the bell has loaded, read from its cache and never fetched here: the bell
 * (always in the navigation bar) fetches them, polls and adds the live ones, and a page that
 * reads them (the dashboard's "Priya is waiting") updates with it, at no request of its own.
 */
export function useLoadedNotifications(): Notification[] {
  const { user } = useAuth();
  const query = useInfiniteQuery({
    queryKey: notificationsKey(user?.id ?? ''),
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<Notification>) => last.nextCursor,
    enabled: false,
  });
  return useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? none, [query.data]);
}
