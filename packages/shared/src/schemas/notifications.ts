import { z } from 'zod';

/** One notification (spec point 3), plus where it leads when opened. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  /** An in-app path to open on click (a booking, a conversation), or null. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.array(notificationSchema);

/** How many notifications one page of `GET /api/notifications` holds. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
