import { z } from 'zod';
import { browserTimeZoneField } from './time-zone';
import { isCommonPassword } from '../common-passwords';
import {
  BOOKING_PHONE_PATTERN,
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  SIGNUP_PHONE_PATTERN,
} from '../constants';
import { messages } from '../messages';
import { hasControlCharacters, textField } from './text';

/** What the sign-up form sends (spec point 3, "Signup"); Age may arrive as a number or text. */
export interface SignupFormValues {
  Name: string;
  Password: string;
  confirmPassword: string;
  Age: string | number;
  Email: string;
  PhoneNumber: string;
}
export type SignupField = keyof SignupFormValues;

export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

const m = messages.accounts;
export const MIN_AGE = 13;
export const MAX_AGE = 120;
const LIMITS = {
  name: MAX_NAME_LENGTH,
  email: MAX_EMAIL_LENGTH,
  password: MAX_PASSWORD_LENGTH,
} as const;
/** More than any phone number or age anyone types; the patterns never see longer text. */
const MAX_PHONE_LENGTH = 32;
const MAX_AGE_LENGTH = 16;
const TEXT_FIELDS = ['Name', 'Password', 'confirmPassword', 'Email', 'PhoneNumber'] as const;

/**
 * A phone number as people write it ("+91 98765-43210", "(0044) 20 7946 0958") reduced to what
 * the spec's patterns check and what is stored: an optional plus and the digits. A leading 00
 * is the international prefix, as a plus.
 */
export function normalisePhone(typed: string): string {
  const compact = typed.trim().replace(/[\s.\-()]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/**
 * The first problem with a sign-up, in the spec's order (every field filled, e-mail shape, phone,
 * passwords match), then Solace's own rules (length, common passwords, age). Plain text and the
 * size limits come right after "every field filled", so no pattern ever sees a megabyte.
 * The form and the server both call this, so they always agree.
 */
export function firstSignupError(v: SignupFormValues): FieldError<SignupField> | null {
  const fields: SignupField[] = [
    'Name',
    'Password',
    'confirmPassword',
    'Age',
    'Email',
    'PhoneNumber',
  ];
  const empty = fields.find((f) => String(v[f] ?? '').trim() === '');
  if (empty) return { field: empty, message: m.allFieldsRequired };
  const withControls = TEXT_FIELDS.find((f) => hasControlCharacters(v[f]));
  if (withControls) return { field: withControls, message: messages.input.controlCharacters };
  if (v.Name.trim().length > LIMITS.name) return { field: 'Name', message: m.nameTooLong };
  const email = v.Email.trim();
  if (email.length > LIMITS.email) return { field: 'Email', message: m.emailTooLong };
  if (!EMAIL_PATTERN.test(email)) return { field: 'Email', message: m.invalidEmail };
  const phone = normalisePhone(v.PhoneNumber);
  if (v.PhoneNumber.length > MAX_PHONE_LENGTH || !SIGNUP_PHONE_PATTERN.test(phone)) {
    return { field: 'PhoneNumber', message: m.invalidSignupPhone };
  }
  // Beyond the spec: booking needs a number with a country code (no leading 0), so an account
  // that could never book is not created in the first place.
  if (!BOOKING_PHONE_PATTERN.test(phone)) {
    return { field: 'PhoneNumber', message: messages.booking.invalidPhone };
  }
  if (v.Password !== v.confirmPassword) {
    return { field: 'confirmPassword', message: m.passwordsDoNotMatch };
  }
  const passwordProblem = passwordStrengthError(v.Password);
  if (passwordProblem) return { field: 'Password', message: passwordProblem };
  const age = Number(String(v.Age).trim());
  if (!Number.isInteger(age) || age < MIN_AGE || age > MAX_AGE) {
    return { field: 'Age', message: m.invalidAge };
  }
  return null;
}

/** Solace's password rule for every new password: long enough, not too long, not common. */
export function passwordStrengthError(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return m.passwordTooShort;
  if (password.length > LIMITS.password) return m.passwordTooLong;
  if (isCommonPassword(password)) return m.passwordTooCommon;
  return null;
}

/**
 * One text field of the form, checked on its own before the form's rules run: plain text
 * within a hard limit, so the rules below never see a megabyte or a NUL.
 */
const text = (field: string, max: number, tooLong: string) =>
  textField({
    max,
    tooLong,
    notText: (issue) =>
      issue.input === undefined ? m.allFieldsRequired : `${field} must be text.`,
  });

/**
 * `POST /api/signup`. Unknown fields (a `role`, say) are dropped: every sign-up is a patient.
 * The output is trimmed and typed.
 */
export const signupRequestSchema = z
  .object({
    // Names and e-mails may carry spaces around them (trimmed later); the limits allow for it.
    Name: text('Name', 2 * LIMITS.name, m.nameTooLong),
    Password: text('Password', LIMITS.password, m.passwordTooLong),
    confirmPassword: text('confirmPassword', LIMITS.password, m.passwordTooLong),
    Age: z.union([z.number(), textField({ max: MAX_AGE_LENGTH, tooLong: m.invalidAge })], {
      error: (issue) => (issue.input === undefined ? m.allFieldsRequired : m.invalidAge),
    }),
    Email: text('Email', 2 * LIMITS.email, m.emailTooLong),
    PhoneNumber: text('PhoneNumber', MAX_PHONE_LENGTH, m.invalidSignupPhone),
    timeZone: browserTimeZoneField,
  })
  .superRefine((value, ctx) => {
    const problem = firstSignupError(value);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .transform((v) => ({
    name: v.Name.trim(),
    password: v.Password,
    age: Number(String(v.Age).trim()),
    email: v.Email.trim(),
    phone: normalisePhone(v.PhoneNumber),
    timeZone: v.timeZone,
  }));
