import { messages, slotHasStarted } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { keepTimeBlocked, nextFreeTimesOf } from '../availability/availability.service';
import { bookingCancelled } from './bookings.events';
import { findBooking, markCancelled } from './bookings.repo';

const m = messages.booking;

/**
 * A therapist cancels one of their booked sessions, as a person would: the client is told why
 * (the reason is kept with the booking), gets the therapist's next free times and a way to book
 * another, and the time is either free again for others or kept blocked (taken off the offer).
 * The cancellation, its notices and its mails are one transaction.
 */
export async function cancelByTherapist(
  ctx: AppContext,
  session: AuthenticatedSession,
  bookingId: string,
  input: { reason: string; keepTimeBlocked: boolean },
): Promise<void> {
  const booking = await findBooking(ctx.db, bookingId);
  // Another therapist's (or no) booking is answered as no booking: its existence is not theirs.
  if (!booking || booking.doctorId !== session.user.id) {
    throw new AppError(404, 'BOOKING_NOT_FOUND', m.bookingNotFound);
  }
  if (booking.status === 'cancelled') {
    throw new AppError(409, 'ALREADY_CANCELLED', m.alreadyCancelled);
  }
  const now = ctx.clock.now();
  if (slotHasStarted(booking.startTime, now)) {
    throw new AppError(409, 'ALREADY_STARTED', m.alreadyStarted);
  }
  await inTransaction(ctx, async (unit) => {
    const me = session.user.id;
    if (!(await markCancelled(unit.db, bookingId, me, now, input.reason))) {
      throw new AppError(409, 'ALREADY_CANCELLED', m.alreadyCancelled);
    }
    if (input.keepTimeBlocked) {
      await keepTimeBlocked(unit, { slotId: booking.slotId, doctorId: me });
    }
    const nextFree = await nextFreeTimesOf(unit, me, now, booking.startTime);
    await bookingCancelled(ctx, unit, booking, 'doctor', {
      therapistNote: { reason: input.reason, keptBlocked: input.keepTimeBlocked, nextFree },
    });
  });
}
