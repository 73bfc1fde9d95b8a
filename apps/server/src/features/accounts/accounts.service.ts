import {
  ACTIVITIES,
  messages,
  type LoginRequest,
  type LoginResponse,
  type Role,
  type signupRequestSchema,
} from '@solace/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { getDecoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { LimitRule } from '../../lib/rate-limiter';
import { recordActivity } from '../profile/history.service';
import { findUserByEmail, insertUser } from './accounts.repo';
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
  const token = await createSession(ctx.db, user.id);
  await recordActivity(ctx, user.id, ACTIVITIES.login);
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
  // Whatever the body said, a sign-up creates a patient.
  const user = await insertUser(ctx.db, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    age: input.age,
    role: 'patient',
    passwordHash,
  });
  if (!user) throw new AppError(409, 'EMAIL_TAKEN', messages.accounts.emailTaken);
  await recordActivity(ctx, user.id, ACTIVITIES.signup);
}
