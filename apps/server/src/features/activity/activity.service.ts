import type { HistoryEntry, Page } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { toPage, type PageRequest } from '../../lib/paging';
import {
  activitiesInsert,
  findActivityPage,
  findAllActivities,
  insertActivity,
} from './activity.repo';

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

/** A page of the person's history, newest first, and the next page's cursor. */
export async function listHistory(
  ctx: AppContext,
  userId: string,
  page: PageRequest,
): Promise<Page<HistoryEntry>> {
  const { items, nextCursor } = toPage(await findActivityPage(ctx.db, userId, page), page.limit);
  return {
    items: items.map((row) => ({
      timestamp: row.timestamp.toISOString(),
      activity: row.activity,
    })),
    nextCursor,
  };
}

/** The whole history, oldest first, for the person's data export. */
export function historyForExport(ctx: AppContext, userId: string) {
  return findAllActivities(ctx.db, userId);
}
