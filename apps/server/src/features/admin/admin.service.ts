import {
  DEFAULT_LANGUAGE,
  messages,
  withLanguage,
  type AddTherapistRequest,
  type AdminTherapist,
  type EditTherapistRequest,
  type SessionUser,
  type UpdateReportRequest,
} from '@solace/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../lib/unit-of-work';
import { createStaffAccount, welcomeMail } from '../accounts/staff-accounts.service';
import { queueMails } from '../outbox/outbox.service';
import { storeTherapistPhoto } from '../catalog/therapist-photos.service';
import { editTherapistProfile, getTherapist } from '../catalog/therapist-profiles.service';
import { changeReport, openAttachment, reportReference } from '../reports/reports.service';
import { audit } from './admin-audit.service';

const a = messages.admin;

export async function updateReportAsAdmin(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  input: UpdateReportRequest,
): Promise<void> {
  await inTransaction(ctx, async (unit) => {
    const report = await changeReport(ctx, unit, id, input);
    const reference = reportReference(report);
    await audit(ctx, unit, admin, {
      action: input.reply?.trim() ? a.actions.reportReply : a.actions.reportStatus,
      targetType: 'report',
      targetId: id,
      targetLabel: reference,
      detail: a.statuses[input.status],
    });
  });
}

/**
 * A new therapist with a listed profile; they receive the welcome e-mail with a one-time link
 * to choose their password (valid three days), as `npm run user:create` gives one.
 */
export async function addTherapist(
  ctx: AppContext,
  admin: SessionUser,
  input: AddTherapistRequest,
): Promise<AdminTherapist> {
  // The account, its audit line and its welcome mail are one transaction.
  const { userId } = await createStaffAccount(
    ctx,
    {
      role: 'doctor',
      email: input.email,
      name: input.name,
      specialization: input.specialization,
      description: input.description,
      priceRupees: input.price,
    },
    { id: admin.id, name: admin.name },
    // The account's language is the default until its owner chooses theirs (not the admin's).
    (unit, link) =>
      queueMails(ctx, unit, [
        withLanguage(DEFAULT_LANGUAGE, () => welcomeMail(input, link, ctx.config.publicUrl)),
      ]),
  );
  return getTherapist(ctx.db, userId);
}

export async function editTherapist(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  input: EditTherapistRequest,
): Promise<AdminTherapist> {
  await inTransaction(ctx, async (unit) => {
    await editTherapistProfile(ctx, unit, id, input);
    const therapist = await getTherapist(unit.db, id);
    await audit(ctx, unit, admin, {
      action: a.actions.therapistEdited,
      targetType: 'therapist',
      targetId: id,
      targetLabel: `${therapist.name} <${therapist.email}>`,
    });
  });
  return getTherapist(ctx.db, id);
}

/** A therapist's photo replaced from the console, with a line in the audit log. */
export async function replaceTherapistPhoto(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  request: FastifyRequest,
): Promise<AdminTherapist> {
  const before = await getTherapist(ctx.db, id);
  await storeTherapistPhoto(ctx, id, request, (unit) =>
    audit(ctx, unit, admin, {
      action: a.actions.therapistPhoto,
      targetType: 'therapist',
      targetId: id,
      targetLabel: `${before.name} <${before.email}>`,
    }),
  );
  return getTherapist(ctx.db, id);
}

/**
 * A report's attachment for an administrator to download; the download is in the audit log
 * (what people send with a report may be personal) before a byte of it leaves.
 */
export async function downloadAttachment(
  ctx: AppContext,
  admin: SessionUser,
  reportId: string,
  attachmentId: string,
) {
  const opened = await openAttachment(ctx, reportId, attachmentId);
  try {
    await inTransaction(ctx, (unit) =>
      audit(ctx, unit, admin, {
        action: a.actions.attachmentDownloaded,
        targetType: 'report',
        targetId: reportId,
        targetLabel: reportReference({ number: opened.row.reportNumber }),
        detail: opened.row.originalName,
      }),
    );
  } catch (err) {
    opened.stream.destroy();
    throw err;
  }
  return opened;
}
