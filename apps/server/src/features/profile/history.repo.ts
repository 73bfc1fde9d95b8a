import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';

export async function insertActivity(db: Db, userId: string, activity: string, at: Date) {
  await db.insert(activityLog).values({ userId, activity, createdAt: at });
}

export function findActivities(db: Db, userId: string, limit: number) {
  return db
    .select({ createdAt: activityLog.createdAt, activity: activityLog.activity })
    .from(activityLog)
    .where(eq(activityLog.userId, userId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}
