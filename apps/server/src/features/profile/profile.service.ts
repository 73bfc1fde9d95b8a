import {
  ACTIVITIES,
  messages,
  type DeleteAccountRequest,
  type ProfilePasswordChange,
  type SessionUser,
  type UpdateNameRequest,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { LimitRule } from '../../lib/rate-limiter';
import { findUserById, updatePasswordHash } from '../accounts/accounts.repo';
import {
  revokeOtherSessions,
  toSessionUser,
  type AuthenticatedSession,
} from '../accounts/sessions.service';
import { bookingsForExport } from '../bookings/bookings.service';
import { recordActivity } from './history.service';
import { deleteUser, findPersonalData, updateUserName } from './profile.repo';

/** Five password attempts (change or account deletion) per account in 15 minutes. */
export const PASSWORD_ATTEMPT_RULE: LimitRule = { limit: 5, windowMs: 15 * 60_000 };

/** A userId in a body or path must be the caller's own. */
export function assertOwnAccount(session: AuthenticatedSession, userId: string): void {
  if (session.user.id !== userId) {
    throw new AppError(403, 'FORBIDDEN', messages.profile.forbidden);
  }
}

export async function renameUser(
  ctx: AppContext,
  session: AuthenticatedSession,
  { userId, name }: UpdateNameRequest,
): Promise<SessionUser> {
  assertOwnAccount(session, userId);
  const user = await updateUserName(ctx.db, userId, name);
  if (!user) throw new AppError(404, 'NOT_FOUND', messages.profile.userUnavailable);
  await recordActivity(ctx, userId, ACTIVITIES.nameChanged);
  return toSessionUser(user);
}

/** Counts a password attempt and checks the password; throws 429 or 400 when it must. */
async function checkOwnPassword(ctx: AppContext, userId: string, password: string) {
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

export async function changeOwnPassword(
  ctx: AppContext,
  session: AuthenticatedSession,
  input: ProfilePasswordChange,
): Promise<void> {
  assertOwnAccount(session, input.userId);
  await checkOwnPassword(ctx, input.userId, input.currentPassword);
  await updatePasswordHash(ctx.db, input.userId, await hashPassword(input.newPassword));
  // This tab stays signed in; every other device must log in with the new password.
  await revokeOtherSessions(ctx.db, input.userId, session.sessionId);
  await recordActivity(ctx, input.userId, ACTIVITIES.passwordChanged);
}

export async function exportPersonalData(ctx: AppContext, session: AuthenticatedSession) {
  const data = await findPersonalData(ctx.db, session.user.id);
  const bookings = await bookingsForExport(ctx, session.user.id);
  return { exportedAt: ctx.clock.now().toISOString(), service: 'Solace', ...data, bookings };
}

export async function deleteAccount(
  ctx: AppContext,
  session: AuthenticatedSession,
  { password }: DeleteAccountRequest,
): Promise<void> {
  await checkOwnPassword(ctx, session.user.id, password);
  await deleteUser(ctx.db, session.user.id);
}
