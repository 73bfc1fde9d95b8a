import { randomBytes } from 'node:crypto';
import { messages, withLanguage, type VerifyEmailRequest } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { LimitRule } from '../../lib/rate-limiter';
import { inTransaction } from '../../lib/unit-of-work';
import { queueMails } from '../outbox/outbox.service';
import { passwordLinkMail } from './account-mails';
import { findUserByEmail, type UserRow } from './accounts.repo';
import { findResetLinksForExport, insertResetToken } from './password-reset.repo';
import { hashToken } from './sessions.service';

const MINUTE = 60_000;
const RESET_LINK_MINUTES = 30;
/** Staff accounts created without a password get a longer-lived first link. */
export const WELCOME_LINK_MINUTES = 72 * 60;
/** Reset requests from one address, and mails to one account, per 15 minutes. */
const RESET_REQUEST_RULE: LimitRule = { limit: 10, windowMs: 15 * MINUTE };
const RESET_MAIL_RULE: LimitRule = { limit: 3, windowMs: 15 * MINUTE };

/** A new one-time link for the user: `PUBLIC_URL/changepass?email=...&token=...`. */
export async function issuePasswordLink(
  ctx: Pick<AppContext, 'clock' | 'config'>,
  db: Db,
  user: Pick<UserRow, 'id' | 'email'>,
  validMinutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await insertResetToken(db, {
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
 * is written to the outbox with its link and sent in the background, so the answer does not
 * wait on the mail server (whose timing would tell).
 */
export async function requestPasswordReset(
  ctx: AppContext,
  { email }: VerifyEmailRequest,
  clientAddress: string,
): Promise<void> {
  const perAddress = await ctx.limiter.hit(`reset-request:${clientAddress}`, RESET_REQUEST_RULE);
  if (perAddress.exceeded) {
    throw new AppError(429, 'TOO_MANY_RESET_REQUESTS', messages.accounts.tooManyResetRequests);
  }
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const perAccount = await ctx.limiter.hit(`reset-mail:${user.id}`, RESET_MAIL_RULE);
  if (perAccount.exceeded) return; // quietly: an attacker must not flood someone's inbox
  await inTransaction(ctx, async (unit) => {
    const link = await issuePasswordLink(ctx, unit.db, user, RESET_LINK_MINUTES);
    // In the account's language, whatever the language of the page that asked.
    queueMails(ctx, unit, [
      withLanguage(user.language, () =>
        passwordLinkMail({
          to: user.email,
          name: user.name,
          link,
          validMinutes: RESET_LINK_MINUTES,
          purpose: 'reset',
        }),
      ),
    ]);
  });
}

/** When links were sent and used (never the tokens), for the person's data export. */
export function passwordLinksForExport(ctx: AppContext, userId: string) {
  return findResetLinksForExport(ctx.db, userId);
}
