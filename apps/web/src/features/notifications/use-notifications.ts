import { useCallback, useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS, type Notification, type Page } from '@solace/shared';
import { isSessionExpiredError } from '../../lib/api-client';
import { applyLiveUpdate } from '../../lib/query-client';
import { useAuth } from '../../lib/auth/use-auth';
import { useSocket } from '../../lib/use-socket';
import {
  fetchNotifications,
  markAllNotificationsRead,
  mapPages,
  markNotificationRead,
  notificationsKey,
  type NotificationPages,
  prependNotification,
} from './notifications-api';

/** Spec point 8: notification failures are logged only, never shown to the user. */
function logFailure(what: string, error: unknown) {
  if (isSessionExpiredError(error)) return; // the session-expiry notice already speaks
  console.warn(`Notifications: ${what} failed`, error);
}

const noNotifications: Notification[] = [];

/**
 * The signed-in user's notifications: fetched on mount and every 60 s, with live additions
 * from the socket, and optimistic mark-as-read.
 */
export function useNotifications() {
  const { status, user, token } = useAuth();
  const queryClient = useQueryClient();
  const enabled = status === 'authenticated' && !!user && !!token;
  const key = useMemo(() => notificationsKey(user?.id ?? ''), [user?.id]);
  const socket = useSocket();

  const query = useInfiniteQuery({
    queryKey: key,
    enabled,
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<Notification>) => last.nextCursor,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await fetchNotifications(pageParam, signal);
      } catch (error) {
        if (!signal.aborted) logFailure('fetch', error);
        throw error;
      }
    },
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

  // Live notifications go straight into the cached list.
  useEffect(() => {
    if (!enabled || !socket) return;
    // A live one goes on top of the first page (the pages after it are older anyway).
    const onNew = (notification: Notification) =>
      applyLiveUpdate<NotificationPages>(queryClient, key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page, index) =>
                index === 0
                  ? { ...page, items: prependNotification(page.items, notification) }
                  : page,
              ),
            }
          : data,
      );
    // On every (re)connect, fetch once: whatever arrived before the socket was listening (between
    // the first fetch and the connection, or while it was down) is picked up at once.
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: key });
    socket.on('notification:new', onNew);
    socket.on('connect', onConnect);
    return () => {
      socket.off('notification:new', onNew);
      socket.off('connect', onConnect);
    };
  }, [enabled, socket, key, queryClient]);

  /** Applies a change at once; on failure logs it and refetches the server's truth. */
  const optimistic = useCallback(
    async (
      what: string,
      change: (list: Notification[]) => Notification[],
      send: () => Promise<unknown>,
    ) => {
      // A poll answering after the change would undo it on screen.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<NotificationPages>(key, (data) => mapPages(data, change));
      try {
        await send();
      } catch (error) {
        logFailure(what, error);
        if (!isSessionExpiredError(error)) void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [queryClient, key],
  );

  const markRead = useCallback(
    (id: string) =>
      optimistic(
        'mark as read',
        (list) => list.map((item) => (item.id === id ? { ...item, read: true } : item)),
        () => markNotificationRead(id),
      ),
    [optimistic],
  );

  const markAllRead = useCallback(
    () =>
      optimistic(
        'mark all as read',
        (list) => list.map((item) => (item.read ? item : { ...item, read: true })),
        markAllNotificationsRead,
      ),
    [optimistic],
  );

  const notifications = useMemo(
    () => query.data?.pages.flatMap((page) => page.items) ?? noNotifications,
    [query.data],
  );
  const unread = notifications.filter((item) => !item.read).length;
  return {
    notifications,
    unread,
    isPending: enabled && query.isPending,
    markRead,
    markAllRead,
    /** Older pages, on request (the bell's "Load more"). */
    pages: query,
  };
}
