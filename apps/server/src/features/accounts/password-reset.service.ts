import { randomBytes } from 'node:crypto';
import { messages, withLanguage, type VerifyEmailRequest } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mail } from '../../lib/mailer';
import type { LimitRule } from '../../lib/rate-limiter';
import { inTransaction } from '../../lib/unit-of-work';
import { queueMails } from '../outbox/outbox.service';
import { passwordLinkMail } from './account-mails';
import { findUserByEmail, type UserRow } from './accounts.repo';
import {
  anyResetRequest,
  findResetLinksForExport,
  insertResetRequest,
  insertResetToken,
  takeResetRequests,
} from './password-reset.repo';
import { hashToken } from './sessions.service';

const MINUTE = 60_000;
const RESET_LINK_MINUTES = 30;
/** Staff accounts created without a password get a longer-lived first link. */
export const WELCOME_LINK_MINUTES = 72 * 60;
/** Reset requests from one client address, and links to one e-mail address, per 15 minutes. */
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
 * Answers the same for every well-formed address, and does the same work before answering
 * whether or not an account exists (decision 0002): both rate-limit hits, then one row in
 * `password_reset_requests`. Whether the address has an account is first looked at by the job
 * runner, after the answer (`issueRequestedLinks`), so neither the answer nor its timing tells.
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
  // Counted for every address (accounts are one per address, whatever its case): three links
  // per account per 15 minutes, and the same hit whether or not there is an account.
  const toAddress = await ctx.limiter.hit(`reset-mail:${email.toLowerCase()}`, RESET_MAIL_RULE);
  if (toAddress.exceeded) return; // quietly: an attacker must not flood someone's inbox
  // Durable before the answer: a crash after it still leads to the link and its mail.
  await insertResetRequest(ctx.db, { email, requestedAt: ctx.clock.now() });
  // Once the answer has had its turn (as a unit's after-commit effects do).
  setImmediate(() => ctx.outbox.nudge());
}

/** Requests taken in one transaction. */
const REQUESTS_AT_ONCE = 50;

/**
 * The job runner's half of "forgot password", run by the outbox before each pass: takes the
 * waiting requests and, in the same transaction, writes for each address with an account a
 * one-time link and its mail (in the account's language, whatever the language of the page that
 * asked). An address without one gets nothing. A crash rolls the whole batch back: the requests
 * wait for the next pass, so no mail is lost and none is written twice.
 */
export async function issueRequestedLinks(ctx: AppContext): Promise<number> {
  if (!(await anyResetRequest(ctx.db))) return 0;
  let total = 0;
  for (;;) {
    const taken = await inTransaction(ctx, async (unit) => {
      const requests = await takeResetRequests(unit.db, REQUESTS_AT_ONCE);
      const mails: Mail[] = [];
      for (const { email } of requests) {
        const user = await findUserByEmail(unit.db, email);
        if (!user) continue;
        const link = await issuePasswordLink(ctx, unit.db, user, RESET_LINK_MINUTES);
        mails.push(
          withLanguage(user.language, () =>
            passwordLinkMail({
              to: user.email,
              name: user.name,
              link,
              validMinutes: RESET_LINK_MINUTES,
              purpose: 'reset',
            }),
          ),
        );
      }
      queueMails(ctx, unit, mails);
      return requests.length;
    });
    total += taken;
    if (taken < REQUESTS_AT_ONCE) return total;
  }
}

/** When links were sent and used (never the tokens), for the person's data export. */
export function passwordLinksForExport(ctx: AppContext, userId: string) {
  return findResetLinksForExport(ctx.db, userId);
}
