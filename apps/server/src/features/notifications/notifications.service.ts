import { randomUUID } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_TIME_ZONE,
  messages,
  withLanguage,
  type Language,
  type Notification,
  type Page,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPage, type PageRequest } from '../../lib/paging';
import type { UnitOfWork } from '../../lib/unit-of-work';
import {
  findNotifications,
  findReader,
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

/** How a person reads what is sent to them: their language and time zone. */
export interface Reader {
  language: Language;
  timeZone: string;
}

/** The reader `userId` is (the defaults for an account that no longer exists). */
export async function readerOf(db: Db, userId: string): Promise<Reader> {
  return (
    (await findReader(db, userId)) ?? { language: DEFAULT_LANGUAGE, timeZone: DEFAULT_TIME_ZONE }
  );
}

/**
 * Stores a notification with the change it tells of, and pushes it to the user's open tabs
 * once that change has committed. Given as `(reader) => content`, it is written in the user's
 * own language (and zone), whoever caused it: what is stored is the text they read.
 */
export async function notify(
  ctx: Pick<AppContext, 'clock' | 'realtime'>,
  unit: UnitOfWork,
  userId: string,
  content: NoticeContent | ((reader: Reader) => NoticeContent),
): Promise<Notification> {
  let notice: NoticeContent;
  if (typeof content === 'function') {
    const reader = await readerOf(unit.db, userId);
    notice = withLanguage(reader.language, () => content(reader));
  } else notice = content;
  const row = await insertNotification(unit.db, {
    userId,
    title: notice.title,
    message: notice.message,
    link: notice.link ?? null,
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
 * The same notice to each of `people`, written in each one's own language (`write` runs in
 * it): the administrators told of something that needs staff, say.
 */
export function notifyEachInTheirLanguage(
  ctx: Pick<AppContext, 'clock' | 'realtime'>,
  unit: UnitOfWork,
  people: { id: string; language: Language }[],
  write: () => NoticeContent,
): void {
  notifyEach(
    ctx,
    unit,
    people.map((person) => ({ userId: person.id, ...withLanguage(person.language, write) })),
  );
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
