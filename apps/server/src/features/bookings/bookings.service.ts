import { randomBytes } from 'node:crypto';
import {
  messages,
  type CreateBookingRequest,
  type CreateBookingResponse,
  type MyAppointment,
  type MyAppointmentsResponse,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../accounts/sessions.service';
import { getSlot } from '../availability/availability.service';
import { notify } from '../notifications/notifications.service';
import { recordActivity } from '../profile/history.service';
import { dropReminders, scheduleReminders } from '../reminders/reminders.service';
import {
  bookingCancellationMails,
  bookingConfirmationMails,
  describeTime,
  type BookingMailFacts,
} from './booking-mails';
import {
  findBooking,
  findBookingsOf,
  findPatientBookings,
  insertBookingIfFree,
  markCancelled,
  type BookingDetails,
} from './bookings.repo';

const HOUR = 3600_000;
const m = messages.booking;

function videoUrl(ctx: AppContext, roomId: string) {
  return `${ctx.config.publicUrl}/video-chat/${roomId}`;
}

function mailFacts(ctx: AppContext, b: NonNullable<BookingDetails>): BookingMailFacts {
  return {
    bookingId: b.id,
    patient: { name: b.patientName, email: b.patientEmail },
    doctor: { name: b.doctorName, email: b.doctorEmail },
    start: b.startTime,
    end: b.endTime,
    videoUrl: videoUrl(ctx, b.roomId),
  };
}

/** Mails go out in the background: a slow mail server never holds up a booking. */
function sendAll(
  ctx: AppContext,
  mails: ReturnType<typeof bookingConfirmationMails>,
  onError: (err: unknown) => void,
) {
  for (const mail of mails) void ctx.mailer.send(mail).catch(onError);
}

/** Why a booking did not go through: no such slot, started, or someone was first. */
async function bookingRefusal(ctx: AppContext, input: CreateBookingRequest) {
  const slot = await getSlot(ctx, input.slotId);
  if (!slot || slot.doctorId !== input.doctorId)
    return new AppError(404, 'SLOT_NOT_FOUND', m.slotNotFound);
  if (slot.startTime <= ctx.clock.now()) return new AppError(409, 'SLOT_EXPIRED', m.slotExpired);
  return new AppError(409, 'SLOT_TAKEN', m.slotAlreadyBooked);
}

export async function createBooking(
  ctx: AppContext,
  session: AuthenticatedSession,
  input: CreateBookingRequest,
  onMailError: (err: unknown) => void,
): Promise<CreateBookingResponse> {
  const patient = session.user;
  // The patient is whoever holds the session; names in the body are not trusted.
  const bookingId = await insertBookingIfFree(
    ctx.db,
    {
      slotId: input.slotId,
      doctorId: input.doctorId,
      patientId: patient.id,
      clientName: patient.name,
      clientEmail: patient.email,
      clientPhone: patient.phone,
      roomId: randomBytes(16).toString('base64url'),
    },
    ctx.clock.now(),
  );
  if (!bookingId) throw await bookingRefusal(ctx, input);
  const booking = (await findBooking(ctx.db, bookingId))!;
  const when = describeTime(booking.startTime);
  await recordActivity(ctx, patient.id, `Booked a session with ${booking.doctorName} on ${when}`);
  await recordActivity(ctx, booking.doctorId, `${booking.patientName} booked a session on ${when}`);
  await scheduleReminders(ctx, booking.id, booking.startTime);
  await notify(ctx, booking.doctorId, {
    title: 'New booking',
    message: `${booking.patientName} booked a session on ${when}.`,
    link: '/dochome',
  });
  await notify(ctx, patient.id, {
    title: 'Session booked',
    message: `Your session with ${booking.doctorName} is booked for ${when}.`,
    link: '/profile#appointments',
  });
  sendAll(ctx, bookingConfirmationMails(mailFacts(ctx, booking), ctx.clock.now()), onMailError);
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

function cancelDeadline(ctx: AppContext, start: Date): Date {
  return new Date(start.getTime() - ctx.config.cancelNoticeHours * HOUR);
}

export async function cancelBooking(
  ctx: AppContext,
  session: AuthenticatedSession,
  bookingId: string,
  onMailError: (err: unknown) => void,
): Promise<void> {
  const booking = await findBooking(ctx.db, bookingId);
  const me = session.user.id;
  const side = booking?.patientId === me ? 'patient' : booking?.doctorId === me ? 'doctor' : null;
  if (!booking || !side) throw new AppError(404, 'BOOKING_NOT_FOUND', m.bookingNotFound);
  if (booking.status === 'cancelled')
    throw new AppError(409, 'ALREADY_CANCELLED', m.alreadyCancelled);
  const now = ctx.clock.now();
  if (booking.startTime <= now) throw new AppError(409, 'ALREADY_STARTED', m.alreadyStarted);
  if (side === 'patient' && now > cancelDeadline(ctx, booking.startTime)) {
    throw new AppError(409, 'TOO_LATE_TO_CANCEL', m.cancelTooLate(ctx.config.cancelNoticeHours));
  }
  if (!(await markCancelled(ctx.db, bookingId, me, now))) {
    throw new AppError(409, 'ALREADY_CANCELLED', m.alreadyCancelled);
  }
  await dropReminders(ctx, bookingId);
  const when = describeTime(booking.startTime);
  const by = side === 'patient' ? 'you' : booking.doctorName;
  await recordActivity(
    ctx,
    booking.patientId,
    `Session with ${booking.doctorName} on ${when} cancelled by ${by}`,
  );
  await recordActivity(
    ctx,
    booking.doctorId,
    `Session with ${booking.patientName} on ${when} cancelled by ${side === 'doctor' ? 'you' : booking.patientName}`,
  );
  // The other side learns of it in the app too.
  const [otherId, canceller, link] =
    side === 'patient'
      ? [booking.doctorId, booking.patientName, '/dochome']
      : [booking.patientId, booking.doctorName, '/profile#appointments'];
  await notify(ctx, otherId, {
    title: 'Session cancelled',
    message: `${canceller} cancelled the session on ${when}.`,
    link,
  });
  sendAll(ctx, bookingCancellationMails(mailFacts(ctx, booking), side, now), onMailError);
}

export async function listMyAppointments(
  ctx: AppContext,
  patientId: string,
): Promise<MyAppointmentsResponse> {
  const now = ctx.clock.now();
  const rows = await findPatientBookings(ctx.db, patientId);
  const toAppointment = (b: (typeof rows)[number]): MyAppointment => ({
    id: b.id,
    doctorId: b.doctorId,
    doctorName: b.doctorName,
    doctorImage: b.doctorImage,
    start_time: b.startTime.toISOString(),
    end_time: b.endTime.toISOString(),
    status: b.status,
    roomId: b.roomId,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelledBy: !b.cancelledBy ? null : b.cancelledBy === b.patientId ? 'patient' : 'doctor',
    cancelDeadline: b.status === 'booked' ? cancelDeadline(ctx, b.startTime).toISOString() : null,
  });
  const isUpcoming = (b: (typeof rows)[number]) => b.status === 'booked' && b.endTime > now;
  return {
    upcoming: rows.filter(isUpcoming).map(toAppointment).reverse(),
    past: rows.filter((b) => !isUpcoming(b)).map(toAppointment),
    cancelNoticeHours: ctx.config.cancelNoticeHours,
  };
}

/** Bookings in a person's data export, without the other side's contact details. */
export async function bookingsForExport(ctx: AppContext, userId: string) {
  const rows = await findBookingsOf(ctx.db, userId);
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
