import { z } from 'zod';
import { messages } from '../messages';

/** `POST /api/bookings/create` (spec: slotId, doctorId, clientName, clientEmail). */
export const createBookingRequestSchema = z.object({
  slotId: z
    .string({ error: messages.booking.selectSlotAndLogIn })
    .min(1, messages.booking.selectSlotAndLogIn),
  doctorId: z
    .string({ error: messages.booking.selectSlotAndLogIn })
    .min(1, messages.booking.selectSlotAndLogIn),
  clientName: z.string().trim().max(100).optional(),
  clientEmail: z.string().trim().max(254).optional(),
});
export type CreateBookingRequest = z.infer<typeof createBookingRequestSchema>;

export const bookingSummarySchema = z.object({
  id: z.string(),
  slotId: z.string(),
  doctorId: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  roomId: z.string(),
});
export const createBookingResponseSchema = z.object({
  success: z.literal(true),
  booking: bookingSummarySchema,
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

/** One of the patient's appointments (`GET /api/bookings/mine`). */
export const myAppointmentSchema = z.object({
  id: z.string(),
  doctorId: z.string(),
  doctorName: z.string(),
  doctorImage: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(['booked', 'cancelled']),
  roomId: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(['patient', 'doctor']).nullable(),
  /** Until when the patient may still cancel it themselves (ISO), or null when not booked. */
  cancelDeadline: z.string().nullable(),
});
export type MyAppointment = z.infer<typeof myAppointmentSchema>;

export const myAppointmentsResponseSchema = z.object({
  upcoming: z.array(myAppointmentSchema),
  past: z.array(myAppointmentSchema),
  /** The clinic's notice rule, for explaining it next to Cancel. */
  cancelNoticeHours: z.number(),
});
export type MyAppointmentsResponse = z.infer<typeof myAppointmentsResponseSchema>;

/** Join video opens this long before the start. */
export const JOIN_VIDEO_EARLY_MINUTES = 10;
