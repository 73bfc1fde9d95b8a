import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';
import { cursorTime, olderThan, type PageRequest } from '../../lib/paging';

export async function insertActivity(db: Db, userId: string, activity: string, at: Date) {
  await db.insert(activityLog).values({ userId, activity, createdAt: at });
}

/** The insert of several history lines, for a unit of work to send with its other writes. */
export function activitiesInsert(
  db: Db,
  entries: { userId: string; activity: string; createdAt: Date }[],
) {
  return db.insert(activityLog).values(entries);
}

/** A page of the user's history, newest first (index activity_log_user_time_idx). */
export function findActivityPage(db: Db, userId: string, page: PageRequest) {
  return db
    .select({
      id: activityLog.id,
      cursorAt: cursorTime(activityLog.createdAt),
      timestamp: activityLog.createdAt,
      activity: activityLog.activity,
    })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.userId, userId),
        olderThan(activityLog.createdAt, activityLog.id, page.after),
      ),
    )
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(page.limit + 1);
}

/** The whole history, oldest first (the data export, which is meant to be whole). */
export function findAllActivities(db: Db, userId: string) {
  return db
    .select({ timestamp: activityLog.createdAt, activity: activityLog.activity })
    .from(activityLog)
    .where(eq(activityLog.userId, userId))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
}
