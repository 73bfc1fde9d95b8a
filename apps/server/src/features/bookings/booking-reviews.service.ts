import { messages, type OwnReview } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { saveReview } from '../reviews/reviews.service';
import { findBooking } from './bookings.repo';

const rv = messages.reviews;

/**
 * A client rates a session of theirs once it has taken place: not cancelled, and ended by the
 * app's clock. Rating again rewrites their one review of that booking.
 */
export async function reviewBooking(
  ctx: AppContext,
  session: AuthenticatedSession,
  bookingId: string,
  input: { rating: number; comment: string; showFirstName: boolean },
): Promise<OwnReview> {
  const booking = await findBooking(ctx.db, bookingId);
  // Someone else's booking is answered as if there were none: its id tells nothing.
  if (!booking || booking.patientId !== session.user.id) {
    throw new AppError(404, 'BOOKING_NOT_FOUND', messages.booking.bookingNotFound);
  }
  if (booking.status !== 'booked' || booking.endTime > ctx.clock.now()) {
    throw new AppError(409, 'SESSION_NOT_COMPLETED', rv.notCompleted);
  }
  return inTransaction(ctx, (unit) =>
    saveReview(ctx, unit, {
      bookingId,
      doctorId: booking.doctorId,
      patientId: booking.patientId,
      rating: input.rating,
      comment: input.comment,
      showFirstName: input.showFirstName,
    }),
  );
}
