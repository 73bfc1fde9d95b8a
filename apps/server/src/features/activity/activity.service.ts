import type { HistoryEntry } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { activitiesInsert, findActivities, insertActivity } from './activity.repo';

/** How much history the profile page shows. */
const HISTORY_LIMIT = 200;

/**
 * Writes one line of a person's history. Every feature records its events through this, inside
 * the transaction of the change it describes (`db` is that transaction).
 */
export function recordActivity(db: Db, userId: string, activity: string, at: Date): Promise<void> {
  return insertActivity(db, userId, activity, at);
}

/** Several history lines of one change, written with the unit's other writes at its commit. */
export function recordActivities(
  unit: UnitOfWork,
  entries: { userId: string; activity: string }[],
  at: Date,
): void {
  if (entries.length === 0) return;
  unit.insertBeforeCommit(
    activitiesInsert,
    entries.map((e) => ({ ...e, createdAt: at })),
  );
}

export async function listHistory(ctx: AppContext, userId: string): Promise<HistoryEntry[]> {
  const rows = await findActivities(ctx.db, userId, 'newest', HISTORY_LIMIT);
  return rows.map((row) => ({ timestamp: row.timestamp.toISOString(), activity: row.activity }));
}

/** The whole history, oldest first, for the person's data export. */
export function historyForExport(ctx: AppContext, userId: string) {
  return findActivities(ctx.db, userId, 'oldest');
}
