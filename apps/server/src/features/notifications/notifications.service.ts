import { randomUUID } from 'node:crypto';
import { messages, type Notification, type Page } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPage, type PageRequest } from '../../lib/paging';
import type { UnitOfWork } from '../../lib/unit-of-work';
import {
  findNotifications,
  hasNotificationLike,
  insertNotification,
  markAllRead,
  markRead,
  notificationsInsert,
} from './notifications.repo';

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

/**
 * Several notifications of one change, written with the unit's other writes at its commit
 * (their ids and times are made here, so nothing needs reading back), each pushed to its
 * user's open tabs once the change has committed.
 */
export function notifyEach(
  ctx: Pick<AppContext, 'clock' | 'realtime'>,
  unit: UnitOfWork,
  notices: (NoticeContent & { userId: string })[],
): void {
  if (notices.length === 0) return;
  const createdAt = ctx.clock.now();
  const rows = notices.map((n) => ({
    id: randomUUID(),
    userId: n.userId,
    title: n.title,
    message: n.message,
    link: n.link ?? null,
    read: false,
    createdAt,
  }));
  unit.insertBeforeCommit(notificationsInsert, rows);
  for (const row of rows) {
    const notification = toNotification(row);
    unit.afterCommit(() => ctx.realtime.emitToUser(row.userId, 'notification:new', notification));
  }
}

/**
 * Tells the user once: stores and pushes the notification unless the user already has one with
 * the same title and link (a page reloaded, a second tab). Answers whether one was added now.
 */
export async function notifyOnce(
  ctx: Pick<AppContext, 'clock' | 'realtime'>,
  unit: UnitOfWork,
  userId: string,
  content: NoticeContent & { link: string },
): Promise<boolean> {
  if (await hasNotificationLike(unit.db, userId, content)) return false;
  await notify(ctx, unit, userId, content);
  return true;
}

/** A page of the user's notifications, newest first, and the next page's cursor. */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  page: PageRequest,
  before?: Date,
): Promise<Page<Notification>> {
  const { items, nextCursor } = toPage(
    await findNotifications(ctx.db, userId, page, before),
    page.limit,
  );
  return { items: items.map((r) => toNotification(r.row)), nextCursor };
}

export async function readNotification(ctx: AppContext, userId: string, id: string) {
  if (!(await markRead(ctx.db, userId, id))) {
    throw new AppError(404, 'NOTIFICATION_NOT_FOUND', messages.notifications.notFound);
  }
}

export function readAllNotifications(ctx: AppContext, userId: string) {
  return markAllRead(ctx.db, userId);
}
