import { randomBytes } from 'node:crypto';
import {
  cancelDeadline,
  messages,
  slotHasStarted,
  type CreateBookingRequest,
  type CreateBookingResponse,
  type RescheduleBookingRequest,
  type RescheduleBookingResponse,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/db-errors';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { getSlot } from '../availability/availability.service';
import { bookInBatch, type WriteBookings } from './booking-batches';
import { bookingCancelled, bookingCreated, bookingRescheduled } from './bookings.events';
import { insertBookingsIfFree, lockPatients, type BookingRefusal } from './booking-insert.repo';
import {
  findBooking,
  findBookingRecordsOf,
  findBookingsOf,
  keepDoctorNameOnBookings,
  findDoctorsBookedBy,
  findSessionNumbers,
  hasActiveBookingBetween,
  markCancelled,
  moveBooking,
  type BookingDetails,
} from './bookings.repo';

const m = messages.booking;

/** The database refused a second session at the same time for this patient. */
export function overlapsOwnBooking(err: unknown): never {
  if (pgErrorCode(err) === PG_EXCLUSION_VIOLATION) {
    throw new AppError(409, 'OVERLAPS_YOUR_BOOKING', m.overlapsYourBooking);
  }
  throw err;
}

/** What is wrong with taking this slot for this therapist's session, if anything but "taken". */
async function slotProblem(
  ctx: AppContext,
  slotId: string,
  doctorId: string,
  otherTherapist: AppError,
): Promise<AppError | null> {
  const slot = await getSlot(ctx, slotId);
  if (!slot) return new AppError(404, 'SLOT_NOT_FOUND', m.slotNotFound);
  if (slot.doctorId !== doctorId) return otherTherapist;
  if (slotHasStarted(slot.startTime, ctx.clock.now())) {
    return new AppError(409, 'SLOT_EXPIRED', m.slotExpired);
  }
  return null;
}

const slotTaken = () => new AppError(409, 'SLOT_TAKEN', m.slotAlreadyBooked);

/** A refused booking in the client's words, from the reason the insert statement gave. */
export function bookingRefusal(ctx: AppContext, refusal: BookingRefusal): AppError {
  switch (refusal) {
    case 'too-many-upcoming': {
      const limit = ctx.config.maxUpcomingBookings;
      return new AppError(409, 'TOO_MANY_UPCOMING', m.tooManyUpcoming(limit));
    }
    case 'therapist-not-listed': // a hidden therapist is bookable by nobody
      return new AppError(404, 'DOCTOR_NOT_FOUND', m.doctorNotFound);
    case 'no-such-slot': // also another therapist's slot: its existence is not the client's to learn
      return new AppError(404, 'SLOT_NOT_FOUND', m.slotNotFound);
    case 'started':
      return new AppError(409, 'SLOT_EXPIRED', m.slotExpired);
    case 'taken':
      return slotTaken();
  }
}

/**
 * One batch of bookings in one transaction (booking-batches.ts queues them): the patients
 * locked, the free slots taken in one statement, and for each booking its history lines,
 * notifications, reminders and e-mails written with it (bookingCreated).
 */
function writeBookings(ctx: AppContext): WriteBookings {
  return async (requests) => {
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
      const booked = [...attempts.values()].flatMap(({ booking }) => (booking ? [booking] : []));
      // Read after the insert, in its transaction: each new booking counts itself.
      const sessionNumbers = await findSessionNumbers(
        unit.db,
        booked.map((booking) => booking.id),
      );
      for (const booking of booked) {
        bookingCreated(ctx, unit, booking, sessionNumbers.get(booking.id)!);
      }
      return attempts;
    });
    return requests.map((request) => attempts.get(request.patientId)!);
  };
}

/**
 * The row a booking request becomes, confirmed (`holdExpiresAt` null) or held while the client
 * pays. The patient is whoever holds the session; names in the body are not trusted.
 */
export function newBookingRow(
  session: AuthenticatedSession,
  input: CreateBookingRequest,
  holdExpiresAt: Date | null,
) {
  const patient = session.user;
  return {
    slotId: input.slotId,
    doctorId: input.doctorId,
    patientId: patient.id,
    clientName: patient.name,
    clientEmail: patient.email,
    clientPhone: patient.phone,
    roomId: randomBytes(16).toString('base64url'),
    holdExpiresAt,
  };
}

/**
 * Books a slot for the session's patient: the booking, its history lines, notifications and
 * reminders in one transaction, shared with the bookings that arrive meanwhile
 * (writeBookings); a refusal says why from the statement that refused it, without reading the
 * catalogue again. Pushes run, and e-mails leave the outbox, after it commits.
 */
export async function createBooking(
  ctx: AppContext,
  session: AuthenticatedSession,
  input: CreateBookingRequest,
): Promise<CreateBookingResponse> {
  const request = newBookingRow(session, input, null);
  const attempt = await bookInBatch(ctx, request, writeBookings(ctx)).catch(overlapsOwnBooking);
  if (!attempt.booking) throw bookingRefusal(ctx, attempt.refusal);
  return bookingSummary(attempt.booking);
}

/** A booking as the booking and rescheduling endpoints answer it. */
export function bookingSummary(booking: NonNullable<BookingDetails>): CreateBookingResponse {
  return {
    success: true,
    booking: {
      id: booking.id,
      slotId: booking.slotId,
      doctorId: booking.doctorId,
      start_time: booking.startTime.toISOString(),
      end_time: booking.endTime.toISOString(),
      roomId: booking.roomId,
    },
  };
}

/** Until when the patient may cancel a session themselves. */
export function patientCancelDeadline(ctx: Pick<AppContext, 'config'>, start: Date): Date {
  return cancelDeadline(start, ctx.config.cancelNoticeHours);
}

export async function cancelBooking(
  ctx: AppContext,
  session: AuthenticatedSession,
  bookingId: string,
): Promise<void> {
  const booking = await findBooking(ctx.db, bookingId);
  const me = session.user.id;
  const side = booking?.patientId === me ? 'patient' : booking?.doctorId === me ? 'doctor' : null;
  if (!booking || !side) throw new AppError(404, 'BOOKING_NOT_FOUND', m.bookingNotFound);
  if (booking.status === 'cancelled')
    throw new AppError(409, 'ALREADY_CANCELLED', m.alreadyCancelled);
  const now = ctx.clock.now();
  if (slotHasStarted(booking.startTime, now))
    throw new AppError(409, 'ALREADY_STARTED', m.alreadyStarted);
  if (side === 'patient' && now > patientCancelDeadline(ctx, booking.startTime)) {
    throw new AppError(409, 'TOO_LATE_TO_CANCEL', m.cancelTooLate(ctx.config.cancelNoticeHours));
  }
  await inTransaction(ctx, async (unit) => {
    if (!(await markCancelled(unit.db, bookingId, me, now))) {
      throw new AppError(409, 'ALREADY_CANCELLED', m.alreadyCancelled);
    }
    await bookingCancelled(ctx, unit, booking, side);
  });
}

/** Why a move did not go through, in the order a person would want to hear it. */
async function rescheduleRefusal(
  ctx: AppContext,
  booking: NonNullable<BookingDetails>,
  slotId: string,
): Promise<AppError> {
  const other = new AppError(409, 'OTHER_THERAPIST', m.rescheduleOtherTherapist);
  const problem = await slotProblem(ctx, slotId, booking.doctorId, other);
  if (problem) return problem;
  const now = await findBooking(ctx.db, booking.id);
  if (now?.status !== 'booked' || now.slotId !== booking.slotId) {
    return new AppError(409, 'BOOKING_CHANGED', m.rescheduleChanged);
  }
  return slotTaken();
}

/**
 * What a feature above bookings checks of a booking just moved, in the move's transaction
 * (payments: a credit's validity): a throw refuses the move, and nothing of it is kept.
 */
export type MoveCheck = (unit: UnitOfWork, moved: NonNullable<BookingDetails>) => Promise<void>;

/**
 * Moves a client's upcoming booking to another free time of the same therapist, while free
 * cancellation is still open (the same deadline). One statement takes the new slot (refused,
 * with the booking untouched, when someone holds it) and frees the old one; `check` may still
 * refuse the move as it stands; history lines, notifications and reminders go with it in the
 * transaction, e-mails and pushes after commit.
 */
export async function rescheduleBooking(
  ctx: AppContext,
  session: AuthenticatedSession,
  bookingId: string,
  { slotId }: RescheduleBookingRequest,
  check: MoveCheck,
): Promise<RescheduleBookingResponse> {
  const before = await findBooking(ctx.db, bookingId);
  // Someone else's booking is answered as no booking at all, as cancelling does: its
  // existence is not theirs to learn.
  if (!before || before.patientId !== session.user.id) {
    throw new AppError(404, 'BOOKING_NOT_FOUND', m.bookingNotFound);
  }
  if (before.status === 'cancelled') {
    throw new AppError(409, 'ALREADY_CANCELLED', m.alreadyCancelled);
  }
  const now = ctx.clock.now();
  if (slotHasStarted(before.startTime, now)) {
    throw new AppError(409, 'ALREADY_STARTED', m.alreadyStarted);
  }
  if (now > patientCancelDeadline(ctx, before.startTime)) {
    throw new AppError(
      409,
      'TOO_LATE_TO_RESCHEDULE',
      m.rescheduleTooLate(ctx.config.cancelNoticeHours),
    );
  }
  if (slotId === before.slotId) {
    throw new AppError(409, 'SAME_TIME', m.rescheduleSameTime);
  }
  const after = await inTransaction(ctx, async (unit) => {
    const move = {
      bookingId,
      patientId: before.patientId,
      fromSlotId: before.slotId,
      toSlotId: slotId,
    };
    const moved = await moveBooking(unit.db, move, now).catch((err: unknown) => {
      // Someone booked the slot between our look and our write: the index refused the second.
      if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw slotTaken();
      return overlapsOwnBooking(err);
    });
    if (!moved) return undefined;
    const booking = (await findBooking(unit.db, bookingId))!;
    await check(unit, booking);
    await bookingRescheduled(ctx, unit, before, booking);
    return booking;
  });
  if (!after) throw await rescheduleRefusal(ctx, before, slotId);
  return bookingSummary(after);
}

/**
 * Before an account goes, every session it still has ahead is cancelled the normal way (no
 * notice period applies), so the other side is notified and e-mailed, and the slot is free.
 * `byAdmin`: the administrator who closed the account, when its owner did not.
 */
export async function cancelUpcomingBookingsOf(
  ctx: AppContext,
  unit: UnitOfWork,
  userId: string,
  byAdmin?: { id: string; name: string },
) {
  const now = ctx.clock.now();
  for (const booking of await upcomingBookingsOf(ctx, unit.db, userId)) {
    const side = booking.patientId === userId ? 'patient' : 'doctor';
    if (await markCancelled(unit.db, booking.id, userId, now)) {
      await bookingCancelled(ctx, unit, booking, side, { byAdmin });
    }
  }
  // The account's own rows may go next in this transaction: its history lines must exist first.
  await unit.flush();
}

/**
 * The person's sessions, as client or therapist, that are booked and not over yet, soonest first:
 * what a deactivation cancels (and what the console lists before it asks).
 */
export async function upcomingBookingsOf(ctx: Pick<AppContext, 'clock'>, db: Db, userId: string) {
  const now = ctx.clock.now();
  const rows = await findBookingsOf(db, userId);
  return rows.filter((b) => b.status === 'booked' && b.endTime > now).reverse();
}

/**
 * Before a therapist's account goes: their bookings stay as their clients' records (cancelled
 * ones as cancelled), with the therapist's name kept; the database lets go of the slot and the
 * therapist (foreign keys set null).
 */
export function keepBookingRecordsOf(unit: UnitOfWork, doctorId: string, name: string) {
  return keepDoctorNameOnBookings(unit.db, doctorId, name);
}

/** Bookings in a person's data export, without the other side's contact details. */
export async function bookingsForExport(ctx: AppContext, userId: string) {
  const rows = await findBookingRecordsOf(ctx.db, userId);
  return rows.map((b) => ({
    id: b.id,
    start: b.startTime,
    end: b.endTime,
    status: b.status,
    therapist: b.doctorName,
    client: b.patientName,
    cancelledAt: b.cancelledAt,
  }));
}

/** Whether the patient has a session with the doctor, past or upcoming, not cancelled (chat). */
/** The therapists a patient has a session with: their own therapists, whom chat lets them reach. */
export function doctorsBookedBy(ctx: Pick<AppContext, 'db'>, patientId: string) {
  return findDoctorsBookedBy(ctx.db, patientId);
}

export function hasBookingWith(ctx: Pick<AppContext, 'db'>, patientId: string, doctorId: string) {
  return hasActiveBookingBetween(ctx.db, patientId, doctorId);
}

/** One booking as stored (either side's id, times, status), for features that hang off it. */
export function bookingById(ctx: Pick<AppContext, 'db'>, bookingId: string) {
  return findBooking(ctx.db, bookingId);
}
