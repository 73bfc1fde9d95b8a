import { z } from 'zod';
import { EMAIL_PATTERN } from '../constants';
import { messages } from '../messages';

export const roleSchema = z.enum(['patient', 'doctor', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in person as the web app keeps it (spec point 3: "User session"). */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  avatar: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Both login forms: required after trimming, then the e-mail's shape (spec point 5). */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: messages.accounts.allFieldsRequired })
    .trim()
    .min(1, messages.accounts.allFieldsRequired)
    .regex(EMAIL_PATTERN, messages.accounts.invalidEmail),
  password: z
    .string({ error: messages.accounts.allFieldsRequired })
    .min(1, messages.accounts.allFieldsRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const checkLoginResponseSchema = z.object({ user: sessionUserSchema });
export type CheckLoginResponse = z.infer<typeof checkLoginResponseSchema>;

/** Requests the web app makes on its own (the notification poll) carry this header, so they do
 * not count as the user being active. */
export const BACKGROUND_REQUEST_HEADER = 'x-solace-background';
