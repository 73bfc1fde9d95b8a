import {
  messages,
  type LoginRequest,
  type LoginResponse,
  type Role,
  type SessionUser,
  type signupRequestSchema,
  type UpdateNameRequest,
} from '@solace/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { getDecoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { LimitRule } from '../../lib/rate-limiter';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import { recordActivity } from '../activity/activity.service';
import {
  deleteUser,
  findAccountForExport,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUserName,
} from './accounts.repo';
import { createSession, toSessionUser } from './sessions.service';

const MINUTE = 60_000;
/** Ten failed logins for one account in 15 minutes lock its logins for 15 minutes. */
export const LOGIN_FAILURE_RULE: LimitRule = {
  limit: 10,
  windowMs: 15 * MINUTE,
  blockMs: 15 * MINUTE,
};
/** Sign-ups from one address: enough for a family or an office, not for a script. */
export const SIGNUP_RULE: LimitRule = { limit: 10, windowMs: 60 * MINUTE };

/** Which login page serves which roles: clients on /login, staff on /doctorLogin. */
export type LoginPortal = 'client' | 'staff';
const portalRoles: Record<LoginPortal, Role[]> = {
  client: ['patient'],
  staff: ['doctor', 'admin'],
};

export async function logIn(
  ctx: AppContext,
  portal: LoginPortal,
  { email, password }: LoginRequest,
): Promise<LoginResponse> {
  const failuresKey = `login-failures:${email.toLowerCase()}`;
  if (await ctx.limiter.isBlocked(failuresKey, LOGIN_FAILURE_RULE)) {
    throw new AppError(429, 'TOO_MANY_LOGINS', messages.accounts.tooManyLogins);
  }
  const user = await findUserByEmail(ctx.db, email);
  // An unknown e-mail costs one hash check too, so timing does not tell which accounts exist.
  const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), password);
  if (!user || !user.passwordHash || !valid) {
    await ctx.limiter.hit(failuresKey, LOGIN_FAILURE_RULE);
    throw new AppError(401, 'INVALID_CREDENTIALS', messages.auth.invalidCredentials);
  }
  if (!portalRoles[portal].includes(user.role)) {
    const message =
      portal === 'client' ? messages.accounts.useTherapistLogin : messages.accounts.useClientLogin;
    throw new AppError(403, 'WRONG_LOGIN_PAGE', message);
  }
  await ctx.limiter.clear(failuresKey);
  const token = await inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    await recordActivity(unit.db, user.id, messages.activity.login, now);
    return createSession(unit.db, user.id, now);
  });
  return { token, user: toSessionUser(user) };
}

export async function signUp(
  ctx: AppContext,
  input: z.output<typeof signupRequestSchema>,
  clientAddress: string,
): Promise<void> {
  const { exceeded } = await ctx.limiter.hit(`signup:${clientAddress}`, SIGNUP_RULE);
  if (exceeded) {
    throw new AppError(429, 'TOO_MANY_SIGNUPS', messages.accounts.tooManySignups);
  }
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    // Whatever the body said, a sign-up creates a patient.
    const user = await insertUser(unit.db, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      age: input.age,
      role: 'patient',
      passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    if (!user) throw new AppError(409, 'EMAIL_TAKEN', messages.accounts.emailTaken);
    await recordActivity(unit.db, user.id, messages.activity.signup, now);
  });
}

export async function renameAccount(
  ctx: AppContext,
  { userId, name }: UpdateNameRequest,
): Promise<SessionUser> {
  return inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    const user = await updateUserName(unit.db, userId, name, now);
    if (!user) throw new AppError(404, 'USER_NOT_FOUND', messages.profile.userUnavailable);
    await recordActivity(unit.db, userId, messages.activity.nameChanged, now);
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

/** Removes the account row; its sessions, history, links and profile go with it (cascade). */
export function deleteAccountRow(unit: UnitOfWork, userId: string): Promise<void> {
  return deleteUser(unit.db, userId);
}

export function accountForExport(ctx: AppContext, userId: string) {
  return findAccountForExport(ctx.db, userId);
}
