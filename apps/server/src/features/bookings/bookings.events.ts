import { describeSessionTime, messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Mail } from '../../lib/mailer';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { recordActivities } from '../activity/activity.service';
import { notifyEach } from '../notifications/notifications.service';
import { dropReminders, scheduleReminders } from '../reminders/reminders.service';
import {
  bookingCancellationMails,
  bookingConfirmationMails,
  type BookingMailFacts,
} from './booking-mails';
import type { BookingDetails } from './bookings.repo';

/**
 * Everything that follows a booking or a cancellation, in one place. History lines,
 * notifications and reminder jobs are written in the booking's own transaction; pushes and
 * e-mails are registered to run once it has committed.
 */

type Booking = NonNullable<BookingDetails>;
const PATIENT_APPOINTMENTS = '/appointments';
const DOCTOR_DASHBOARD = '/dochome';

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
  };
}

function sendAll(ctx: AppContext, mails: Mail[]) {
  return Promise.all(mails.map((mail) => ctx.mailer.send(mail)));
}

/** Written with the booking's commit (nothing here reads them back); mails after it. */
export function bookingCreated(ctx: AppContext, unit: UnitOfWork, booking: Booking): void {
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
  // Rendered only once committed: a booking that rolls back costs no mail.
  unit.afterCommit(() => sendAll(ctx, bookingConfirmationMails(mailFacts(ctx, booking), now)));
}

export async function bookingCancelled(
  ctx: AppContext,
  unit: UnitOfWork,
  booking: Booking,
  side: 'patient' | 'doctor',
) {
  const now = ctx.clock.now();
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
    {
      userId: otherId,
      title: notices.sessionCancelled.title,
      message: notices.sessionCancelled.message(canceller, when),
      link,
    },
  ]);
  unit.afterCommit(() =>
    sendAll(ctx, bookingCancellationMails(mailFacts(ctx, booking), side, now)),
  );
}
