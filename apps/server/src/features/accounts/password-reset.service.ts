import { randomBytes } from 'node:crypto';
import {
  ACTIVITIES,
  messages,
  type ResetPasswordRequest,
  type VerifyEmailRequest,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { LimitRule } from '../../lib/rate-limiter';
import { recordActivity } from '../profile/history.service';
import { passwordLinkMail } from './account-mails';
import { findUserByEmail, updatePasswordHash, type UserRow } from './accounts.repo';
import { consumeResetToken, insertResetToken, retireResetTokens } from './password-reset.repo';
import { hashToken, revokeOtherSessions } from './sessions.service';

const MINUTE = 60_000;
export const RESET_LINK_MINUTES = 30;
/** Staff accounts created without a password get a longer-lived first link. */
export const WELCOME_LINK_MINUTES = 72 * 60;
/** Reset requests from one address, and mails to one account, per 15 minutes. */
export const RESET_REQUEST_RULE: LimitRule = { limit: 10, windowMs: 15 * MINUTE };
export const RESET_MAIL_RULE: LimitRule = { limit: 3, windowMs: 15 * MINUTE };

/** A new one-time link for the user: `PUBLIC_URL/changepass?email=...&token=...`. */
export async function issuePasswordLink(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  user: Pick<UserRow, 'id' | 'email'>,
  validMinutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await insertResetToken(ctx.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + validMinutes * MINUTE),
  });
  const query = new URLSearchParams({ email: user.email, token });
  return `${ctx.config.publicUrl}/changepass?${query.toString()}`;
}

/**
 * Answers the same for every well-formed address, whether or not an account exists; the mail
 * goes out in the background so the answer's timing does not tell either.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  { email }: VerifyEmailRequest,
  clientAddress: string,
  onMailError: (err: unknown) => void,
): Promise<void> {
  const perAddress = await ctx.limiter.hit(`reset-request:${clientAddress}`, RESET_REQUEST_RULE);
  if (perAddress.exceeded) {
    throw new AppError(429, 'TOO_MANY_RESET_REQUESTS', messages.accounts.tooManyResetRequests);
  }
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const perAccount = await ctx.limiter.hit(`reset-mail:${user.id}`, RESET_MAIL_RULE);
  if (perAccount.exceeded) return; // quietly: an attacker must not flood someone's inbox
  const link = await issuePasswordLink(ctx, user, RESET_LINK_MINUTES);
  const mail = passwordLinkMail({
    to: user.email,
    name: user.name,
    link,
    validMinutes: RESET_LINK_MINUTES,
    purpose: 'reset',
  });
  void ctx.mailer.send(mail).catch(onMailError);
}

export async function resetPassword(ctx: AppContext, input: ResetPasswordRequest): Promise<void> {
  const invalid = new AppError(400, 'INVALID_RESET_LINK', messages.accounts.resetLinkInvalid);
  const user = await findUserByEmail(ctx.db, input.email.trim());
  if (!user) throw invalid;
  const now = ctx.clock.now();
  if (!(await consumeResetToken(ctx.db, user.id, hashToken(input.token), now))) throw invalid;
  await updatePasswordHash(ctx.db, user.id, await hashPassword(input.newPassword));
  await retireResetTokens(ctx.db, user.id, now);
  await revokeOtherSessions(ctx.db, user.id);
  await recordActivity(ctx, user.id, ACTIVITIES.passwordReset);
}
