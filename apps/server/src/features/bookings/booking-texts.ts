import { activeLanguage, describeSessionTime, messages, withLanguage } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { queueTexts, type TextContent } from '../texts/texts.service';
import type { BookingDetails } from './bookings.repo';

type Booking = NonNullable<BookingDetails>;
type BookingTextKind = 'confirmation' | 'reminder_1h' | 'cancellation';

/**
 * The client's text about a booking (SMS, WhatsApp: only channels they opted in to), in their
 * language and time zone, with the join link. The words and the WhatsApp template's values carry the same
 * facts in the same order: therapist, time, link.
 */
function bookingText(
  ctx: AppContext,
  b: Booking,
  kind: BookingTextKind,
  videoPath: string,
): TextContent {
  return withLanguage(b.patientLanguage, () => bookingTextInLanguage(ctx, b, kind, videoPath));
}

/** bookingText in the active language (the client's). */
function bookingTextInLanguage(
  ctx: AppContext,
  b: Booking,
  kind: BookingTextKind,
  videoPath: string,
): TextContent {
  const when = describeSessionTime(b.startTime, b.patientTimeZone);
  const url = `${ctx.config.publicUrl}${videoPath}`;
  const { texts } = messages;
  const [body, params] =
    kind === 'cancellation'
      ? [texts.cancellation(b.doctorName, when), [b.doctorName, when]]
      : kind === 'reminder_1h'
        ? [texts.reminder(b.doctorName, when, url), [b.doctorName, when, url]]
        : [texts.confirmation(b.doctorName, when, url), [b.doctorName, when, url]];
  return { userId: b.patientId, bookingId: b.id, kind, body, params, language: activeLanguage() };
}

/** Queued in the transaction of the booking event that causes it. */
export function queueBookingText(
  ctx: AppContext,
  unit: UnitOfWork,
  booking: Booking,
  kind: BookingTextKind,
  videoPath: string,
): void {
  queueTexts(ctx, unit, [bookingText(ctx, booking, kind, videoPath)]);
}
