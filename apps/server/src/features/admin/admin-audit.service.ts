import type { AuditEntry, SessionUser } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { recordAudit, type AuditFact } from '../activity/audit.service';
import { findAuditEntries } from './admin.repo';

export type { AuditFact };

/** How many entries the console shows (the newest); the table keeps them all. */
const AUDIT_SHOWN = 500;

/** Records an administrator's action in the transaction of the change itself. */
export async function audit(
  ctx: Pick<AppContext, 'clock'>,
  unit: Pick<UnitOfWork, 'db'>,
  admin: SessionUser,
  fact: AuditFact,
): Promise<void> {
  await recordAudit(ctx, unit, { id: admin.id, name: admin.name }, fact);
}

export async function auditLog(ctx: AppContext): Promise<AuditEntry[]> {
  const rows = await findAuditEntries(ctx.db, AUDIT_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    adminName: row.adminName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    detail: row.detail,
  }));
}
