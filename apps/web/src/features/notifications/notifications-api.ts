import {
  BACKGROUND_REQUEST_HEADER,
  notificationsResponseSchema,
  readAllNotificationsResponseSchema,
  successResponseSchema,
  type Notification,
} from '@solace/shared';
import { api } from '../../lib/api-client';

/** The cached list of one user's notifications, newest first. */
export const notificationsKey = (userId: string) => ['notifications', userId] as const;

/** The poll: marked as background so it never keeps an idle session alive. */
export function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return api.get('/notifications', notificationsResponseSchema, {
    signal,
    headers: { [BACKGROUND_REQUEST_HEADER]: '1' },
  });
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
