import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

/**
 * Locks one person's row until the transaction ends, so their checks that count before they
 * write (upcoming bookings, upcoming slots) run one after the other, never side by side.
 */
export function lockUserRow(db: Db, userId: string): Promise<void> {
  return lockUserRows(db, [userId]);
}

/**
 * Locks several people's rows in one statement, in id order: two transactions that lock
 * overlapping sets then queue behind each other instead of waiting on each other in a circle.
 */
export async function lockUserRows(db: Db, userIds: string[]): Promise<void> {
  await db.execute(
    sql`select 1 from ${users} where ${users.id} = any(${sql.param(userIds)}::uuid[]) order by ${users.id} for update`,
  );
}
