import { z } from 'zod';
import { messages } from '../messages';
import { idParamsSchema } from './common';
import { isoDateTime } from './dates';
import { pageQuerySchema } from './paging';

/** One notification (spec point 3), plus where it leads when opened. */
export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  /** An in-app path to open on click (a booking, a conversation), or null. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.array(notificationSchema);

/**
 * `GET /api/notifications?cursor=&limit=`: the spec's array, a page at a time; the next page's
 * cursor is in the `X-Next-Cursor` header. `before` (older than this time) is kept for clients
 * that paged by time.
 */
export const notificationsQuerySchema = pageQuerySchema.extend({
  before: isoDateTime().optional(),
});
export const notificationIdParamsSchema = idParamsSchema(
  'id',
  'NOTIFICATION_NOT_FOUND',
  () => messages.notifications.notFound,
);
export const readAllNotificationsResponseSchema = z.object({
  success: z.literal(true),
  updated: z.number().int(),
});

/** How many notifications one page of `GET /api/notifications` holds. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
