import type { AuditEntry, SessionUser } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { findAuditEntries, insertAuditEntry } from './admin.repo';

/** How many entries the console shows (the newest); the table keeps them all. */
const AUDIT_SHOWN = 500;

export interface AuditFact {
  action: string;
  targetType: 'report' | 'therapist' | 'client';
  targetId: string | null;
  targetLabel: string;
  detail?: string;
}

/** Records an administrator's action in the transaction of the change itself. */
export async function audit(
  ctx: Pick<AppContext, 'clock'>,
  unit: Pick<UnitOfWork, 'db'>,
  admin: SessionUser,
  fact: AuditFact,
): Promise<void> {
  await insertAuditEntry(unit.db, {
    adminId: admin.id,
    adminName: admin.name,
    action: fact.action,
    targetType: fact.targetType,
    targetId: fact.targetId,
    targetLabel: fact.targetLabel,
    detail: fact.detail ?? '',
    createdAt: ctx.clock.now(),
  });
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
