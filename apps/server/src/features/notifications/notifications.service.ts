import { NOTIFICATIONS_PAGE_SIZE, messages, type Notification } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UnitOfWork } from '../../lib/unit-of-work';
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

export interface NoticeContent {
  title: string;
  message: string;
  link?: string | null;
}

/**
 * Stores a notification with the change it tells of, and pushes it to the user's open tabs
 * once that change has committed.
 */
export async function notify(
  ctx: Pick<AppContext, 'clock' | 'realtime'>,
  unit: UnitOfWork,
  userId: string,
  content: NoticeContent,
): Promise<Notification> {
  const row = await insertNotification(unit.db, {
    userId,
    title: content.title,
    message: content.message,
    link: content.link ?? null,
    createdAt: ctx.clock.now(),
  });
  const notification = toNotification(row);
  unit.afterCommit(() => ctx.realtime.emitToUser(userId, 'notification:new', notification));
  return notification;
}

export async function listNotifications(ctx: AppContext, userId: string, before?: Date) {
  const rows = await findNotifications(ctx.db, userId, NOTIFICATIONS_PAGE_SIZE, before);
  return rows.map(toNotification);
}

export async function readNotification(ctx: AppContext, userId: string, id: string) {
  if (!(await markRead(ctx.db, userId, id))) {
    throw new AppError(404, 'NOTIFICATION_NOT_FOUND', messages.notifications.notFound);
  }
}

export function readAllNotifications(ctx: AppContext, userId: string) {
  return markAllRead(ctx.db, userId);
}
