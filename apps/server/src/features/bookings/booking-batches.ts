import type { AppContext } from '../../app-context';
import { BatchWhileBusy } from '../../lib/batch-while-busy';
import { inTransaction } from '../../lib/unit-of-work';
import { bookingCreated } from './bookings.events';
import {
  insertBookingsIfFree,
  lockPatients,
  type BookingAttempt,
  type NewBooking,
} from './bookings.repo';

/** The most bookings one transaction writes. */
const MOST_PER_BATCH = 50;

/**
 * Bookings that arrive while a batch is being written wait for it, then go in together
 * (BatchWhileBusy): one transaction for all of them (one lock statement, one insert, one write of
 * their history lines, notifications and reminders, one commit). A burst then costs the database
 * five round trips per batch instead of five per booking. Each request still gets its own answer:
 * its booking, or why not; one that fails the statement (a patient's session overlapping one they
 * hold, say) is tried again alone.
 *
 * A batch holds at most one request per patient, since each counts their upcoming sessions in
 * the insert's one snapshot; a patient's second request waits for the next batch.
 */
export function bookInBatch(ctx: AppContext, request: NewBooking): Promise<BookingAttempt> {
  let batches = batchesOf.get(ctx);
  if (!batches) {
    batches = new BatchWhileBusy({
      run: (requests) => insertBatch(ctx, requests),
      most: MOST_PER_BATCH,
      keyOf: (waiting) => waiting.patientId,
    });
    batchesOf.set(ctx, batches);
  }
  return batches.submit(request);
}

/** One queue of bookings per running app. */
const batchesOf = new WeakMap<AppContext, BatchWhileBusy<NewBooking, BookingAttempt>>();

async function insertBatch(ctx: AppContext, requests: NewBooking[]): Promise<BookingAttempt[]> {
  const now = ctx.clock.now();
  const attempts = await inTransaction(ctx, async (unit) => {
    await lockPatients(
      unit.db,
      requests.map((request) => request.patientId),
    );
    const attempts = await insertBookingsIfFree(
      unit.db,
      requests,
      now,
      ctx.config.maxUpcomingBookings,
    );
    for (const { booking } of attempts.values()) {
      if (booking) bookingCreated(ctx, unit, booking);
    }
    return attempts;
  });
  return requests.map((request) => attempts.get(request.patientId)!);
}
