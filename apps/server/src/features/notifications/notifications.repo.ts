import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { cursorTime, olderThan, type PageRequest } from '../../lib/paging';

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** The insert of whole notification rows, for a unit of work to send with its other writes. */
export function notificationsInsert(db: Db, rows: (typeof notifications.$inferInsert)[]) {
  return db.insert(notifications).values(rows);
}

/** A page of the user's notifications, newest first (index notifications_user_time_idx). */
export function findNotifications(db: Db, userId: string, page: PageRequest, before?: Date) {
  return db
    .select({
      row: notifications,
      id: notifications.id,
      cursorAt: cursorTime(notifications.createdAt),
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before ? lt(notifications.createdAt, before) : undefined,
        olderThan(notifications.createdAt, notifications.id, page.after),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit + 1);
}

/** Whether the user already has a notification with this title and link (one per occasion). */
export async function hasNotificationLike(
  db: Db,
  userId: string,
  { title, link }: { title: string; link: string },
) {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.link, link),
        eq(notifications.title, title),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Marks one of the user's own notifications read; false when it is not theirs (or unknown). */
export async function markRead(db: Db, userId: string, id: string) {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length === 1;
}

export async function markAllRead(db: Db, userId: string) {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** How a person reads what is sent to them: their language and zone (undefined: no such user). */
export async function findReader(db: Db, userId: string) {
  const [row] = await db
    .select({ language: users.language, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
