import type { AppContext } from '../../app-context';
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

interface Waiting {
  request: NewBooking;
  done(attempt: BookingAttempt): void;
  fail(err: unknown): void;
}

/**
 * Bookings that arrive while a batch is being written wait for it, then go in together: one
 * transaction for all of them (one lock statement, one insert, one write of their history
 * lines, notifications and reminders, one commit). A burst then costs the database five round
 * trips per batch instead of five per booking, and nobody waits when nothing else is being
 * written. Each request still gets its own answer: its booking, or why not.
 *
 * A batch holds at most one request per patient, since each counts their upcoming sessions in
 * the insert's one snapshot; a patient's second request waits for the next batch.
 */
export class BookingBatches {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly ctx: AppContext) {}

  /** Books as `insertBookingsIfFree` does, for one request, once its batch has committed. */
  book(request: NewBooking): Promise<BookingAttempt> {
    return new Promise((done, fail) => {
      this.waiting.push({ request, done, fail });
      if (!this.writing) void this.writeAll();
    });
  }

  private async writeAll(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) await this.write(this.takeBatch());
    this.writing = false;
  }

  private takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const patients = new Set<string>();
    for (const waiting of this.waiting) {
      const { patientId } = waiting.request;
      if (batch.length < MOST_PER_BATCH && !patients.has(patientId)) {
        patients.add(patientId);
        batch.push(waiting);
      } else {
        later.push(waiting);
      }
    }
    this.waiting = later;
    return batch;
  }

  private async write(batch: Waiting[]): Promise<void> {
    try {
      const attempts = await this.insert(batch.map((waiting) => waiting.request));
      for (const { request, done } of batch) done(attempts.get(request.patientId)!);
    } catch (err) {
      if (batch.length === 1) return batch[0]!.fail(err);
      // One request can fail the whole statement (a patient's session overlapping one they
      // hold, say): each then goes in on its own, so that only its own answer is the error.
      for (const waiting of batch) await this.write([waiting]);
    }
  }

  private insert(requests: NewBooking[]): Promise<Map<string, BookingAttempt>> {
    const { ctx } = this;
    const now = ctx.clock.now();
    return inTransaction(ctx, async (unit) => {
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
  }
}
