import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Whether a booking occupies its slot: every status but `cancelled`, so a time `held` for a
 * client while they pay (issue 26) is as taken as a `booked` one. One definition for the unique
 * index, the client's no-overlap rule, the insert's ON CONFLICT and every "is this time free"
 * read, so they never disagree. Written as "not cancelled" rather than listing the statuses:
 * migration 0029 adds `held` and builds the indexes on this predicate in one transaction, and
 * PostgreSQL refuses a new enum value used in the transaction that added it.
 *
 * `status`: the column, or raw SQL naming it (`sql.raw('b.status')` in hand-written statements).
 * What means "a confirmed session" (lists, reminders, the video room) keeps `status = 'booked'`.
 */
export function occupiesSlot(status: AnyPgColumn | SQL): SQL {
  return sql`${status} <> 'cancelled'`;
}
