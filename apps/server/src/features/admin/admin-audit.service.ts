import type { AuditEntry, Page, SessionUser } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { adminAuditLog } from '../../db/schema';
import { toPage, type PageRequest } from '../../lib/paging';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { recordAudit, type AuditFact } from '../activity/audit.service';
import { findAuditEntries } from './admin.repo';

type AuditRow = typeof adminAuditLog.$inferSelect;

/** Records an administrator's action in the transaction of the change itself. */
export async function audit(
  ctx: Pick<AppContext, 'clock'>,
  unit: Pick<UnitOfWork, 'db'>,
  admin: SessionUser,
  fact: AuditFact,
): Promise<void> {
  await recordAudit(ctx, unit, { id: admin.id, name: admin.name }, fact);
}

/** A page of the audit log, newest first, and the next page's cursor. */
export async function auditLog(ctx: AppContext, page: PageRequest): Promise<Page<AuditEntry>> {
  const { items, nextCursor } = toPage(await findAuditEntries(ctx.db, page), page.limit);
  return { items: items.map(({ row }) => toAuditEntry(row)), nextCursor };
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    adminName: row.adminName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    detail: row.detail,
  };
}
