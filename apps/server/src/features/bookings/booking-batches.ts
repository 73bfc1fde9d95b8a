import type { AppContext } from '../../app-context';
import { BatchWhileBusy } from '../../speed/batch-while-busy';
import type { BookingAttempt, NewBooking } from './booking-insert.repo';

/** The most bookings one transaction writes. */
const MOST_PER_BATCH = 50;

/** Writes one batch of booking requests in one transaction; an attempt per request, in order. */
export type WriteBookings = (requests: NewBooking[]) => Promise<BookingAttempt[]>;

/**
 * Bookings that arrive while a batch is being written wait for it, then go in together
 * (BatchWhileBusy): one transaction for all of them (one lock statement, one insert, one write of
 * their history lines, notifications and reminders, one commit). A burst then costs the database
 * five round trips per batch instead of five per booking. Each request still gets its own answer:
 * its booking, or why not; one that fails the statement (a patient's session overlapping one they
 * hold, say) is tried again alone.
 *
 * A batch holds at most one request per patient, since each counts their upcoming sessions in
 * the insert's one snapshot; a patient's second request waits for the next batch. What a batch
 * writes is the bookings service's (`write`); this file only queues.
 */
export function bookInBatch(
  ctx: AppContext,
  request: NewBooking,
  write: WriteBookings,
): Promise<BookingAttempt> {
  let batches = batchesOf.get(ctx);
  if (!batches) {
    batches = new BatchWhileBusy({ run: write, most: MOST_PER_BATCH, keyOf: (r) => r.patientId });
    batchesOf.set(ctx, batches);
  }
  return batches.submit(request);
}

/** One queue of bookings per running app. */
const batchesOf = new WeakMap<AppContext, BatchWhileBusy<NewBooking, BookingAttempt>>();
