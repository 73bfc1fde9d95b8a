import {
  ADULT_AGE,
  messages,
  timeZoneName,
  type LoginResponse,
  type UpdateTimeZoneRequest,
  type SessionUser,
  type signupRequestSchema,
  type UpdateNameRequest,
} from '@solace/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { LimitRule } from '../../lib/rate-limiter';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import { recordActivity } from '../activity/activity.service';
import { queueMails } from '../outbox/outbox.service';
import { accountExistsMail } from './account-mails';
import {
  deleteUser,
  findAccountForExport,
  findUserByEmail,
  lockActiveAdmins,
  findUserById,
  insertUser,
  updateUserSettings,
} from './accounts.repo';
import { deviceTokenFor, rememberSignInPlace, type SignInPlace } from './login.service';
import { createSession, toSessionUser } from './sessions.service';

const MINUTE = 60_000;
/** Sign-ups from one address: enough for a family or an office, not for a script. */
export const SIGNUP_RULE: LimitRule = { limit: 10, windowMs: 60 * MINUTE };

/**
 * Creates a patient account and signs it in, as a login would (a session, this device and
 * address remembered). An address that already has an account gets the same message and no
 * session (so sign-up does not sign anyone into an account they did not just create); its owner
 * is told by e-mail instead.
 */
export async function signUp(
  ctx: AppContext,
  input: z.output<typeof signupRequestSchema>,
  place: SignInPlace,
): Promise<{ session: LoginResponse | null; deviceToken: string }> {
  const { exceeded } = await ctx.limiter.hit(`signup:${place.address}`, SIGNUP_RULE);
  if (exceeded) {
    throw new AppError(429, 'TOO_MANY_SIGNUPS', messages.accounts.tooManySignups);
  }
  const passwordHash = await hashPassword(input.password);
  const deviceToken = deviceTokenFor(place);
  const session = await inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    // Whatever the body said, a sign-up creates a patient.
    const user = await insertUser(unit.db, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      age: input.age,
      role: 'patient',
      passwordHash,
      ...(input.timeZone && { timeZone: input.timeZone }),
      createdAt: now,
      updatedAt: now,
    });
    if (user) {
      await recordActivity(unit.db, user.id, messages.activity.signup, now);
      if (input.guardianConsent && input.age < ADULT_AGE) {
        await recordActivity(unit.db, user.id, messages.activity.guardianConsent, now);
      }
      await rememberSignInPlace(unit.db, user.id, deviceToken, place.address, now);
      const token = await createSession(unit.db, user.id, now);
      return { token, user: toSessionUser(user) };
    }
    const owner = await findUserByEmail(unit.db, input.email);
    if (!owner) return null;
    queueMails(ctx, unit, [
      accountExistsMail({ to: owner.email, name: owner.name, publicUrl: ctx.config.publicUrl }),
    ]);
    return null;
  });
  return { session, deviceToken };
}

export async function renameAccount(
  ctx: AppContext,
  { userId, name }: UpdateNameRequest,
): Promise<SessionUser> {
  return inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    const user = await updateUserSettings(unit.db, userId, { name }, now);
    if (!user) throw new AppError(404, 'USER_NOT_FOUND', messages.profile.userUnavailable);
    await recordActivity(unit.db, userId, messages.activity.nameChanged, now);
    return toSessionUser(user);
  });
}

/** Sets the zone the person's e-mails, notifications and history lines use. */
export async function changeTimeZone(
  ctx: AppContext,
  userId: string,
  { timeZone }: UpdateTimeZoneRequest,
): Promise<SessionUser> {
  return inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    const user = await updateUserSettings(unit.db, userId, { timeZone }, now);
    if (!user) throw new AppError(404, 'USER_NOT_FOUND', messages.profile.userUnavailable);
    await recordActivity(
      unit.db,
      userId,
      messages.activity.timeZoneChanged(timeZoneName(timeZone, now)),
      now,
    );
    return toSessionUser(user);
  });
}

/** Five password attempts (change or account deletion) per account in 15 minutes. */
export const PASSWORD_ATTEMPT_RULE: LimitRule = { limit: 5, windowMs: 15 * 60_000 };

/** Counts a password attempt and checks the password; throws 429 or 400 when it must. */
export async function checkOwnPassword(ctx: AppContext, userId: string, password: string) {
  const attempt = await ctx.limiter.hit(`password-attempts:${userId}`, PASSWORD_ATTEMPT_RULE);
  if (attempt.exceeded) {
    throw new AppError(429, 'TOO_MANY_PASSWORD_ATTEMPTS', messages.profile.tooManyPasswordChanges);
  }
  const user = await findUserById(ctx.db, userId);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(400, 'WRONG_PASSWORD', messages.profile.currentPasswordWrong, {
      currentPassword: messages.profile.currentPasswordWrong,
    });
  }
}

/**
 * Refuses to let the last administrator who can sign in go: somebody must still run the
 * practice. Counted under a lock inside the caller's transaction, so two administrators leaving
 * at the same moment cannot both pass.
 */
export async function ensureAnotherAdmin(unit: UnitOfWork, adminId: string): Promise<void> {
  const others = (await lockActiveAdmins(unit.db)).filter((id) => id !== adminId);
  if (others.length === 0) throw new AppError(409, 'LAST_ADMIN', messages.profile.lastAdmin);
}

/** Removes the account row; its sessions, history, links and profile go with it (cascade). */
export function deleteAccountRow(unit: UnitOfWork, userId: string): Promise<void> {
  return deleteUser(unit.db, userId);
}

export function accountForExport(ctx: AppContext, userId: string) {
  return findAccountForExport(ctx.db, userId);
}
