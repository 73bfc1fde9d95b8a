import { cancelDeadline, describeSessionTime, isQuestionnaireDue, messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { closeVideoRoom } from '../../lib/video-rooms';
import { recordActivities } from '../activity/activity.service';
import { notifyEach } from '../notifications/notifications.service';
import { bookingPathOf } from '../availability/availability.service';
import { queueMails } from '../outbox/outbox.service';
import { dropReminders, scheduleReminders } from '../reminders/reminders.service';
import {
  bookingCancellationMails,
  bookingConfirmationMails,
  bookingRescheduledMails,
  therapistCancellationMails,
  type BookingMailFacts,
  type TherapistCancelNote,
} from './booking-mails';
import type { BookingDetails } from './bookings.repo';
import { queueBookingText } from './booking-texts';

/**
 * Everything that follows a booking or a cancellation, in one place. History lines,
 * notifications, reminder jobs and the e-mails (the outbox) are written in the booking's own
 * transaction; pushes run, and the outbox is nudged, once it has committed.
 */

type Booking = NonNullable<BookingDetails>;
const PATIENT_APPOINTMENTS = '/appointments';
const DOCTOR_DASHBOARD = '/dochome';
/** The web page of a booking's questionnaires (`/questionnaires/:bookingId`). */
const QUESTIONNAIRES = '/questionnaires';

export function videoPath(roomId: string) {
  return `/video-chat/${roomId}`;
}

/** The session's time as each of its two people reads it, in their own zone. */
export function sessionTimes(b: Booking) {
  return {
    forPatient: describeSessionTime(b.startTime, b.patientTimeZone),
    forDoctor: describeSessionTime(b.startTime, b.doctorTimeZone),
  };
}

function mailFacts(ctx: AppContext, b: Booking): BookingMailFacts {
  return {
    bookingId: b.id,
    patient: { name: b.patientName, email: b.patientEmail, timeZone: b.patientTimeZone },
    doctor: { name: b.doctorName, email: b.doctorEmail, timeZone: b.doctorTimeZone },
    start: b.startTime,
    end: b.endTime,
    videoUrl: `${ctx.config.publicUrl}${videoPath(b.roomId)}`,
    revision: b.revision,
    freeCancellationUntil: cancelDeadline(b.startTime, ctx.config.cancelNoticeHours),
    appointmentsUrl: `${ctx.config.publicUrl}${PATIENT_APPOINTMENTS}`,
    bookingUrl: `${ctx.config.publicUrl}${bookingPathOf(b.doctorId)}`,
  };
}

/**
 * The questionnaires page of this booking, when PHQ-9 and GAD-7 will be due before it: else null.
 * Bookings sits below questionnaires (eslint's SERVER_FEATURES) and may not ask it, so this is
 * the shared due rule (@solace/shared) applied to bookings' own count of the client's sessions
 * with this therapist (findSessionNumbers), the count questionnaires itself takes. A therapist's
 * request, the rule's other reason, cannot exist before the booking does; nothing is answered
 * for a booking just made.
 */
function questionnaireUrlFor(ctx: AppContext, booking: Booking, sessionNumber: number) {
  const due = isQuestionnaireDue({
    sessionNumber,
    therapistAsked: false,
    answered: false,
    startsAt: booking.startTime,
    now: ctx.clock.now(),
  });
  return due ? `${ctx.config.publicUrl}${QUESTIONNAIRES}/${booking.id}` : null;
}

/**
 * Written with the booking's commit (nothing here reads them back), the mails too.
 * `sessionNumber`: the booking's place among the client's sessions with this therapist, from 1.
 */
export function bookingCreated(
  ctx: AppContext,
  unit: UnitOfWork,
  booking: Booking,
  sessionNumber: number,
): void {
  const now = ctx.clock.now();
  const { forPatient, forDoctor } = sessionTimes(booking);
  const { activity, notices } = messages;
  recordActivities(
    unit,
    [
      { userId: booking.patientId, activity: activity.booked(booking.doctorName, forPatient) },
      {
        userId: booking.doctorId,
        activity: activity.bookedWithYou(booking.patientName, forDoctor),
      },
    ],
    now,
  );
  scheduleReminders(ctx, unit, booking.id, booking.startTime);
  notifyEach(ctx, unit, [
    {
      userId: booking.doctorId,
      title: notices.newBooking.title,
      message: notices.newBooking.message(booking.patientName, forDoctor),
      link: DOCTOR_DASHBOARD,
    },
    {
      userId: booking.patientId,
      title: notices.sessionBooked.title,
      message: notices.sessionBooked.message(booking.doctorName, forPatient),
      link: PATIENT_APPOINTMENTS,
    },
  ]);
  // In the outbox with the booking: its confirmation exists exactly when it does.
  queueMails(
    ctx,
    unit,
    bookingConfirmationMails(
      mailFacts(ctx, booking),
      questionnaireUrlFor(ctx, booking, sessionNumber),
      now,
    ),
  );
  queueBookingText(ctx, unit, booking, 'confirmation', videoPath(booking.roomId));
}

/**
 * The booking moved (same id and video room): reminders follow the new time, both people's
 * history and bells say from when to when in their own zone; mails with the updated invitation
 * in the outbox.
 */
export async function bookingRescheduled(
  ctx: AppContext,
  unit: UnitOfWork,
  before: Booking,
  after: Booking,
): Promise<void> {
  const now = ctx.clock.now();
  const was = sessionTimes(before);
  const is = sessionTimes(after);
  const { activity, notices } = messages;
  await dropReminders(unit, after.id);
  scheduleReminders(ctx, unit, after.id, after.startTime);
  recordActivities(
    unit,
    [
      {
        userId: after.patientId,
        activity: activity.rescheduled(after.doctorName, was.forPatient, is.forPatient),
      },
      {
        userId: after.doctorId,
        activity: activity.rescheduled(after.patientName, was.forDoctor, is.forDoctor),
      },
    ],
    now,
  );
  notifyEach(ctx, unit, [
    {
      userId: after.doctorId,
      title: notices.sessionMoved.title,
      message: notices.sessionMoved.message(after.patientName, was.forDoctor, is.forDoctor),
      link: DOCTOR_DASHBOARD,
    },
    {
      userId: after.patientId,
      title: notices.sessionMoved.title,
      message: notices.sessionMoved.confirmed(after.doctorName, is.forPatient),
      link: PATIENT_APPOINTMENTS,
    },
  ]);
  queueMails(ctx, unit, bookingRescheduledMails(mailFacts(ctx, after), before.startTime, now));
  // The new time confirmed by text too (the reminder follows it: the jobs were rescheduled).
  queueBookingText(ctx, unit, after, 'confirmation', videoPath(after.roomId));
}

/**
 * A booking was cancelled by one side. `therapistNote` (a therapist cancelling from the
 * dashboard) tells the client why and where to book again, in the bell and the mail.
 */
export async function bookingCancelled(
  ctx: AppContext,
  unit: UnitOfWork,
  booking: Booking,
  side: 'patient' | 'doctor',
  {
    therapistNote,
    byAdmin,
  }: { therapistNote?: TherapistCancelNote; byAdmin?: { id: string; name: string } } = {},
) {
  const now = ctx.clock.now();
  for (const hook of ctx.bookingCancelledHooks) {
    await hook(unit, {
      bookingId: booking.id,
      patientId: booking.patientId,
      patientName: booking.patientName,
      doctorId: booking.doctorId,
      startTime: booking.startTime,
      cancelledBy: byAdmin ? 'admin' : side,
      by:
        byAdmin ??
        (side === 'patient'
          ? { id: booking.patientId, name: booking.patientName }
          : { id: booking.doctorId, name: booking.doctorName }),
    });
  }
  const { forPatient, forDoctor } = sessionTimes(booking);
  const { activity, notices } = messages;
  await dropReminders(unit, booking.id);
  const byForPatient = side === 'patient' ? activity.you : booking.doctorName;
  const byForDoctor = side === 'doctor' ? activity.you : booking.patientName;
  recordActivities(
    unit,
    [
      {
        userId: booking.patientId,
        activity: activity.cancelled(booking.doctorName, forPatient, byForPatient),
      },
      {
        userId: booking.doctorId,
        activity: activity.cancelled(booking.patientName, forDoctor, byForDoctor),
      },
    ],
    now,
  );
  // The other side learns of it in the app too.
  const [otherId, canceller, link, when] =
    side === 'patient'
      ? [booking.doctorId, booking.patientName, DOCTOR_DASHBOARD, forDoctor]
      : [booking.patientId, booking.doctorName, PATIENT_APPOINTMENTS, forPatient];
  notifyEach(ctx, unit, [
    therapistNote
      ? {
          userId: booking.patientId,
          title: notices.sessionCancelled.title,
          message: notices.sessionCancelled.withReason(canceller, when, therapistNote.reason),
          link: bookingPathOf(booking.doctorId),
        }
      : {
          userId: otherId,
          title: notices.sessionCancelled.title,
          message: notices.sessionCancelled.message(canceller, when),
          link,
        },
  ]);
  // Both people in its video room are told and taken out of it: nothing more is relayed.
  unit.afterCommit(() => closeVideoRoom(ctx.realtime, booking.roomId, 'cancelled'));
  const facts = mailFacts(ctx, booking);
  queueMails(
    ctx,
    unit,
    therapistNote
      ? therapistCancellationMails(facts, therapistNote, now)
      : bookingCancellationMails(facts, side, now),
  );
  queueBookingText(ctx, unit, booking, 'cancellation', videoPath(booking.roomId));
}
