import { z } from 'zod';
import { messages } from '../messages';
import { JOIN_VIDEO_EARLY_MINUTES } from './bookings';
import { idParamsSchema } from './common';
import { pageQuerySchema } from './paging';

/**
 * Ringing calls (issue 28): one of a due booking's two people rings the other, who accepts or
 * declines within CALL_RING_SECONDS (the server decides the time-out); an accepted call is the
 * booking's video room.
 */

/** How long a call rings before it counts as missed, unless CALL_RING_SECONDS says otherwise. */
export const DEFAULT_CALL_RING_SECONDS = 45;

/** Whether a session running from `start` to `end` may ring at `now`: from 10 minutes before to its end. */
export function isCallDue(start: Date | string, end: Date | string, now: Date): boolean {
  const opensAt = new Date(start).getTime() - JOIN_VIDEO_EARLY_MINUTES * 60_000;
  return now.getTime() >= opensAt && now.getTime() < new Date(end).getTime();
}

/** `ringing` until answered; `missed` when nobody answered in time or the ringer hung up. */
export const callOutcomeSchema = z.enum(['ringing', 'accepted', 'declined', 'missed']);
export type CallOutcome = z.infer<typeof callOutcomeSchema>;

/** `POST /api/bookings/{bookingId}/call`. */
export const ringParamsSchema = idParamsSchema(
  'bookingId',
  'BOOKING_NOT_FOUND',
  () => messages.calls.bookingNotFound,
);
/** `POST /api/calls/{id}/accept | decline | cancel`. */
export const callIdParamsSchema = idParamsSchema(
  'id',
  'CALL_NOT_FOUND',
  () => messages.calls.callNotFound,
);

/** A call as its two people see it now (the answer of ringing, accepting, declining, hanging up). */
export const callSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  /** The booking's video room, where an accepted call goes. */
  roomId: z.string(),
  outcome: callOutcomeSchema,
  /** The other person of the call, by name. */
  otherName: z.string(),
  rangAt: z.string(),
  /** When the ring counts as missed (the server's time). */
  expiresAt: z.string(),
  /** Set when the ring never rang: the person rung had no open Solace tab anywhere. */
  offline: z.boolean(),
});
export type Call = z.infer<typeof callSchema>;

/** `GET /api/calls?cursor=&limit=`: the signed-in person's calls, newest first. */
export const callHistoryQuerySchema = pageQuerySchema;
export const callHistoryItemSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  /** `outgoing`: this person rang; `incoming`: they were rung. */
  direction: z.enum(['outgoing', 'incoming']),
  otherName: z.string(),
  rangAt: z.string(),
  outcome: callOutcomeSchema,
  /**
   * How long the consultation lasted, from the answer until the room ended or both left;
   * null unless accepted, or while it goes on (`inProgress`).
   */
  durationSeconds: z.number().int().nonnegative().nullable(),
  inProgress: z.boolean(),
});
export type CallHistoryItem = z.infer<typeof callHistoryItemSchema>;
export const callHistoryResponseSchema = z.array(callHistoryItemSchema);

/** How many calls one page of `GET /api/calls` holds. */
export const CALL_HISTORY_PAGE_SIZE = 20;

/** Socket `call:incoming`: to every open tab of the person rung, on every instance. */
export interface IncomingCall {
  callId: string;
  roomId: string;
  callerName: string;
  /** When the server counts the ring as missed (its clock). */
  expiresAt: string;
  /** Milliseconds of ringing left when sent: the tab's own clock may differ from the server's. */
  ringsForMs: number;
}

/**
 * Socket `call:ringing-now` (client to server, with an acknowledgement): which calls ring this
 * person now. A tab asks when it connects, so one opened (or reconnected) mid-ring rings too.
 */
export const ringingNowRequestSchema = z.object({}).strict();
export type RingingNowRequest = z.input<typeof ringingNowRequestSchema>;

/** Socket `call:ended`: the ring is over (answered, declined, missed), to both people's tabs. */
export interface CallEnded {
  callId: string;
  roomId: string;
  outcome: Exclude<CallOutcome, 'ringing'>;
}
