import {
  messages,
  timeZoneName,
  type Language,
  type UpdateTimeZoneRequest,
  type SessionUser,
  type UpdateNameRequest,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import type { LimitRule } from '../../lib/rate-limiter';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import { recordActivity } from '../activity/activity.service';
import {
  deleteUser,
  findAccountForExport,
  findActiveAdmins,
  lockActiveAdmins,
  findUserById,
  updateUserSettings,
} from './accounts.repo';
import { toSessionUser } from './sessions.service';

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

/** Sets the number sessions and reminders reach the person on (already E.164). */
export async function changePhone(
  ctx: AppContext,
  userId: string,
  phone: string,
): Promise<SessionUser> {
  return inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    const user = await updateUserSettings(unit.db, userId, { phone }, now);
    if (!user) throw new AppError(404, 'USER_NOT_FOUND', messages.profile.userUnavailable);
    await recordActivity(unit.db, userId, messages.activity.phoneChanged, now);
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

/**
 * Sets the language the person's e-mails, notices and texts are written in (issue 29). Not in
 * their history: the language link in every page's navigation saves it each time it is used.
 */
export async function changeLanguage(
  ctx: AppContext,
  userId: string,
  language: Language,
): Promise<Language> {
  const user = await updateUserSettings(ctx.db, userId, { language }, ctx.clock.now());
  if (!user) throw new AppError(404, 'USER_NOT_FOUND', messages.profile.userUnavailable);
  return user.language;
}

/** Five password attempts (change or account deletion) per account in 15 minutes. */
const PASSWORD_ATTEMPT_RULE: LimitRule = { limit: 5, windowMs: 15 * 60_000 };

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

/**
 * Who is told when something needs staff (a new problem report, an unacknowledged safety alert,
 * a refund that did not go through): every administrator who can sign in, with their address
 * and language.
 */
export function activeAdmins(db: Db) {
  return findActiveAdmins(db);
}

export function accountForExport(ctx: AppContext, userId: string) {
  return findAccountForExport(ctx.db, userId);
}
