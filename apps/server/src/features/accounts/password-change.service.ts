import {
  messages,
  type LoginResponse,
  type ProfilePasswordChange,
  type ResetPasswordRequest,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { inTransaction } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { recordActivity } from '../activity/activity.service';
import { checkOwnPassword } from './accounts.service';
import { findUserByEmail, updatePasswordHash } from './accounts.repo';
import { consumeResetToken, retireResetTokens } from './password-reset.repo';
import { deviceTokenFor, trustOnly, type SignInPlace } from './login.service';
import { createSession, hashToken, revokeOtherSessions, toSessionUser } from './sessions.service';

/**
 * From the profile: the current password proves it is you; this tab stays signed in, and this
 * browser and address are the only places that stay trusted at login (`trustOnly`). Returns the
 * browser's device token, for its cookie.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  session: AuthenticatedSession,
  input: ProfilePasswordChange,
  place: SignInPlace,
): Promise<{ deviceToken: string }> {
  await checkOwnPassword(ctx, input.userId, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const deviceToken = deviceTokenFor(place);
  await inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    await updatePasswordHash(unit.db, input.userId, passwordHash, now);
    // A link asked for before the change must not set the password behind the owner's back.
    await retireResetTokens(unit.db, input.userId, now);
    // Every other device must log in with the new password.
    await revokeOtherSessions(ctx, unit, input.userId, session.sessionId);
    await trustOnly(unit.db, input.userId, now, { deviceToken, address: place.address });
    await recordActivity(unit.db, input.userId, messages.activity.passwordChanged, now);
  });
  return { deviceToken };
}

/**
 * From an e-mailed link: the token is used up, the password set, every other link and session
 * ended, all at once or not at all (a failure leaves the link usable and the password as it was).
 * An account's first password (a new therapist's welcome link) also signs it in, as a login
 * would: the link proved the address, the new password is the one they just chose. A reset
 * does not: whoever forgot a password signs in on purpose, on the page they expect.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordRequest,
  place: SignInPlace,
): Promise<{ session?: LoginResponse; deviceToken?: string }> {
  const invalid = new AppError(400, 'INVALID_RESET_LINK', messages.accounts.resetLinkInvalid);
  // Hashed first, whatever follows: the answer takes as long for an unknown e-mail.
  const passwordHash = await hashPassword(input.newPassword);
  const user = await findUserByEmail(ctx.db, input.email.trim());
  if (!user) throw invalid;
  const welcome = user.passwordHash === null && user.deactivatedAt === null;
  const deviceToken = deviceTokenFor(place);
  const token = await inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    if (!(await consumeResetToken(unit.db, user.id, hashToken(input.token), now))) throw invalid;
    await updatePasswordHash(unit.db, user.id, passwordHash, now);
    await retireResetTokens(unit.db, user.id, now);
    await revokeOtherSessions(ctx, unit, user.id);
    // A reset proves the mailbox, not a place: the next login from here earns trust again.
    // A welcome link signs in here, as a login would.
    await trustOnly(
      unit.db,
      user.id,
      now,
      welcome ? { deviceToken, address: place.address } : undefined,
    );
    await recordActivity(unit.db, user.id, messages.activity.passwordReset, now);
    if (!welcome) return null;
    await recordActivity(unit.db, user.id, messages.activity.login, now);
    return createSession(unit.db, user.id, now);
  });
  if (!token) return {};
  return { session: { token, user: toSessionUser({ ...user, passwordHash }) }, deviceToken };
}
