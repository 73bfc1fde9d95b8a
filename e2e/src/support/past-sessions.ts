import { openDatabase, sql } from '@solace/server';

/**
 * Moves one booking (and its slot) `hours` back in time in a stopped server's database, as if
 * the session had taken place: a completed session without a clock a browser could move, and
 * without any endpoint that would let anyone rewrite the past.
 */
export async function moveBookingIntoPast(dataDir: string, bookingId: string, hours: number) {
  const database = await openDatabase({ pgliteDir: `${dataDir}/db`, migrate: false });
  try {
    const shift = sql`make_interval(hours => ${hours})`;
    await database.db.execute(sql`
      update slots set start_time = start_time - ${shift}, end_time = end_time - ${shift}
      where id = (select slot_id from bookings where id = ${bookingId})`);
    await database.db.execute(sql`
      update bookings set start_time = start_time - ${shift}, end_time = end_time - ${shift}
      where id = ${bookingId}`);
  } finally {
    await database.close();
  }
}
