import {
  THERAPIST_PHOTO_MAX_BYTES,
  messages,
  type AddTherapistRequest,
  type AdminTherapist,
  type EditTherapistRequest,
  type SessionUser,
  type UpdateReportRequest,
} from '@solace/shared';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { IMAGE_TYPES } from '../../lib/file-types';
import { receiveUpload } from '../../lib/uploads-receive';
import { inTransaction } from '../../lib/unit-of-work';
import { createStaffAccount, sendWelcomeMail } from '../accounts/staff-accounts.service';
import {
  editTherapistProfile,
  getTherapist,
  setTherapistImage,
} from '../catalog/therapist-profiles.service';
import { changeReport, reportReference } from '../reports/reports.service';
import { audit } from './admin-audit.service';

const a = messages.admin;
/** Photos are stored as WebP of at most this many pixels a side, whatever was uploaded. */
const PHOTO_SIDE = 512;
/** A decompression bomb is refused before it is decoded. */
const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
export const PHOTO_PATH = '/api/therapist-photos/';
const PHOTO_FOLDER = 'photos';

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
  const { userId, setPasswordLink } = await createStaffAccount(ctx, {
    role: 'doctor',
    email: input.email,
    name: input.name,
    specialization: input.specialization,
    description: input.description,
    priceRupees: input.price,
  });
  await inTransaction(ctx, (unit) =>
    audit(ctx, unit, admin, {
      action: a.actions.therapistAdded,
      targetType: 'therapist',
      targetId: userId,
      targetLabel: `${input.name} <${input.email}>`,
    }),
  );
  if (setPasswordLink) {
    void sendWelcomeMail(ctx, input, setPasswordLink).catch((err: unknown) =>
      ctx.log.error({ err }, 'welcome mail failed'),
    );
  }
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

/**
 * A therapist's photo: one image, checked by its content like report attachments, then
 * re-encoded by sharp as a WebP of at most 512 px a side (which also drops any metadata).
 */
export async function replaceTherapistPhoto(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  request: FastifyRequest,
): Promise<AdminTherapist> {
  const before = await getTherapist(ctx.db, id);
  const store = ctx.uploads;
  const { files } = await receiveUpload(
    request,
    store,
    {
      fileField: 'photo',
      maxFiles: 1,
      maxFileBytes: THERAPIST_PHOTO_MAX_BYTES,
      maxTotalBytes: THERAPIST_PHOTO_MAX_BYTES,
      allowed: IMAGE_TYPES,
    },
    {
      tooManyFiles: a.photoRefused,
      fileTooLarge: () => a.photoRefused,
      totalTooLarge: a.photoRefused,
      refused: () => a.photoRefused,
      malformed: a.photoRefused,
    },
  );
  const [photo] = files;
  if (!photo)
    throw new AppError(400, 'ATTACHMENT_REFUSED', a.photoRefused, { photo: a.photoRefused });
  let key: string;
  try {
    const resized = await sharp(photo.tempPath, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        throw new AppError(400, 'ATTACHMENT_REFUSED', a.photoRefused, { photo: a.photoRefused });
      });
    key = await store.keepBuffer(resized, PHOTO_FOLDER);
  } finally {
    await store.remove([photo.tempPath]);
  }
  try {
    await inTransaction(ctx, async (unit) => {
      await setTherapistImage(unit, id, `${PHOTO_PATH}${key.slice(PHOTO_FOLDER.length + 1)}`);
      await audit(ctx, unit, admin, {
        action: a.actions.therapistPhoto,
        targetType: 'therapist',
        targetId: id,
        targetLabel: `${before.name} <${before.email}>`,
      });
    });
  } catch (err) {
    await store.removeKeys([key]);
    throw err;
  }
  if (before.image?.startsWith(PHOTO_PATH)) {
    await store
      .removeKeys([`${PHOTO_FOLDER}/${before.image.slice(PHOTO_PATH.length)}`])
      .catch(() => {});
  }
  return getTherapist(ctx.db, id);
}

/** The stored photo a public URL names, or a 404. */
export async function openTherapistPhoto(ctx: AppContext, id: string) {
  const store = ctx.uploads;
  const key = `${PHOTO_FOLDER}/${id}`;
  if (!/^[0-9a-f-]{36}$/.test(id) || !(await store.exists(key))) {
    throw new AppError(404, 'PHOTO_NOT_FOUND', a.notFound);
  }
  return store.open(key);
}
