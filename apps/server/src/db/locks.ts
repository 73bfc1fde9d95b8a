import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

/**
 * Locks one person's row until the transaction ends, so their checks that count before they
 * write (upcoming bookings, upcoming slots) run one after the other, never side by side.
 */
export async function lockUserRow(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${eq(users.id, userId)} for update`);
}
