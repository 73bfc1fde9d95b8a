import { statfs } from 'node:fs/promises';
import { messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { attachmentBytes, lockReportUploads } from './reports.repo';

const DAY = 24 * 3600_000;
const MB = 1024 * 1024;
const r = messages.reports;

/** Whose day of uploads a report counts against: the account (if signed in) and the address. */
export interface Uploader {
  accountId: string | null;
  address: string;
}

const overQuota = (ctx: AppContext) =>
  new AppError(
    413,
    'UPLOAD_QUOTA_EXCEEDED',
    r.uploadQuota(Math.round(ctx.config.uploadQuotaBytesPerDay / MB)),
  );
const storageFull = () => new AppError(507, 'STORAGE_FULL', r.storageFull);

/**
 * Refuses when `incoming` more bytes would pass the day's quota of the account or the address
 * (counted from the database over the last 24 hours of the app clock), or the total cap.
 */
async function checkRoom(ctx: AppContext, db: UnitOfWork['db'], who: Uploader, incoming: number) {
  const since = new Date(ctx.clock.now().getTime() - DAY);
  const used = await attachmentBytes(db, who, since);
  const quota = ctx.config.uploadQuotaBytesPerDay;
  if (used.account + incoming > quota || used.address + incoming > quota) throw overQuota(ctx);
  if (used.total + incoming > ctx.config.uploadTotalCapBytes) throw storageFull();
}

/** A body this small holds the form's text and at most a tiny file: the storing check will do. */
const SMALL_BODY_BYTES = 256 * 1024;

/**
 * Before a byte of the body is read: a caller whose day is used up, a store at its cap, or a
 * disk below its free-space floor (where files are received, even with S3) gets its refusal
 * at once, and nothing is written. A small body (a report without files) goes on: a report
 * may always be sent without files.
 */
export async function checkUploadRoomBefore(
  ctx: AppContext,
  who: Uploader,
  contentLength: number | undefined,
): Promise<void> {
  if (contentLength !== undefined && contentLength <= SMALL_BODY_BYTES) return;
  // One byte: what is already used must leave room for something.
  await checkRoom(ctx, ctx.db, who, 1);
  const disk = await statfs(ctx.config.dataDir).catch(() => undefined);
  if (disk && disk.bavail * disk.bsize < ctx.config.uploadMinFreeBytes) throw storageFull();
}

/**
 * In the transaction that stores the report, under a lock that makes concurrent reports count
 * one after the other: refuses (and so rolls everything back) when these files would pass a
 * quota or the cap.
 */
export async function claimUploadRoom(
  ctx: AppContext,
  unit: UnitOfWork,
  who: Uploader,
  bytes: number,
): Promise<void> {
  if (bytes === 0) return;
  await lockReportUploads(unit.db);
  await checkRoom(ctx, unit.db, who, bytes);
}
