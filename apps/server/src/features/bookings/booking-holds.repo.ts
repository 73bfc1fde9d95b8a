import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { occupiesSlot } from '../../db/slot-occupancy';

/**
 * A time held while its client pays (issue 26) becomes a booking: `held` → `booked`, the hold's
 * end cleared (lists show it from now on). Whatever its end says: a hold still there was not
 * given to anyone else. False when it is not held any more (released, or confirmed already).
 */
export async function markHoldBooked(db: Db, bookingId: string): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ status: 'booked', holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'held')))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/**
 * Lets a held time go: the booking is cancelled with `reason` and the slot is free. Its
 * `hold_expires_at` stays, marking a row that never was a session (confirmedOnly leaves it out
 * of every list). False when it is not held any more.
 */
export async function markHoldReleased(
  db: Db,
  bookingId: string,
  now: Date,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'held')))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/**
 * Locks up to `limit` holds whose time is up, skipping those another runner (or a payment
 * confirming them) holds: for the job that releases them, in its transaction.
 */
export async function lockExpiredHolds(db: Db, now: Date, limit: number): Promise<string[]> {
  const result = (await db.execute(sql`
    select id from ${bookings}
    where status = 'held' and hold_expires_at <= ${now}
      -- said as the index's predicate says it (migration 0030), so the planner uses it
      and ${occupiesSlot(sql.raw('status'))}
    order by hold_expires_at
    limit ${limit}
    for update skip locked
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** Locks one booking's row, for a payment deciding what happens to its hold. */
export async function lockBooking(db: Db, bookingId: string): Promise<void> {
  await db.execute(sql`select 1 from ${bookings} where id = ${bookingId} for update`);
}
