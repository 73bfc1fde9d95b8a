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
export class BookingBatches {
  private readonly batches: BatchWhileBusy<NewBooking, BookingAttempt>;

  constructor(private readonly ctx: AppContext) {
    this.batches = new BatchWhileBusy({
      run: (requests) => this.insert(requests),
      most: MOST_PER_BATCH,
      keyOf: (request) => request.patientId,
    });
  }

  /** Books as `insertBookingsIfFree` does, for one request, once its batch has committed. */
  book(request: NewBooking): Promise<BookingAttempt> {
    return this.batches.submit(request);
  }

  private async insert(requests: NewBooking[]): Promise<BookingAttempt[]> {
    const { ctx } = this;
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
}
