import {
  BACKGROUND_REQUEST_HEADER,
  notificationsResponseSchema,
  readAllNotificationsResponseSchema,
  successResponseSchema,
  type Notification,
  type Page,
} from '@solace/shared';
import type { InfiniteData } from '@tanstack/react-query';
import { api, apiPage, withQuery } from '../../lib/api-client';

/** The cached list of one user's notifications, newest first. */
export const notificationsKey = (userId: string) => ['notifications', userId] as const;

/**
 * A page of notifications, newest first (the next page's cursor comes in a header). The poll:
 * marked as background so it never keeps an idle session alive.
 */
export function fetchNotifications(
  cursor: string | null = null,
  signal?: AbortSignal,
): Promise<Page<Notification>> {
  return apiPage(withQuery('/notifications', { cursor }), notificationsResponseSchema, {
    signal,
    headers: { [BACKGROUND_REQUEST_HEADER]: '1' },
  });
}

/** The bell's cache: the pages loaded so far. */
export type NotificationPages = InfiniteData<Page<Notification>, string | null>;

/** The same change on every loaded page (marking read). */
export function mapPages(
  data: NotificationPages | undefined,
  change: (list: Notification[]) => Notification[],
): NotificationPages | undefined {
  return (
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) }
  );
}

export function markNotificationRead(id: string) {
  return api.put(`/notifications/${encodeURIComponent(id)}/read`, successResponseSchema);
}

export function markAllNotificationsRead() {
  return api.put('/notifications/read-all', readAllNotificationsResponseSchema);
}

/** Adds a live notification at the top, unless the list already holds it. */
export function prependNotification(
  list: Notification[] | undefined,
  notification: Notification,
): Notification[] {
  if (!list) return [notification];
  if (list.some((item) => item.id === notification.id)) return list;
  return [notification, ...list];
}
