import {
  cancelDeadline,
  describeSessionTime,
  isQuestionnaireDue,
  messages,
  withLanguage,
} from '@solace/shared';
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

type Side = 'patient' | 'doctor';

/**
 * Runs `write` in the language of one of the booking's people, whoever caused the event, with
 * `timeOf` reading a moment in their own zone: what they are told is in their words.
 */
export function inWordsOf<T>(
  b: Booking,
  side: Side,
  write: (timeOf: (at: Date) => string) => T,
): T {
  const [language, zone] =
    side === 'patient'
      ? [b.patientLanguage, b.patientTimeZone]
      : [b.doctorLanguage, b.doctorTimeZone];
  return withLanguage(language, () => write((at) => describeSessionTime(at, zone)));
}

function mailFacts(ctx: AppContext, b: Booking): BookingMailFacts {
  return {
    bookingId: b.id,
    patient: {
      name: b.patientName,
      email: b.patientEmail,
      timeZone: b.patientTimeZone,
      language: b.patientLanguage,
    },
    doctor: {
      name: b.doctorName,
      email: b.doctorEmail,
      timeZone: b.doctorTimeZone,
      language: b.doctorLanguage,
    },
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
  const { activity, notices } = messages;
  const at = booking.startTime;
  recordActivities(
    unit,
    [
      {
        userId: booking.patientId,
        activity: inWordsOf(booking, 'patient', (t) => activity.booked(booking.doctorName, t(at))),
      },
      {
        userId: booking.doctorId,
        activity: inWordsOf(booking, 'doctor', (t) =>
          activity.bookedWithYou(booking.patientName, t(at)),
        ),
      },
    ],
    now,
  );
  scheduleReminders(ctx, unit, booking.id, booking.startTime);
  notifyEach(ctx, unit, [
    inWordsOf(booking, 'doctor', (t) => ({
      userId: booking.doctorId,
      title: notices.newBooking.title,
      message: notices.newBooking.message(booking.patientName, t(at)),
      link: DOCTOR_DASHBOARD,
    })),
    inWordsOf(booking, 'patient', (t) => ({
      userId: booking.patientId,
      title: notices.sessionBooked.title,
      message: notices.sessionBooked.message(booking.doctorName, t(at)),
      link: PATIENT_APPOINTMENTS,
    })),
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
  const [from, to] = [before.startTime, after.startTime];
  const { activity, notices } = messages;
  await dropReminders(unit, after.id);
  scheduleReminders(ctx, unit, after.id, after.startTime);
  recordActivities(
    unit,
    [
      {
        userId: after.patientId,
        activity: inWordsOf(after, 'patient', (t) =>
          activity.rescheduled(after.doctorName, t(from), t(to)),
        ),
      },
      {
        userId: after.doctorId,
        activity: inWordsOf(after, 'doctor', (t) =>
          activity.rescheduled(after.patientName, t(from), t(to)),
        ),
      },
    ],
    now,
  );
  notifyEach(ctx, unit, [
    inWordsOf(after, 'doctor', (t) => ({
      userId: after.doctorId,
      title: notices.sessionMoved.title,
      message: notices.sessionMoved.message(after.patientName, t(from), t(to)),
      link: DOCTOR_DASHBOARD,
    })),
    inWordsOf(after, 'patient', (t) => ({
      userId: after.patientId,
      title: notices.sessionMoved.title,
      message: notices.sessionMoved.confirmed(after.doctorName, t(to)),
      link: PATIENT_APPOINTMENTS,
    })),
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
  const { activity, notices } = messages;
  const at = booking.startTime;
  await dropReminders(unit, booking.id);
  recordActivities(
    unit,
    [
      {
        userId: booking.patientId,
        activity: inWordsOf(booking, 'patient', (t) =>
          activity.cancelled(
            booking.doctorName,
            t(at),
            side === 'patient' ? activity.you : booking.doctorName,
          ),
        ),
      },
      {
        userId: booking.doctorId,
        activity: inWordsOf(booking, 'doctor', (t) =>
          activity.cancelled(
            booking.patientName,
            t(at),
            side === 'doctor' ? activity.you : booking.patientName,
          ),
        ),
      },
    ],
    now,
  );
  // The other side learns of it in the app too, in their own words.
  const [other, canceller, link]: [Side, string, string] =
    side === 'patient'
      ? ['doctor', booking.patientName, DOCTOR_DASHBOARD]
      : ['patient', booking.doctorName, PATIENT_APPOINTMENTS];
  notifyEach(ctx, unit, [
    therapistNote
      ? inWordsOf(booking, 'patient', (t) => ({
          userId: booking.patientId,
          title: notices.sessionCancelled.title,
          message: notices.sessionCancelled.withReason(canceller, t(at), therapistNote.reason),
          link: bookingPathOf(booking.doctorId),
        }))
      : inWordsOf(booking, other, (t) => ({
          userId: other === 'patient' ? booking.patientId : booking.doctorId,
          title: notices.sessionCancelled.title,
          message: notices.sessionCancelled.message(canceller, t(at)),
          link,
        })),
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
