import { z } from 'zod';
import { browserTimeZoneField } from './time-zone';
import { isCommonPassword } from '../common-passwords';
import {
  ADULT_AGE,
  BOOKING_PHONE_PATTERN,
  DEFAULT_PHONE_COUNTRY_CODE,
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  SIGNUP_PHONE_PATTERN,
} from '../constants';
import { messages } from '../messages';
import { hasControlCharacters, rulesSchema, textField, type SaidLater } from './text';

/** What the sign-up form sends (spec point 3, "Signup"); Age may arrive as a number or text. */
export interface SignupFormValues {
  Name: string;
  Password: string;
  confirmPassword: string;
  Age: string | number;
  Email: string;
  PhoneNumber: string;
  /** Under 18 only: the person says a parent or guardian agrees (Solace's addition). */
  guardianConsent?: boolean;
}
export type SignupField = Exclude<keyof SignupFormValues, 'guardianConsent'> | 'guardianConsent';
/** Every field's problem at once, in the order the rules run. */
export type SignupErrors = Partial<Record<SignupField, string>>;

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
 * the spec's patterns check: an optional plus and the digits. A leading 00 is the international
 * prefix, as a plus.
 */
export function normalisePhone(typed: string): string {
  const compact = typed.trim().replace(/[\s.\-()]/g, '');
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  // The local way in India: a trunk 0 before the ten digits ("098765 43210"). Not part of the
  // number itself, so it goes (then the ten digits are a national number, as below).
  return /^0[1-9]\d{9}$/.test(compact) ? compact.slice(1) : compact;
}

/**
 * The number as stored (E.164: a plus, the country code, the number). Ten digits without a plus
 * are a national number of the default country ('98765 43210'); more digits already start with
 * their country code. Call it on a number the rules below accepted.
 */
export function toE164(typed: string): string {
  const phone = normalisePhone(typed);
  if (phone.startsWith('+')) return phone;
  return phone.length === 10 ? `+${DEFAULT_PHONE_COUNTRY_CODE}${phone}` : `+${phone}`;
}

/** The phone's problem, worded for what is actually wrong with it (sign-up and the profile). */
export function phoneError(typed: string): string | null {
  const phone = normalisePhone(typed);
  if (typed.length > MAX_PHONE_LENGTH) return m.invalidSignupPhone;
  if (!/^\+?\d*$/.test(phone)) return m.phoneCharacters;
  if (!SIGNUP_PHONE_PATTERN.test(phone)) return m.invalidSignupPhone;
  // Beyond the spec: booking needs a number with a country code (no leading 0), so an account
  // that could never book is not created in the first place.
  if (!BOOKING_PHONE_PATTERN.test(phone)) return messages.booking.invalidPhone;
  return null;
}

const FIELD_ORDER: SignupField[] = [
  'Name',
  'Password',
  'confirmPassword',
  'Age',
  'Email',
  'PhoneNumber',
];

/**
 * Every field's problem at once, each field's first. The rules run in the spec's order (every
 * field filled, e-mail shape, phone, passwords match), then Solace's own (length, common
 * passwords, age, a guardian's consent under 18), so the first entry is the spec's first error.
 * Plain text and the size limits come right after "filled", so no pattern ever sees a megabyte.
 * The form and the server both call this, so they always agree.
 */
export function signupErrors(v: SignupFormValues): SignupErrors {
  const errors: SignupErrors = {};
  const add = (field: SignupField, message: string | null | false | undefined) => {
    if (message && !errors[field]) errors[field] = message;
  };
  for (const field of FIELD_ORDER) {
    if (String(v[field] ?? '').trim() === '') add(field, m.allFieldsRequired);
  }
  for (const field of TEXT_FIELDS) {
    if (hasControlCharacters(v[field])) add(field, messages.input.controlCharacters);
  }
  if (v.Name.trim().length > LIMITS.name) add('Name', m.nameTooLong);
  const email = v.Email.trim();
  if (email.length > LIMITS.email) add('Email', m.emailTooLong);
  else if (!EMAIL_PATTERN.test(email)) add('Email', m.invalidEmail);
  add('PhoneNumber', phoneError(v.PhoneNumber));
  if (v.Password !== v.confirmPassword) add('confirmPassword', m.passwordsDoNotMatch);
  add('Password', passwordStrengthError(v.Password));
  const age = Number(String(v.Age).trim());
  if (!Number.isInteger(age) || age < MIN_AGE || age > MAX_AGE) add('Age', m.invalidAge);
  else if (age < ADULT_AGE && v.guardianConsent !== true) {
    add('guardianConsent', m.guardianConsentRequired);
  }
  return errors;
}

/** The sign-up form's rules for its resolver: exactly `signupErrors`, field by field. */
export const signupFormSchema = rulesSchema<SignupFormValues>(signupErrors);

/** True when a valid age is under 18: the form then asks for a guardian's consent. */
export function needsGuardianConsent(age: string | number): boolean {
  const years = Number(String(age).trim());
  return Number.isInteger(years) && years >= MIN_AGE && years < ADULT_AGE;
}

/** The first problem with a sign-up (the one the server's 400 names), or null. */
export function firstSignupError(v: SignupFormValues): FieldError<SignupField> | null {
  const [first] = Object.entries(signupErrors(v)) as [SignupField, string][];
  return first ? { field: first[0], message: first[1] } : null;
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
const text = (field: string, max: number, tooLong: SaidLater) =>
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
/**
 * A random key the browser keeps from its sign-up to the e-mailed link: the link then signs in
 * without the password when opened in that browser (elsewhere it asks for the password).
 */
export const browserKeyField = z
  .string()
  .regex(/^[\w-]{43}$/, 'A browser key is 43 characters of base64url.')
  .optional();

export const signupRequestSchema = z
  .object({
    // Names and e-mails may carry spaces around them (trimmed later); the limits allow for it.
    Name: text('Name', 2 * LIMITS.name, () => m.nameTooLong),
    Password: text('Password', LIMITS.password, () => m.passwordTooLong),
    confirmPassword: text('confirmPassword', LIMITS.password, () => m.passwordTooLong),
    Age: z.union([z.number(), textField({ max: MAX_AGE_LENGTH, tooLong: () => m.invalidAge })], {
      error: (issue) => (issue.input === undefined ? m.allFieldsRequired : m.invalidAge),
    }),
    Email: text('Email', 2 * LIMITS.email, () => m.emailTooLong),
    PhoneNumber: text('PhoneNumber', MAX_PHONE_LENGTH, () => m.invalidSignupPhone),
    guardianConsent: z.boolean({ error: () => m.guardianConsentRequired }).optional(),
    timeZone: browserTimeZoneField,
    browserKey: browserKeyField,
  })
  .superRefine((value, ctx) => {
    // Every field's problem, the spec's first one first (the 400's `error` is the first issue).
    for (const [field, message] of Object.entries(signupErrors(value))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((v) => ({
    name: v.Name.trim(),
    password: v.Password,
    age: Number(String(v.Age).trim()),
    email: v.Email.trim(),
    phone: toE164(v.PhoneNumber),
    guardianConsent: v.guardianConsent === true,
    timeZone: v.timeZone,
    browserKey: v.browserKey,
  }));
