import { z } from 'zod';
import { browserTimeZoneField } from './time-zone';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '../constants';
import { messages } from '../messages';
import { sessionUserSchema } from './session';
import { textField } from './text';

const a = messages.accounts;

/** Where every e-mail a client types is checked: present, short, plain text, then its shape. */
export function emailField(required: string, tooLong: string = a.emailTooLong) {
  return textField({
    trim: true,
    required,
    notText: required,
    max: MAX_EMAIL_LENGTH,
    tooLong,
  }).regex(EMAIL_PATTERN, a.invalidEmail);
}

/** A password as typed (never trimmed); no account has a longer one than sign-up allows. */
export function passwordField(required: string = a.allFieldsRequired) {
  return textField({
    required,
    notText: required,
    max: MAX_PASSWORD_LENGTH,
    tooLong: a.passwordTooLong,
  });
}

/** Both login forms: required after trimming, then the e-mail's shape (spec point 5). */
export const loginRequestSchema = z.object({
  email: emailField(a.allFieldsRequired),
  password: passwordField(),
  timeZone: browserTimeZoneField,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * `POST /api/signup`: the spec's `{ success, message }`, and the session of the new account
 * (as login gives it), so signing up signs in. No session when the e-mail already had an account.
 */
export const signupResponseSchema = loginResponseSchema.partial().extend({
  success: z.literal(true),
  message: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** Requests the web app makes on its own (the notification poll) carry this header, so they do
 * not count as the user being active. */
export const BACKGROUND_REQUEST_HEADER = 'x-solace-background';
