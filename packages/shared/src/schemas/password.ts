import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../constants';
import { messages } from '../messages';
import { emailField, passwordField } from './accounts';
import { passwordStrengthError } from './signup';
import { rulesSchema, textField, type SaidLater } from './text';

const a = messages.accounts;
const p = messages.profile;
/** Longer than any token or id Solace hands out. */
const MAX_REFERENCE_LENGTH = 256;
/** A value from a link or the session: any fault in it is the link's (or the session's). */
const reference = (message: SaidLater, max = MAX_REFERENCE_LENGTH) =>
  textField({ required: message, notText: message, max, tooLong: message });

/** `POST /api/verifyemail`: ask for a password change link. */
export const verifyEmailRequestSchema = z.object({
  email: emailField(() => a.allFieldsRequired),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** The first problem with a new password and its confirmation, or null. */
export function newPasswordError(
  newPassword: string,
  confirmPassword: string,
  wording: 'reset' | 'profile',
): string | null {
  if (newPassword !== confirmPassword) {
    return wording === 'reset' ? a.passwordsDoNotMatch : p.newPasswordsDoNotMatch;
  }
  const strength = passwordStrengthError(newPassword);
  if (strength === a.passwordTooShort && wording === 'profile') return p.newPasswordTooShort;
  return strength;
}

export type NewPasswordField = 'newPassword' | 'confirmPassword';

/**
 * Each of the two fields' first problem, for forms that show them all at once: a missing one
 * is 'required', a confirmation that differs is the confirmation's problem, and the strength
 * rules are the new password's. `firstNewPasswordProblem` says which the spec puts first.
 */
export function newPasswordErrors(
  newPassword: string,
  confirmPassword: string,
  wording: 'reset' | 'profile',
): Partial<Record<NewPasswordField, string>> {
  const errors: Partial<Record<NewPasswordField, string>> = {};
  if (!newPassword) errors.newPassword = a.allFieldsRequired;
  if (!confirmPassword) errors.confirmPassword = a.allFieldsRequired;
  if (newPassword && confirmPassword && newPassword !== confirmPassword) {
    errors.confirmPassword = newPasswordError(newPassword, confirmPassword, wording) ?? undefined;
  }
  if (newPassword) {
    const strength = newPasswordError(newPassword, newPassword, wording);
    if (strength) errors.newPassword = strength;
  }
  return errors;
}

/** The spec's order among a form's problems: 'required' first, then a mismatch, then the rest. */
export function firstNewPasswordProblem(errors: Partial<Record<string, string>>): string | null {
  const found = Object.values(errors).filter((text): text is string => Boolean(text));
  const mismatch: string[] = [a.passwordsDoNotMatch, p.newPasswordsDoNotMatch];
  return (
    found.find((text) => text === a.allFieldsRequired) ??
    found.find((text) => mismatch.includes(text)) ??
    found[0] ??
    null
  );
}

/** The e-mailed link's form (a new password, twice) for its resolver. */
export const resetPasswordFormSchema = rulesSchema<Record<NewPasswordField, string>>((v) =>
  newPasswordErrors(v.newPassword, v.confirmPassword, 'reset'),
);

/** The profile's form: every field required, the new ones matching, then long enough. */
export const profilePasswordFormSchema = rulesSchema<
  Record<'currentPassword' | NewPasswordField, string>
>((v) => ({
  ...(!v.currentPassword && { currentPassword: a.allFieldsRequired }),
  ...newPasswordErrors(v.newPassword, v.confirmPassword, 'profile'),
}));

/** `POST /api/changepassword` from an e-mailed link: the link's e-mail and token. */
export const resetPasswordRequestSchema = z
  .object({
    email: reference(() => a.resetLinkInvalid, MAX_EMAIL_LENGTH),
    token: reference(() => a.resetLinkInvalid),
    newPassword: passwordField(),
    confirmPassword: passwordField(),
  })
  .superRefine((v, ctx) => {
    const problem = newPasswordError(v.newPassword, v.confirmPassword, 'reset');
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `POST /api/changepassword` from the profile: the current password proves it is you. */
export const profilePasswordChangeSchema = z
  .object({
    userId: reference(() => p.userUnavailable),
    currentPassword: passwordField(),
    newPassword: passwordField(),
    confirmPassword: passwordField(),
  })
  .superRefine((v, ctx) => {
    const problem = newPasswordError(v.newPassword, v.confirmPassword, 'profile');
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
  });
export type ProfilePasswordChange = z.infer<typeof profilePasswordChangeSchema>;

/** Which of the two flows a change-password body belongs to. */
export function isProfilePasswordChange(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && ('userId' in body || 'currentPassword' in body)
  );
}

/**
 * `POST /api/changepassword`: one path, two flows (spec point 7). The fields tell which; the
 * chosen flow's own schema checks them, so its messages are the ones shown.
 */
export const changePasswordRequestSchema = z
  .unknown()
  .transform((body, ctx) => {
    const profile = isProfilePasswordChange(body);
    const parsed = (profile ? profilePasswordChangeSchema : resetPasswordRequestSchema).safeParse(
      body,
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, input: body } as never);
      return z.NEVER;
    }
    return profile
      ? { flow: 'profile' as const, ...(parsed.data as ProfilePasswordChange) }
      : { flow: 'reset' as const, ...(parsed.data as ResetPasswordRequest) };
  })
  .meta({
    description: 'A profile change (userId, currentPassword) or a reset from an e-mailed link.',
    anyOf: [
      z.toJSONSchema(profilePasswordChangeSchema, { io: 'input', unrepresentable: 'any' }),
      z.toJSONSchema(resetPasswordRequestSchema, { io: 'input', unrepresentable: 'any' }),
    ],
  });
