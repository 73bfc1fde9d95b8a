import { z } from 'zod';
import { messages } from '../messages';
import { idParamsSchema } from './common';
import { isoDateTime } from './dates';
import { textReminderStatusSchema } from './text-status';

const m = messages.slots;
export const MIN_SLOT_MINUTES = 10;
export const MAX_SLOT_MINUTES = 8 * 60;
export const MAX_SLOTS_PER_REQUEST = 500;

/** The one rule for time: a slot that has started can no longer be booked, moved or removed. */
export function slotHasStarted(start: Date | string, now: Date): boolean {
  return new Date(start).getTime() <= now.getTime();
}

/** Derived, never stored: booked while an active booking holds it, expired once it started. */
export const slotStatusSchema = z.enum(['available', 'expired', 'booked']);
export type SlotStatus = z.infer<typeof slotStatusSchema>;

/** A slot as the public list shows it: no client data, ever. */
export const publicSlotSchema = z.object({
  id: z.uuid(),
  start_time: z.string(),
  end_time: z.string(),
  status: slotStatusSchema,
});
export type PublicSlot = z.infer<typeof publicSlotSchema>;

/** `GET /api/doctors/{doctorId}/available-slots`. */
export const publicSlotsResponseSchema = z.object({
  available: z.array(publicSlotSchema),
  booked: z.array(publicSlotSchema),
});
export type PublicSlotsResponse = z.infer<typeof publicSlotsResponseSchema>;

/** The doctor's own slot in `PUT` and `DELETE /api/doctor/available-slots/{id}`. */
export const slotIdParamsSchema = idParamsSchema(
  'id',
  'SLOT_NOT_FOUND',
  () => messages.booking.slotNotFound,
);

/** A slot on the doctor's own dashboard; booked ones say who booked them. */
export const doctorSlotSchema = publicSlotSchema.extend({
  booking_id: z.uuid().nullable(),
  client_name: z.string().nullable(),
  client_email: z.string().nullable(),
  client_id: z.uuid().nullable(),
  room_id: z.string().nullable(),
  /**
   * A booked session's payment (issue 26): paid, refunded or partially_refunded; null when the
   * session was free. Left out by older servers, hence optional.
   */
  payment_status: z.enum(['paid', 'refunded', 'partially_refunded']).nullable().optional(),
  /**
   * How the client's 1-hour text reminder went (issue 28): queued, sent, delivered, failed…;
   * null when none was written (not due yet, or the client takes no texts). Optional: older
   * servers leave it out.
   */
  text_reminder: textReminderStatusSchema.optional(),
});
export type DoctorSlot = z.infer<typeof doctorSlotSchema>;

/** `GET /api/doctor/available-slots`: `available` holds available and expired slots. */
export const doctorSlotsResponseSchema = z.object({
  available: z.array(doctorSlotSchema),
  booked: z.array(doctorSlotSchema),
});
export type DoctorSlotsResponse = z.infer<typeof doctorSlotsResponseSchema>;

const slotTime = isoDateTime(() => m.invalidTime);

/** One slot's times: ISO date-times, start before end, 10 minutes to 8 hours. */
export const slotTimesSchema = z
  .object({ start_time: slotTime, end_time: slotTime })
  .superRefine((slot, ctx) => {
    const start = Date.parse(slot.start_time);
    const end = Date.parse(slot.end_time);
    if (end <= start) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: m.endBeforeStart });
      return;
    }
    const minutes = (end - start) / 60_000;
    if (minutes < MIN_SLOT_MINUTES || minutes > MAX_SLOT_MINUTES) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: m.badLength });
    }
  });
export type SlotTimes = z.infer<typeof slotTimesSchema>;

/** `POST /api/doctor/add-available-slots`: all or none. */
export const addSlotsRequestSchema = z.object({
  slots: z
    .array(slotTimesSchema, { error: () => m.none })
    .min(1, { error: () => m.none })
    .max(MAX_SLOTS_PER_REQUEST, { error: () => m.tooMany }),
});
export type AddSlotsRequest = z.infer<typeof addSlotsRequestSchema>;

export const addSlotsResponseSchema = z.object({ success: z.literal(true), added: z.number() });
export type AddSlotsResponse = z.infer<typeof addSlotsResponseSchema>;

/** Session lengths and breaks offered by Add Slot, and how far it repeats. */
export const SESSION_LENGTH_OPTIONS = [30, 45, 50, 60] as const;
export const DEFAULT_SESSION_LENGTH = 50;
export const BREAK_OPTIONS = [0, 5, 10, 15] as const;
export const DEFAULT_BREAK = 10;
export const MAX_REPEAT_WEEKS = 12;
export const DEFAULT_SLOT_START = '09:00';
export const DEFAULT_SLOT_END = '17:00';

/**
 * Splits a working range into consecutive sessions with breaks between them, and repeats the day
 * weekly. A session that would run past the range's end is left out. Times are Date objects in the
 * viewer's zone; the result is ISO strings (UTC) ready to send.
 */
export function splitIntoSessions(
  rangeStart: Date,
  rangeEnd: Date,
  sessionMinutes: number,
  breakMinutes: number,
  repeatWeeks = 0,
): SlotTimes[] {
  const slots: SlotTimes[] = [];
  for (let week = 0; week <= repeatWeeks; week++) {
    const dayStart = addDaysKeepingClock(rangeStart, week * 7);
    const dayEnd = addDaysKeepingClock(rangeEnd, week * 7);
    const rangeMinutes = (dayEnd.getTime() - dayStart.getTime()) / 60_000;
    for (const offset of sessionStartOffsets(rangeMinutes, sessionMinutes, breakMinutes)) {
      const start = dayStart.getTime() + offset * 60_000;
      slots.push(sessionTimes(new Date(start), sessionMinutes));
    }
  }
  return slots;
}

/**
 * The one splitting rule: where each session of a working range starts, in minutes from the
 * range's start. Sessions follow each other with a break between; one that would run past the
 * range's end is left out.
 */
export function sessionStartOffsets(
  rangeMinutes: number,
  sessionMinutes: number,
  breakMinutes: number,
): number[] {
  const starts: number[] = [];
  if (sessionMinutes <= 0) return starts;
  for (let at = 0; at + sessionMinutes <= rangeMinutes; at += sessionMinutes + breakMinutes) {
    starts.push(at);
  }
  return starts;
}

/** A session from `start`, `sessionMinutes` long, as the API takes it. */
export function sessionTimes(start: Date, sessionMinutes: number): SlotTimes {
  const end = new Date(start.getTime() + sessionMinutes * 60_000);
  return { start_time: start.toISOString(), end_time: end.toISOString() };
}

/** Same wall-clock time N days later, across daylight-saving changes. */
function addDaysKeepingClock(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** `GET`, `POST` and `DELETE /api/doctors/{doctorId}/availability-alerts`: told or not. */
export const availabilityAlertResponseSchema = z.object({ subscribed: z.boolean() });
export type AvailabilityAlertResponse = z.infer<typeof availabilityAlertResponseSchema>;
