import { z } from 'zod';

/**
 * Every code the API answers with. A client may branch on a code; the text is for people.
 * One case, one code: a missing slot is SLOT_NOT_FOUND wherever it is looked up.
 */
export const errorCodeSchema = z.enum([
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'DOCTOR_NOT_FOUND',
  'SLOT_NOT_FOUND',
  'BOOKING_NOT_FOUND',
  'NOTIFICATION_NOT_FOUND',
  'CONVERSATION_NOT_FOUND',
  'CHAT_NOT_ALLOWED',
  'CHAT_TOO_FAST',
  'ROOM_NOT_FOUND',
  'VIDEO_TOO_FAST',
  'USER_NOT_FOUND',
  'REPORT_NOT_FOUND',
  'ATTACHMENT_NOT_FOUND',
  'PHOTO_NOT_FOUND',
  'ATTACHMENT_REFUSED',
  'TOO_MANY_REPORTS',
  'ACCOUNT_DEACTIVATED',
  'INVALID_CREDENTIALS',
  'WRONG_LOGIN_PAGE',
  'WRONG_PASSWORD',
  'INVALID_RESET_LINK',
  'EMAIL_TAKEN',
  'SLOT_IN_PAST',
  'SLOT_OVERLAP',
  'SLOT_TOO_FAR_AHEAD',
  'TOO_MANY_SLOTS',
  'SLOT_BOOKED',
  'SLOT_EXPIRED',
  'SLOT_TAKEN',
  'OVERLAPS_YOUR_BOOKING',
  'TOO_MANY_UPCOMING',
  'ALREADY_CANCELLED',
  'ALREADY_STARTED',
  'SESSION_NOT_COMPLETED',
  'TOO_LATE_TO_CANCEL',
  // Rescheduling (issue 14): outside the free-cancellation window, onto another therapist's
  // time, onto the time it already has, after it changed meanwhile, or not the caller's booking;
  // a session paid with a plan's credit, past the plan's end.
  'TOO_LATE_TO_RESCHEDULE',
  'AFTER_PLAN_ENDS',
  'OTHER_THERAPIST',
  'SAME_TIME',
  'BOOKING_CHANGED',
  'TOO_MANY_LOGINS',
  'TOO_MANY_SIGNUPS',
  'SIGNUP_LINK_INVALID',
  'SIGNUP_PASSWORD_NEEDED',
  'SIGNUP_PASSWORD_WRONG',
  'TOO_MANY_CONFIRMATIONS',
  'TOO_MANY_RESET_REQUESTS',
  'TOO_MANY_PASSWORD_ATTEMPTS',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'TOO_DEEPLY_NESTED',
  'UNSUPPORTED_MEDIA_TYPE',
  'DATABASE_UNAVAILABLE',
  'STORAGE_UNAVAILABLE',
  // Issue 27: GET /api/ready while the instance starts, drains or lacks its database or Redis.
  'NOT_READY',
  // Issue 21: the last administrator cannot leave; uploads past a day's quota or the total cap.
  'LAST_ADMIN',
  'UPLOAD_QUOTA_EXCEEDED',
  'STORAGE_FULL',
  // Issue 25: session notes saved over a newer version, changed once signed, signed unwritten.
  'NOTE_CHANGED',
  'NOTE_SIGNED',
  'NOTE_NOT_SIGNED',
  'NOTE_NOT_FOUND',
  'TOO_MANY_ADDENDA',
  // Issue 25: questionnaires sent when none is due, results without the client's consent.
  'QUESTIONNAIRE_NOT_DUE',
  'QUESTIONNAIRE_ANSWERED',
  'RISK_SIGNAL_NOT_FOUND',
  // Issue 26: a plan id the administrators' console names that does not exist.
  'PLAN_NOT_FOUND',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_NOT_CONFIRMED',
  'CHECKOUT_UNAVAILABLE',
  'WEBHOOK_REFUSED',
  // A plan off sale cannot be bought; without a payment provider nothing is paid online.
  'PLAN_NOT_ON_SALE',
  'PAYMENTS_NOT_CONFIGURED',
  // Issue 26: the console's refund of a payment with nothing left to give back.
  'NOTHING_TO_REFUND',
  // Issue 28: ringing calls: a session not due, a ring already ringing, a call over or unknown.
  'CALL_NOT_DUE',
  'CALL_ALREADY_RINGING',
  'CALL_NOT_FOUND',
  'CALL_OVER',
  'TOO_MANY_CALLS',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * Every error the API answers has this shape. The spec's clients read either
 * `error` or `message`, so both carry the same text.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: errorCodeSchema,
  /** On 400: which field failed and why. */
  fields: z.record(z.string(), z.string()).optional(),
  /** On 5xx: the request's id (also its X-Request-Id header), to find its log line. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
