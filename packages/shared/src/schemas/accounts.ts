import { z } from 'zod';
import { browserTimeZoneField } from './time-zone';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '../constants';
import { messages } from '../messages';
import { sessionUserSchema } from './session';
import { textField, type SaidLater } from './text';

const a = messages.accounts;

/** Where every e-mail a client types is checked: present, short, plain text, then its shape. */
export function emailField(required: SaidLater, tooLong: SaidLater = () => a.emailTooLong) {
  return textField({
    trim: true,
    required,
    notText: required,
    max: MAX_EMAIL_LENGTH,
    tooLong,
  }).regex(EMAIL_PATTERN, { error: () => a.invalidEmail });
}

/** A password as typed (never trimmed); no account has a longer one than sign-up allows. */
export function passwordField(required: SaidLater = () => a.allFieldsRequired) {
  return textField({
    required,
    notText: required,
    max: MAX_PASSWORD_LENGTH,
    tooLong: () => a.passwordTooLong,
  });
}

/** Both login forms: required after trimming, then the e-mail's shape (spec point 5). */
export const loginRequestSchema = z.object({
  email: emailField(() => a.allFieldsRequired),
  password: passwordField(),
  timeZone: browserTimeZoneField,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * `POST /api/changepassword`: the spec's `{ success, message }`; an account's first password
 * (a new therapist's welcome link) also comes back signed in, with a login's token and user.
 */
export const changePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string().optional(),
  user: z.optional(sessionUserSchema),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/**
 * `POST /api/signup`: the spec's `{ success, message }` and nothing else, the same for a new
 * address and one that has an account (the e-mail tells them apart, never the answer).
 */
export const signupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** Requests the web app makes on its own (the notification poll) carry this header, so they do
 * not count as the user being active. */
export const BACKGROUND_REQUEST_HEADER = 'x-solace-background';

/**
 * `POST /api/signup/confirm`: the e-mailed token, and either the browser key of the sign-up
 * (the same browser) or the password chosen at sign-up (any other browser). Answers as login.
 */
export const confirmSignupRequestSchema = z.object({
  token: z
    .string({ error: () => a.signupLinkInvalid })
    .regex(/^[\w-]{43}$/, { error: () => a.signupLinkInvalid }),
  browserKey: z
    .string()
    .regex(/^[\w-]{43}$/)
    .optional(),
  password: z
    .string()
    .max(MAX_PASSWORD_LENGTH, { error: () => a.passwordTooLong })
    .optional(),
});
export type ConfirmSignupRequest = z.infer<typeof confirmSignupRequestSchema>;

/** The sign-up link opened in another browser: the password chosen at sign-up, required. */
export const confirmSignupFormSchema = z.object({ password: passwordField() });
