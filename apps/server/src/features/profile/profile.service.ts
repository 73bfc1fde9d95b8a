import type { AppContext } from '../../app-context';
import { inTransaction } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { messages, type DeleteAccountRequest } from '@solace/shared';
import {
  accountForExport,
  checkOwnPassword,
  deleteAccountRow,
  ensureAnotherAdmin,
} from '../accounts/accounts.service';
import { passwordLinksForExport } from '../accounts/password-reset.service';
import { revokeOtherSessions, sessionsForExport } from '../accounts/sessions.service';
import { historyForExport } from '../activity/activity.service';
import { recordAudit } from '../activity/audit.service';
import {
  bookingsForExport,
  cancelUpcomingBookingsOf,
  keepBookingRecordsOf,
} from '../bookings/bookings.service';
import { callsForExport } from '../calls/calls.service';
import { chatForExport } from '../chat/chat.service';
import { consentForExport } from '../consent/consent.service';
import { ownAnswersForExport } from '../questionnaires/questionnaires.service';
import type { MasterKeyring } from '../records/records.service';
import { textsForExport } from '../texts/texts.service';
import { retainClinicalRecordsOf } from '../records/retention.service';
import { listOwnReviews } from '../reviews/reviews.service';
import { videoMessagesOf } from '../video/video.service';

/**
 * Everything stored about the caller, without secrets (password and token hashes). A client's
 * questionnaire answers are theirs and in it, opened; session notes are their therapist's
 * record and are not (issue 25).
 */
export async function exportPersonalData(
  ctx: AppContext,
  keyring: MasterKeyring,
  session: AuthenticatedSession,
) {
  const userId = session.user.id;
  const [account, sessions, history, passwordLinks, bookings, chatMessages, videoRoomMessages] =
    await Promise.all([
      accountForExport(ctx, userId),
      sessionsForExport(ctx, userId),
      historyForExport(ctx, userId),
      passwordLinksForExport(ctx, userId),
      bookingsForExport(ctx, userId),
      chatForExport(ctx, userId),
      videoMessagesOf(ctx, userId),
    ]);
  return {
    exportedAt: ctx.clock.now().toISOString(),
    service: 'Solace',
    ...account,
    sessions,
    history,
    passwordLinks,
    bookings,
    chatMessages,
    videoRoomMessages,
    reviews: await listOwnReviews(ctx, userId),
    calls: await callsForExport(ctx, userId),
    questionnaireAnswers: await ownAnswersForExport(ctx, keyring, userId),
    // The consents given and withdrawn, and who else read the person's clinical data.
    ...(await consentForExport(ctx, userId)),
    // The texts sent to their phone, and their consent to each text channel.
    ...(await textsForExport(ctx, userId)),
  };
}

/**
 * Deletes the caller's account once their password confirms it: their upcoming sessions are
 * cancelled first (the other side is told), their sockets close. A client's clinical records
 * stay, sealed, for the retention period (records/retention.service.ts); a therapist's session
 * notes stay too, readable by nobody. An administrator's deletion is audited, and refused for
 * the last one who can sign in (checked under a lock, in the same transaction).
 */
export async function deleteAccount(
  ctx: AppContext,
  keyring: MasterKeyring,
  session: AuthenticatedSession,
  { password }: DeleteAccountRequest,
): Promise<void> {
  await checkOwnPassword(ctx, session.user.id, password);
  const { user } = session;
  await inTransaction(ctx, async (unit) => {
    if (user.role === 'admin') {
      await ensureAnotherAdmin(unit, user.id);
      await recordAudit(ctx, unit, user, {
        action: messages.admin.actions.adminDeleted,
        targetType: 'administrator',
        targetId: user.id,
        targetLabel: `${user.name} <${user.email}>`,
      });
    }
    // First: it locks the client's account and bookings, so no record written meanwhile escapes.
    if (user.role === 'patient') await retainClinicalRecordsOf(ctx, unit, keyring, user.id);
    await cancelUpcomingBookingsOf(ctx, unit, session.user.id);
    if (user.role === 'doctor') await keepBookingRecordsOf(unit, user.id, user.name);
    await revokeOtherSessions(ctx, unit, session.user.id);
    await deleteAccountRow(unit, session.user.id);
  });
}
