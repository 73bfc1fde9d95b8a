import {
  REPORT_MAX_FILE_BYTES,
  REPORT_MAX_FILES,
  REPORT_MAX_TOTAL_BYTES,
  DEFAULT_LANGUAGE,
  activeLanguage,
  messages,
  withLanguage,
  type Language,
  problemTypeLabel,
  reportFieldsSchema,
  type AdminReport,
  type AdminReportsQuery,
  type ReportCreatedResponse,
  type UpdateReportRequest,
} from '@solace/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { activeAdmins } from '../accounts/accounts.service';
import { AppError } from '../../lib/app-error';
import { storedNameFor, type CheckedType } from '../../lib/file-types';
import { toPage, type PageRequest } from '../../lib/paging';
import type { LimitRule } from '../../lib/rate-limiter';
import { receiveUpload, type UploadRules, type UploadWording } from '../../lib/uploads-receive';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import { fieldErrors } from '../../lib/validate';
import { notify, readerOf } from '../notifications/notifications.service';
import { queueMails } from '../outbox/outbox.service';
import { acknowledgementMail, replyMail } from './report-mails';
import { checkUploadRoomBefore, claimUploadRoom, type Uploader } from './upload-quota';
import {
  findAttachment,
  findReports,
  insertAttachments,
  insertReport,
  updateReport,
  type AttachmentRow,
  type ReportRow,
} from './reports.repo';

const r = messages.reports;
const HOUR = 3600_000;
/** Visitors report from an address; signed-in people as themselves, with more room. */
const VISITOR_REPORT_RULE: LimitRule = { limit: 5, windowMs: HOUR };
const USER_REPORT_RULE: LimitRule = { limit: 20, windowMs: HOUR };
const UPLOAD_FOLDER = 'reports';

const REPORT_TYPES: readonly CheckedType[] = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'text/plain',
  'video/mp4',
  'video/quicktime',
  'video/webm',
];
const uploadRules: UploadRules = {
  fileField: 'attachment',
  maxFiles: REPORT_MAX_FILES,
  maxFileBytes: REPORT_MAX_FILE_BYTES,
  maxTotalBytes: REPORT_MAX_TOTAL_BYTES,
  allowed: REPORT_TYPES,
};
const reportUploadWording: UploadWording = {
  tooManyFiles: r.tooManyFiles,
  fileTooLarge: r.fileTooLarge,
  totalTooLarge: r.totalTooLarge,
  refused: r.fileRefused,
  malformed: r.malformed,
};

export function reportReference(row: Pick<ReportRow, 'number'>): string {
  return `SR-${row.number}`;
}

/** Counted before the body is read: a flood of uploads is refused before it is stored. */
async function checkReportLimit(ctx: AppContext, request: FastifyRequest) {
  const userId = request.session?.user.id;
  const hit = userId
    ? await ctx.limiter.hit(`report-user:${userId}`, USER_REPORT_RULE)
    : await ctx.limiter.hit(`report-address:${request.ip}`, VISITOR_REPORT_RULE);
  if (hit.exceeded) throw new AppError(429, 'TOO_MANY_REPORTS', r.tooMany);
}

/**
 * `POST /api/report-problem`: checks the limit, streams the files in (checked as they come),
 * checks the fields, then stores the report and its files in one transaction. The reporter is
 * e-mailed and the administrators told once it has committed. Nothing is kept on any refusal.
 */
export async function submitReport(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<ReportCreatedResponse> {
  await checkReportLimit(ctx, request);
  const uploader: Uploader = { accountId: request.session?.user.id ?? null, address: request.ip };
  const length = Number(request.headers['content-length']);
  await checkUploadRoomBefore(ctx, uploader, Number.isFinite(length) ? length : undefined);
  const store = ctx.uploads;
  const upload = await receiveUpload(request, store, uploadRules, reportUploadWording);
  const kept: string[] = [];
  try {
    const parsed = reportFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({
        path: i.path.join('/'),
        message: i.message,
      }));
      throw new AppError(400, 'VALIDATION_FAILED', issues[0]!.message, fieldErrors(issues));
    }
    for (const file of upload.files) kept.push(await store.keep(file.tempPath, UPLOAD_FOLDER));
    return await inTransaction(ctx, async (unit) => {
      const bytes = upload.files.reduce((sum, file) => sum + file.size, 0);
      await claimUploadRoom(ctx, unit, uploader, bytes);
      const now = ctx.clock.now();
      const report = await insertReport(unit.db, {
        ...parsed.data,
        reporterId: uploader.accountId,
        senderAddress: uploader.address,
        createdAt: now,
        updatedAt: now,
      });
      await insertAttachments(
        unit.db,
        upload.files.map((file, i) => ({
          reportId: report.id,
          storageKey: kept[i]!,
          originalName: file.name,
          contentType: file.type,
          sizeBytes: file.size,
          createdAt: now,
        })),
      );
      await reportReceived(ctx, unit, report);
      const reference = reportReference(report);
      return { success: true as const, message: r.received(reference), reference };
    });
  } catch (err) {
    await store.remove(upload.files.map((f) => f.tempPath));
    await store.removeKeys(kept);
    throw err;
  }
}

async function reportReceived(ctx: AppContext, unit: UnitOfWork, report: ReportRow) {
  const reference = reportReference(report);
  // Each administrator reads it in their own language, whatever the reporter's.
  for (const { id: adminId } of await activeAdmins(unit.db)) {
    await notify(ctx, unit, adminId, () => ({
      title: r.notice.newTitle,
      message: r.notice.newMessage(
        reference,
        problemTypeLabel(report.problemType),
        report.priority,
      ),
      link: '/admin',
    }));
  }
  // A visitor's report is acknowledged in the language they wrote from (the request's).
  const language = await reporterLanguage(unit, report, activeLanguage());
  queueMails(ctx, unit, [
    withLanguage(language, () => acknowledgementMail(report.email, reference, report.problemType)),
  ]);
}

/** The reporter's language: their account's when they reported signed in, else `visitor`. */
async function reporterLanguage(
  unit: UnitOfWork,
  report: ReportRow,
  visitor: Language,
): Promise<Language> {
  return report.reporterId ? (await readerOf(unit.db, report.reporterId)).language : visitor;
}

function toAdminReport(report: ReportRow, attachments: AttachmentRow[]): AdminReport {
  return {
    id: report.id,
    reference: reportReference(report),
    problemType: report.problemType,
    description: report.description,
    email: report.email,
    priority: report.priority,
    additionalInfo: report.additionalInfo,
    status: report.status,
    reply: report.reply,
    reporterId: report.reporterId,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    attachments: attachments.map((a) => ({
      id: a.id,
      name: storedNameFor(a.originalName, a.contentType),
      contentType: a.contentType,
      size: a.sizeBytes,
    })),
  };
}

/** A page of reports, newest first, filtered, and the next page's cursor. */
export async function listReports(ctx: AppContext, query: AdminReportsQuery, page: PageRequest) {
  const { items, nextCursor } = toPage(await findReports(ctx.db, query, page), page.limit);
  return {
    items: items.map(({ report, attachments }) => toAdminReport(report, attachments)),
    nextCursor,
  };
}

/**
 * A new status and, if given, a reply: the reporter receives the reply by e-mail, and in the
 * bell when they reported signed in. Runs in the caller's transaction (the audit log's).
 */
export async function changeReport(
  ctx: AppContext,
  unit: UnitOfWork,
  id: string,
  input: UpdateReportRequest,
): Promise<ReportRow> {
  const reply = input.reply?.trim() || undefined;
  const updated = await updateReport(unit.db, id, {
    status: input.status,
    updatedAt: ctx.clock.now(),
    ...(reply && { reply }),
  });
  if (!updated) throw new AppError(404, 'REPORT_NOT_FOUND', r.notFound);
  if (reply) {
    const reference = reportReference(updated);
    if (updated.reporterId) {
      await notify(ctx, unit, updated.reporterId, () => ({
        title: r.notice.replyTitle(reference),
        message: reply,
      }));
    }
    // In the reporter's language, not the administrator's (a visitor's: nothing else known).
    const language = await reporterLanguage(unit, updated, DEFAULT_LANGUAGE);
    const mail = withLanguage(language, () =>
      replyMail(updated.email, reference, messages.admin.statuses[updated.status], reply),
    );
    queueMails(ctx, unit, [mail]);
  }
  return updated;
}

/** An attachment's facts and its content, for an administrator's download. */
export async function openAttachment(ctx: AppContext, reportId: string, attachmentId: string) {
  const row = await findAttachment(ctx.db, reportId, attachmentId);
  const store = ctx.uploads;
  if (!row || !(await store.exists(row.storageKey))) {
    throw new AppError(404, 'ATTACHMENT_NOT_FOUND', r.attachmentNotFound);
  }
  return { row, stream: await store.open(row.storageKey) };
}
