import { messages, type ProfilePasswordChange, type ResetPasswordRequest } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { inTransaction } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { recordActivity } from '../activity/activity.service';
import { checkOwnPassword } from './accounts.service';
import { findUserByEmail, updatePasswordHash } from './accounts.repo';
import { consumeResetToken, retireResetTokens } from './password-reset.repo';
import { hashToken, revokeOtherSessions } from './sessions.service';

/** From the profile: the current password proves it is you; this tab stays signed in. */
export async function changeOwnPassword(
  ctx: AppContext,
  session: AuthenticatedSession,
  input: ProfilePasswordChange,
): Promise<void> {
  await checkOwnPassword(ctx, input.userId, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    await updatePasswordHash(unit.db, input.userId, passwordHash, now);
    // Every other device must log in with the new password.
    await revokeOtherSessions(ctx, unit, input.userId, session.sessionId);
    await recordActivity(unit.db, input.userId, messages.activity.passwordChanged, now);
  });
}

/**
 * From an e-mailed link: the token is used up, the password set, every other link and session
 * ended, all at once or not at all (a failure leaves the link usable and the password as it was).
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordRequest): Promise<void> {
  const invalid = new AppError(400, 'INVALID_RESET_LINK', messages.accounts.resetLinkInvalid);
  // Hashed first, whatever follows: the answer takes as long for an unknown e-mail.
  const passwordHash = await hashPassword(input.newPassword);
  const user = await findUserByEmail(ctx.db, input.email.trim());
  if (!user) throw invalid;
  await inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    if (!(await consumeResetToken(unit.db, user.id, hashToken(input.token), now))) throw invalid;
    await updatePasswordHash(unit.db, user.id, passwordHash, now);
    await retireResetTokens(unit.db, user.id, now);
    await revokeOtherSessions(ctx, unit, user.id);
    await recordActivity(unit.db, user.id, messages.activity.passwordReset, now);
  });
}
