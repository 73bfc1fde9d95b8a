import { messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Mail } from '../../lib/mailer';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { recordActivity } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import { dropReminders, scheduleReminders } from '../reminders/reminders.service';
import {
  bookingCancellationMails,
  bookingConfirmationMails,
  describeTime,
  type BookingMailFacts,
} from './booking-mails';
import type { BookingDetails } from './bookings.repo';

/**
 * Everything that follows a booking or a cancellation, in one place. History lines,
 * notifications and reminder jobs are written in the booking's own transaction; pushes and
 * e-mails are registered to run once it has committed.
 */

type Booking = NonNullable<BookingDetails>;
const PATIENT_APPOINTMENTS = '/profile#appointments';
const DOCTOR_DASHBOARD = '/dochome';

export function videoPath(roomId: string) {
  return `/video-chat/${roomId}`;
}

function mailFacts(ctx: AppContext, b: Booking): BookingMailFacts {
  return {
    bookingId: b.id,
    patient: { name: b.patientName, email: b.patientEmail },
    doctor: { name: b.doctorName, email: b.doctorEmail },
    start: b.startTime,
    end: b.endTime,
    videoUrl: `${ctx.config.publicUrl}${videoPath(b.roomId)}`,
  };
}

function sendAfterCommit(ctx: AppContext, unit: UnitOfWork, mails: Mail[]) {
  for (const mail of mails) unit.afterCommit(() => ctx.mailer.send(mail));
}

export async function bookingCreated(ctx: AppContext, unit: UnitOfWork, booking: Booking) {
  const now = ctx.clock.now();
  const when = describeTime(booking.startTime);
  const { activity, notices } = messages;
  await recordActivity(unit.db, booking.patientId, activity.booked(booking.doctorName, when), now);
  await recordActivity(
    unit.db,
    booking.doctorId,
    activity.bookedWithYou(booking.patientName, when),
    now,
  );
  await scheduleReminders(ctx, unit, booking.id, booking.startTime);
  await notify(ctx, unit, booking.doctorId, {
    title: notices.newBooking.title,
    message: notices.newBooking.message(booking.patientName, when),
    link: DOCTOR_DASHBOARD,
  });
  await notify(ctx, unit, booking.patientId, {
    title: notices.sessionBooked.title,
    message: notices.sessionBooked.message(booking.doctorName, when),
    link: PATIENT_APPOINTMENTS,
  });
  sendAfterCommit(ctx, unit, bookingConfirmationMails(mailFacts(ctx, booking), now));
}

export async function bookingCancelled(
  ctx: AppContext,
  unit: UnitOfWork,
  booking: Booking,
  side: 'patient' | 'doctor',
) {
  const now = ctx.clock.now();
  const when = describeTime(booking.startTime);
  const { activity, notices } = messages;
  await dropReminders(unit, booking.id);
  const byForPatient = side === 'patient' ? activity.you : booking.doctorName;
  const byForDoctor = side === 'doctor' ? activity.you : booking.patientName;
  await recordActivity(
    unit.db,
    booking.patientId,
    activity.cancelled(booking.doctorName, when, byForPatient),
    now,
  );
  await recordActivity(
    unit.db,
    booking.doctorId,
    activity.cancelled(booking.patientName, when, byForDoctor),
    now,
  );
  // The other side learns of it in the app too.
  const [otherId, canceller, link] =
    side === 'patient'
      ? [booking.doctorId, booking.patientName, DOCTOR_DASHBOARD]
      : [booking.patientId, booking.doctorName, PATIENT_APPOINTMENTS];
  await notify(ctx, unit, otherId, {
    title: notices.sessionCancelled.title,
    message: notices.sessionCancelled.message(canceller, when),
    link,
  });
  sendAfterCommit(ctx, unit, bookingCancellationMails(mailFacts(ctx, booking), side, now));
}
