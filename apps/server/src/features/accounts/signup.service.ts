import { randomBytes } from 'node:crypto';
import {
  activeLanguage,
  ADULT_AGE,
  DEFAULT_LANGUAGE,
  messages,
  type ConfirmSignupRequest,
  type LoginResponse,
  type signupRequestSchema,
} from '@solace/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Mail } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { LimitRule } from '../../lib/rate-limiter';
import { inTransaction } from '../../lib/unit-of-work';
import { recordSignupAgreements } from '../consent/consent.service';
import { recordActivity } from '../activity/activity.service';
import { queueMails } from '../outbox/outbox.service';
import { accountExistsMail, confirmSignupMail } from './account-mails';
import { findUserByEmail, insertUser } from './accounts.repo';
import { deviceTokenFor, rememberSignInPlace, type SignInPlace } from './login.service';
import {
  deleteExpiredPendingSignups,
  findPendingSignup,
  takePendingSignup,
  upsertPendingSignup,
} from './pending-signups.repo';
import { createSession, hashToken, toSessionUser } from './sessions.service';

const MINUTE = 60_000;
/** Sign-ups from one address an hour (SIGNUPS_PER_ADDRESS_HOUR, 10 by default). */
const signupRule = (ctx: AppContext): LimitRule => ({
  limit: ctx.config.signupsPerAddressHour,
  windowMs: 60 * MINUTE,
});
/** Mails one address gets from sign-ups (new link or "someone tried"), so nobody floods it. */
const SIGNUP_MAIL_RULE: LimitRule = { limit: 3, windowMs: 15 * MINUTE };
/** Wrong passwords on one link (opened in another browser) before it must be asked again. */
const CONFIRM_ATTEMPT_RULE: LimitRule = { limit: 5, windowMs: 15 * MINUTE };
export const SIGNUP_LINK_HOURS = 24;

/**
 * Every accepted sign-up does the same work and answers the same (the route sends one fixed
 * body, no session, no cookie): the password is hashed, one transaction runs, and it writes one
 * mail to the outbox (sent by the job runner) through the same path. Only the mail differs: a new address gets a one-time link
 * that makes the account and signs in; an address with an account tells its owner someone tried.
 * Nothing is made until the link is followed, so an address nobody confirmed cannot be logged into.
 */
export async function signUp(
  ctx: AppContext,
  input: z.output<typeof signupRequestSchema>,
  clientAddress: string,
): Promise<void> {
  const { exceeded } = await ctx.limiter.hit(`signup:${clientAddress}`, signupRule(ctx));
  if (exceeded) {
    throw new AppError(429, 'TOO_MANY_SIGNUPS', messages.accounts.tooManySignups);
  }
  // Hashed for both kinds of address, so the time taken does not tell them apart either.
  const passwordHash = await hashPassword(input.password);
  const token = randomBytes(32).toString('base64url');
  const mailsToAddress = await ctx.limiter.hit(
    `signup-mail:${input.email.toLowerCase()}`,
    SIGNUP_MAIL_RULE,
  );
  await inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    await deleteExpiredPendingSignups(unit.db, now);
    const owner = await findUserByEmail(unit.db, input.email);
    let mail: Mail;
    if (owner) {
      mail = accountExistsMail({
        to: owner.email,
        name: owner.name,
        publicUrl: ctx.config.publicUrl,
      });
    } else {
      await upsertPendingSignup(unit.db, {
        email: input.email,
        name: input.name,
        phone: input.phone,
        age: input.age,
        guardianConsent: input.guardianConsent && input.age < ADULT_AGE,
        timeZone: input.timeZone ?? null,
        // The page's language at sign-up: the account's, whichever page opens the link.
        language: activeLanguage(),
        passwordHash,
        tokenHash: hashToken(token),
        browserKeyHash: input.browserKey ? hashToken(input.browserKey) : null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SIGNUP_LINK_HOURS * 60 * MINUTE),
      });
      const query = new URLSearchParams({ token });
      mail = confirmSignupMail({
        to: input.email,
        name: input.name,
        link: `${ctx.config.publicUrl}${languagePrefix()}/confirm-email?${query.toString()}`,
        validHours: SIGNUP_LINK_HOURS,
      });
    }
    // Quietly past the limit: the answer must not change, and an inbox must not be flooded.
    if (!mailsToAddress.exceeded) queueMails(ctx, unit, [mail]);
  });
}

/**
 * The sign-up link opens the page in the language the person signed up in (the web's Hindi
 * pages live under `/hi`, apps/web/src/lib/language-prefixes.ts), so the confirmation, which
 * makes the account, is asked in it too and the account keeps it.
 */
function languagePrefix(): string {
  const language = activeLanguage();
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

const linkInvalid = () =>
  new AppError(400, 'SIGNUP_LINK_INVALID', messages.accounts.signupLinkInvalid, {
    token: messages.accounts.signupLinkInvalid,
  });

/**
 * Follows the e-mailed link: makes the patient account and signs it in, as a login would. The
 * link alone is not enough: the browser that signed up proves itself with its key, any other
 * browser with the password chosen at sign-up. So someone who signs up with another person's
 * address (before that person does) cannot have them confirm an account whose password the
 * stranger knows.
 */
export async function confirmSignup(
  ctx: AppContext,
  input: ConfirmSignupRequest,
  place: SignInPlace,
): Promise<{ session: LoginResponse; deviceToken: string }> {
  const tokenHash = hashToken(input.token);
  const pending = await findPendingSignup(ctx.db, tokenHash, ctx.clock.now());
  if (!pending) throw linkInvalid();
  const sameBrowser =
    input.browserKey !== undefined && pending.browserKeyHash === hashToken(input.browserKey);
  if (!sameBrowser) {
    if (input.password === undefined) {
      throw new AppError(401, 'SIGNUP_PASSWORD_NEEDED', messages.accounts.signupPasswordNeeded);
    }
    const attempt = await ctx.limiter.hit(`signup-confirm:${tokenHash}`, CONFIRM_ATTEMPT_RULE);
    if (attempt.exceeded) {
      throw new AppError(
        429,
        'TOO_MANY_CONFIRMATIONS',
        messages.accounts.tooManySignupConfirmations,
      );
    }
    if (!(await verifyPassword(pending.passwordHash, input.password))) {
      throw new AppError(401, 'SIGNUP_PASSWORD_WRONG', messages.accounts.signupPasswordWrong, {
        password: messages.accounts.signupPasswordWrong,
      });
    }
  }
  const deviceToken = deviceTokenFor(place);
  const session = await inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    if (!(await takePendingSignup(unit.db, pending.id, tokenHash, now))) throw linkInvalid();
    // Whatever was typed, a sign-up makes a patient.
    const user = await insertUser(unit.db, {
      name: pending.name,
      email: pending.email,
      phone: pending.phone,
      age: pending.age,
      role: 'patient',
      passwordHash: pending.passwordHash,
      ...(pending.timeZone && { timeZone: pending.timeZone }),
      language: pending.language,
      createdAt: now,
      updatedAt: now,
    });
    // The address got an account meanwhile (another link, or staff made one): this link is spent.
    if (!user) return null;
    await recordActivity(unit.db, user.id, messages.activity.signup, now);
    // The sign-up form agrees to the terms and privacy notice: which versions, and when.
    await recordSignupAgreements(unit.db, user.id, now);
    if (pending.guardianConsent) {
      await recordActivity(unit.db, user.id, messages.activity.guardianConsent, now);
    }
    await rememberSignInPlace(unit.db, user.id, deviceToken, place.address, now);
    const token = await createSession(unit.db, user.id, now);
    return { token, user: toSessionUser(user) };
  });
  if (!session) throw linkInvalid();
  return { session, deviceToken };
}
