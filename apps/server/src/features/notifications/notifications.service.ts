import { NOTIFICATIONS_PAGE_SIZE, messages, type Notification } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { notifications } from '../../db/schema';
import { findNotifications, insertNotification, markAllRead, markRead } from './notifications.repo';

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    read: row.read,
    created_at: row.createdAt.toISOString(),
    link: row.link,
  };
}

/** Stores a notification and pushes it to the user's open tabs at once. */
export async function notify(
  ctx: AppContext,
  userId: string,
  content: { title: string; message: string; link?: string | null },
): Promise<Notification> {
  const row = await insertNotification(ctx.db, {
    userId,
    title: content.title,
    message: content.message,
    link: content.link ?? null,
    createdAt: ctx.clock.now(),
  });
  const notification = toNotification(row);
  ctx.realtime.emitToUser(userId, 'notification:new', notification);
  return notification;
}

export async function listNotifications(ctx: AppContext, userId: string, before?: Date) {
  const rows = await findNotifications(ctx.db, userId, NOTIFICATIONS_PAGE_SIZE, before);
  return rows.map(toNotification);
}

export async function readNotification(ctx: AppContext, userId: string, id: string) {
  if (!(await markRead(ctx.db, userId, id))) {
    throw new AppError(404, 'NOT_FOUND', messages.notifications.notFound);
  }
}

export function readAllNotifications(ctx: AppContext, userId: string) {
  return markAllRead(ctx.db, userId);
}
