import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { problemReports, reportAttachments } from '../../db/schema';
import { cursorTime, olderThan, type PageRequest } from '../../lib/paging';

export type ReportRow = typeof problemReports.$inferSelect;
export type AttachmentRow = typeof reportAttachments.$inferSelect;

export async function insertReport(db: Db, values: typeof problemReports.$inferInsert) {
  const [row] = await db.insert(problemReports).values(values).returning();
  return row!;
}

export async function insertAttachments(
  db: Db,
  values: (typeof reportAttachments.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(reportAttachments).values(values);
}

interface ReportFilter {
  status?: ReportRow['status'] | undefined;
  problemType?: string | undefined;
  priority?: string | undefined;
}

/** The page's reports alone: the query whose plan the query-plan test checks. */
export function findReportPage(db: Db, filter: ReportFilter, page: PageRequest) {
  return db
    .select({
      report: problemReports,
      id: problemReports.id,
      cursorAt: cursorTime(problemReports.createdAt),
    })
    .from(problemReports)
    .where(
      and(
        filter.status ? eq(problemReports.status, filter.status) : undefined,
        filter.problemType ? eq(problemReports.problemType, filter.problemType) : undefined,
        filter.priority ? eq(problemReports.priority, filter.priority) : undefined,
        olderThan(problemReports.createdAt, problemReports.id, page.after),
      ),
    )
    .orderBy(desc(problemReports.createdAt), desc(problemReports.id))
    .limit(page.limit + 1);
}

/**
 * A page of reports, newest first (`limit + 1` rows, see toPage), each with its attachments:
 * through problem_reports_status_created_idx with a status, else problem_reports_created_idx.
 */
export async function findReports(db: Db, filter: ReportFilter, page: PageRequest) {
  const reports = await findReportPage(db, filter, page);
  const attachments =
    reports.length === 0
      ? []
      : await db
          .select()
          .from(reportAttachments)
          .where(
            inArray(
              reportAttachments.reportId,
              reports.map((r) => r.id),
            ),
          )
          .orderBy(asc(reportAttachments.createdAt), asc(reportAttachments.originalName));
  return reports.map(({ report, id, cursorAt }) => ({
    id,
    cursorAt,
    report,
    attachments: attachments.filter((a) => a.reportId === report.id),
  }));
}

export async function findAttachment(db: Db, reportId: string, attachmentId: string) {
  const [row] = await db
    .select({ ...getTableColumns(reportAttachments), reportNumber: problemReports.number })
    .from(reportAttachments)
    .innerJoin(problemReports, eq(problemReports.id, reportAttachments.reportId))
    .where(and(eq(reportAttachments.id, attachmentId), eq(reportAttachments.reportId, reportId)));
  return row;
}

export async function updateReport(
  db: Db,
  id: string,
  values: Pick<ReportRow, 'status' | 'updatedAt'> & { reply?: string },
) {
  const [row] = await db
    .update(problemReports)
    .set(values)
    .where(eq(problemReports.id, id))
    .returning();
  return row;
}

/**
 * Attachment bytes stored: since `since` by reports of this account and from this address,
 * and in all (for the total cap). One pass over a small table; indexes keep the day's parts cheap.
 */
export async function attachmentBytes(
  db: Db,
  who: { accountId: string | null; address: string },
  since: Date,
) {
  const recent = sql`${reportAttachments.createdAt} >= ${since}`;
  const [row] = await db
    .select({
      account:
        sql`coalesce(sum(${reportAttachments.sizeBytes}) filter (where ${recent} and ${problemReports.reporterId} = ${who.accountId}), 0)`.mapWith(
          Number,
        ),
      address:
        sql`coalesce(sum(${reportAttachments.sizeBytes}) filter (where ${recent} and ${problemReports.senderAddress} = ${who.address}), 0)`.mapWith(
          Number,
        ),
      total: sql`coalesce(sum(${reportAttachments.sizeBytes}), 0)`.mapWith(Number),
    })
    .from(reportAttachments)
    .innerJoin(problemReports, eq(problemReports.id, reportAttachments.reportId));
  return row ?? { account: 0, address: 0, total: 0 };
}

/** Report uploads are stored one after the other, so each counts what the one before stored. */
export async function lockReportUploads(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('solace:report-uploads'))`);
}
