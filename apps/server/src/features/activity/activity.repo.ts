import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';

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

export function findActivities(db: Db, userId: string, order: 'newest' | 'oldest', limit?: number) {
  const query = db
    .select({ timestamp: activityLog.createdAt, activity: activityLog.activity })
    .from(activityLog)
    .where(eq(activityLog.userId, userId))
    .orderBy(
      ...(order === 'newest'
        ? [desc(activityLog.createdAt), desc(activityLog.id)]
        : [asc(activityLog.createdAt), asc(activityLog.id)]),
    );
  return limit === undefined ? query : query.limit(limit);
}
