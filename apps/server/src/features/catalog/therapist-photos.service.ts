import { THERAPIST_PHOTO_MAX_BYTES, messages } from '@solace/shared';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { IMAGE_TYPES } from '../../lib/file-types';
import { receiveUpload } from '../../lib/uploads-receive';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import { getTherapist, setTherapistImage } from './therapist-profiles.service';

const a = messages.admin;
/** Photos are stored as WebP of at most this many pixels a side, whatever was uploaded. */
const PHOTO_SIDE = 512;
/** A decompression bomb is refused before it is decoded. */
const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
const PHOTO_PATH = '/api/therapist-photos/';
const PHOTO_FOLDER = 'photos';

/**
 * A therapist's new photo, whoever uploads it (an administrator, or the therapist on their own
 * profile): one image, checked by its content like report attachments, then re-encoded by sharp
 * as a WebP of at most 512 px a side (which also drops any metadata). `alsoInTransaction` adds
 * the caller's own record of the change (the console's audit line) to the same transaction.
 */
export async function storeTherapistPhoto(
  ctx: AppContext,
  id: string,
  request: FastifyRequest,
  alsoInTransaction?: (unit: UnitOfWork) => Promise<void>,
): Promise<void> {
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
      await alsoInTransaction?.(unit);
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
