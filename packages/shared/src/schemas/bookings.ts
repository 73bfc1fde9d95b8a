import { z } from 'zod';
import { bookingPaymentSchema } from './payments';
import { bookingCreditSchema } from './credits';
import { idParamsSchema } from './common';
import { CANCEL_REASON_MAX_LENGTH, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../constants';
import { messages } from '../messages';
import { pageQuerySchema } from './paging';
import { textField, type SaidLater } from './text';

/** An id the client picked: missing means nothing was chosen, malformed means it names nothing. */
function referenceTo(notFound: SaidLater) {
  return z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? messages.booking.selectSlotAndLogIn
        : notFound(),
  });
}

/** `POST /api/bookings/{id}/cancel`. */
export const bookingIdParamsSchema = idParamsSchema(
  'id',
  'BOOKING_NOT_FOUND',
  () => messages.booking.bookingNotFound,
);

/** `POST /api/bookings/create` (spec: slotId, doctorId, clientName, clientEmail). */
export const createBookingRequestSchema = z.object({
  slotId: referenceTo(() => messages.booking.slotNotFound),
  doctorId: referenceTo(() => messages.booking.doctorNotFound),
  /** Ignored: the booking takes the signed-in patient's own name and e-mail. */
  clientName: textField({
    trim: true,
    max: MAX_NAME_LENGTH,
    tooLong: () => messages.accounts.nameTooLong,
  }).optional(),
  clientEmail: textField({
    trim: true,
    max: MAX_EMAIL_LENGTH,
    tooLong: () => messages.accounts.emailTooLong,
  }).optional(),
});
export type CreateBookingRequest = z.infer<typeof createBookingRequestSchema>;

/** `POST /api/bookings/{id}/reschedule`: the free slot of the same therapist to move to. */
export const rescheduleBookingRequestSchema = z.object({
  slotId: referenceTo(() => messages.booking.slotNotFound),
});
export type RescheduleBookingRequest = z.infer<typeof rescheduleBookingRequestSchema>;

export const bookingSummarySchema = z.object({
  id: z.uuid(),
  slotId: z.uuid(),
  doctorId: z.uuid(),
  start_time: z.string(),
  end_time: z.string(),
  roomId: z.string(),
});
export const createBookingResponseSchema = z.object({
  success: z.literal(true),
  booking: bookingSummarySchema,
  /**
   * With a payment provider and a paid therapist (issue 26): the time is held, not booked,
   * until this payment is made through `checkout`.
   */
  payment: bookingPaymentSchema.optional(),
  /** Paid with a credit from a plan the client bought: booked at once, nothing to pay. */
  credit: bookingCreditSchema.optional(),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;
/** The booking at its new time (same id and video room). */
export const rescheduleBookingResponseSchema = createBookingResponseSchema;
export type RescheduleBookingResponse = CreateBookingResponse;

/** One of the patient's appointments (`GET /api/bookings/mine`). */
export const myAppointmentSchema = z.object({
  id: z.uuid(),
  /** Null when the therapist has since deleted their account: the record stays, by name. */
  doctorId: z.uuid().nullable(),
  doctorName: z.string(),
  doctorImage: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(['booked', 'cancelled']),
  roomId: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(['patient', 'doctor']).nullable(),
  /** The therapist's reason when they cancelled it, for the client to read; else null. */
  cancelReason: z.string().nullable(),
  /** Until when the patient may still cancel it themselves (ISO), or null when not booked. */
  cancelDeadline: z.string().nullable(),
});
export type MyAppointment = z.infer<typeof myAppointmentSchema>;

export const myAppointmentsResponseSchema = z.object({
  /** Every upcoming one (a handful at most) on the first page; empty on later pages. */
  upcoming: z.array(myAppointmentSchema),
  /** A page of past (or cancelled) ones, the latest first. */
  past: z.array(myAppointmentSchema),
  /** The clinic's notice rule, for explaining it next to Cancel. */
  cancelNoticeHours: z.number(),
  /** Pass as `cursor` for the next page of `past`; null when there is none. */
  nextCursor: z.string().nullable(),
});
/** `GET /api/bookings/mine?cursor=&limit=`. */
export const myAppointmentsQuerySchema = pageQuerySchema;
/** Past appointments on one page of My appointments. */
export const PAST_APPOINTMENTS_PAGE_SIZE = 20;
export type MyAppointmentsResponse = z.infer<typeof myAppointmentsResponseSchema>;

/** Join video opens this long before the start. */
export const JOIN_VIDEO_EARLY_MINUTES = 10;

/**
 * Until when a client may cancel a session themselves: `noticeHours` before its start. The
 * server enforces it; the web app states it before booking.
 */
export function cancelDeadline(start: Date, noticeHours: number): Date {
  return new Date(start.getTime() - noticeHours * 3600_000);
}

/**
 * `POST /api/bookings/{id}/cancel-by-therapist`: the therapist's reason, which the client reads
 * (one of the offered ones or their own words), and whether the time stays blocked.
 */
export const therapistCancelRequestSchema = z.object({
  reason: textField({
    trim: true,
    required: () => messages.booking.therapistCancel.reasonRequired,
    notText: () => messages.booking.therapistCancel.reasonRequired,
    max: CANCEL_REASON_MAX_LENGTH,
    tooLong: () => messages.booking.therapistCancel.reasonTooLong(CANCEL_REASON_MAX_LENGTH),
  }),
  keepTimeBlocked: z.boolean().default(false),
});
export type TherapistCancelRequest = z.input<typeof therapistCancelRequestSchema>;

/** `GET /api/bookings/policy`: the clinic's cancellation rule, public, for before choosing a time. */
export const bookingPolicyResponseSchema = z.object({
  cancelNoticeHours: z.number(),
  /**
   * How long a paid session's time is held while the client pays (PAYMENT_HOLD_MINUTES); null
   * when the practice takes no payment online (sessions are booked at once).
   */
  paymentHoldMinutes: z.number().nullable().default(null),
});
export type BookingPolicyResponse = z.infer<typeof bookingPolicyResponseSchema>;
