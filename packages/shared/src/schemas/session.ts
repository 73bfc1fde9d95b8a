/*
 * The answers every page checks before it can show anything (who is signed in, the logout's
 * "done"), written with zod/mini rather than zod: the same contract, validated the same way on
 * both sides, in a fraction of the download. Keep this module free of `zod` itself: one import
 * of it would put the whole library back on the home page (issue 13; docs/decisions/0008).
 */
import * as z from 'zod/mini';
import { ROLES } from '../constants';
import { LANGUAGES } from '../i18n/languages';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in person as the web app keeps it (spec point 3: "User session"). */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  role: roleSchema,
  avatar: z.nullable(z.string()),
  /** Where e-mails and notifications put session times (IANA); see PUT /api/profile/time-zone. */
  timeZone: z.string(),
  /** What e-mails, notices and texts to them are written in; see PUT /api/profile/language. */
  language: z.enum(LANGUAGES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const checkLoginResponseSchema = z.object({ user: sessionUserSchema });
export type CheckLoginResponse = z.infer<typeof checkLoginResponseSchema>;

/**
 * GET /api/session and POST /api/session/keepalive: when this session ends unless it is used
 * again (the idle deadline, or the 12-hour limit if sooner), and the idle limit in seconds. The
 * web app warns from it ("Stay signed in") and a live call's heartbeat reads it.
 */
export const sessionStatusResponseSchema = z.object({
  endsAt: z.string(),
  idleSeconds: z.number(),
});
export type SessionStatusResponse = z.infer<typeof sessionStatusResponseSchema>;

/** `{ success: true }`: the answer of a change with nothing more to say. */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** `{ success: true, message }`: the spec's answers that the screen shows as they are. */
export const successMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type SuccessMessageResponse = z.infer<typeof successMessageResponseSchema>;
