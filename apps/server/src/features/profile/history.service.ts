import type { HistoryEntry } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { findActivities, insertActivity } from './history.repo';

/** How much history the profile page shows. */
const HISTORY_LIMIT = 200;

/** Writes one line of a person's history; every feature records its events through this. */
export function recordActivity(ctx: AppContext, userId: string, activity: string): Promise<void> {
  return insertActivity(ctx.db, userId, activity, ctx.clock.now());
}

export async function listHistory(ctx: AppContext, userId: string): Promise<HistoryEntry[]> {
  const rows = await findActivities(ctx.db, userId, HISTORY_LIMIT);
  return rows.map((row) => ({ timestamp: row.createdAt.toISOString(), activity: row.activity }));
}
