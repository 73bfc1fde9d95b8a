import type { CreateBookingRequest } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { insertBookingsIfFree, lockPatients } from './booking-insert.repo';
import {
  lockBooking,
  lockExpiredHolds,
  markHoldBooked,
  markHoldReleased,
} from './booking-holds.repo';
import { bookingCreated } from './bookings.events';
import { findBooking, findSessionNumbers, type BookingDetails } from './bookings.repo';
import { bookingRefusal, newBookingRow, overlapsOwnBooking } from './bookings.service';

/**
 * Times held while a client pays (issue 26; payments sits above bookings and drives these).
 * A held booking occupies its slot like a booked one (db/slot-occupancy.ts) but is no session
 * yet: nothing is told, mailed, reminded or invited until the payment confirms it, and then
 * exactly what a free booking does happens (bookingCreated), in the payment's transaction.
 */

export type HeldBooking = NonNullable<BookingDetails>;

/** One booking inserted for the session's client, with what `withBooking` writes beside it. */
async function insertOneBooking<T>(
  ctx: AppContext,
  session: AuthenticatedSession,
  input: CreateBookingRequest,
  holdExpiresAt: Date | null,
  withBooking: (unit: UnitOfWork, booking: HeldBooking) => Promise<T>,
): Promise<{ booking: HeldBooking; held: T }> {
  const patient = session.user;
  const request = newBookingRow(session, input, holdExpiresAt);
  return inTransaction(ctx, async (unit) => {
    await lockPatients(unit.db, [patient.id]);
    const attempts = await insertBookingsIfFree(
      unit.db,
      [request],
      ctx.clock.now(),
      ctx.config.maxUpcomingBookings,
    );
    const attempt = attempts.get(patient.id)!;
    if (!attempt.booking) throw bookingRefusal(ctx, attempt.refusal);
    return { booking: attempt.booking, held: await withBooking(unit, attempt.booking) };
  }).catch(overlapsOwnBooking);
}

/**
 * Holds the slot for the session's client until `holdExpiresAt`, in one transaction with what
 * `withHold` writes (the payment row): refused exactly as a free booking is (slot taken, too
 * many upcoming, overlap). Not batched: each hold needs its own payment row beside it.
 */
export function holdSlot<T>(
  ctx: AppContext,
  session: AuthenticatedSession,
  input: CreateBookingRequest,
  holdExpiresAt: Date,
  withHold: (unit: UnitOfWork, booking: HeldBooking) => Promise<T>,
): Promise<{ booking: HeldBooking; held: T }> {
  return insertOneBooking(ctx, session, input, holdExpiresAt, withHold);
}

/**
 * Books the slot at once, as a free booking is (refused the same way, and then everything a
 * booking brings: bookingCreated), in one transaction with what `withBooking` writes (a plan's
 * credit spent on it). A throw from `withBooking` leaves no booking behind. Not batched, for the
 * same reason as holds.
 */
export function bookSlotWith<T>(
  ctx: AppContext,
  session: AuthenticatedSession,
  input: CreateBookingRequest,
  withBooking: (unit: UnitOfWork, booking: HeldBooking) => Promise<T>,
): Promise<{ booking: HeldBooking; held: T }> {
  return insertOneBooking(ctx, session, input, null, async (unit, booking) => {
    const held = await withBooking(unit, booking);
    const numbers = await findSessionNumbers(unit.db, [booking.id]);
    bookingCreated(ctx, unit, booking, numbers.get(booking.id)!);
    return held;
  });
}

/**
 * The held booking becomes a session, in the payment's transaction: booked, then everything a
 * booking brings (bookingCreated). False when the hold is not there any more.
 */
export async function confirmHold(
  ctx: AppContext,
  unit: UnitOfWork,
  bookingId: string,
): Promise<boolean> {
  if (!(await markHoldBooked(unit.db, bookingId))) return false;
  const booking = (await findBooking(unit.db, bookingId))!;
  const numbers = await findSessionNumbers(unit.db, [bookingId]);
  bookingCreated(ctx, unit, booking, numbers.get(bookingId)!);
  return true;
}

/** Frees a held time (its payment failed, expired or never started); nobody was told of it. */
export function releaseHold(ctx: AppContext, unit: UnitOfWork, bookingId: string, reason: string) {
  return markHoldReleased(unit.db, bookingId, ctx.clock.now(), reason);
}

/** Waits for the booking's row: a payment and the hold's expiry decide one after the other. */
export function lockHeldBooking(unit: UnitOfWork, bookingId: string) {
  return lockBooking(unit.db, bookingId);
}

/** The holds whose time is up, locked for this transaction (SKIP LOCKED), at most `limit`. */
export function lockHoldsDue(ctx: AppContext, unit: UnitOfWork, limit: number) {
  return lockExpiredHolds(unit.db, ctx.clock.now(), limit);
}

/** The held booking as it stands (its status, time, both people), or undefined. */
export function heldBookingById(ctx: Pick<AppContext, 'db'>, bookingId: string) {
  return findBooking(ctx.db, bookingId);
}
