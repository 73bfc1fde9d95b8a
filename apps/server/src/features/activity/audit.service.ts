import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { insertAuditEntry } from './audit.repo';

export interface AuditFact {
  action: string;
  targetType: 'report' | 'therapist' | 'client' | 'administrator' | 'plan' | 'payment';
  targetId: string | null;
  targetLabel: string;
  detail?: string;
}

/**
 * Who did it: an administrator, or (no id) the system on someone's behalf, such as
 * ADMIN_EMAIL at start or `npm run user:create`.
 */
export interface AuditActor {
  id: string | null;
  name: string;
}

/**
 * Writes one line of the administrators' audit log, in the transaction of the change itself
 * (`unit.db`): here, low among the features, so that account changes made by the accounts and
 * profile features are audited as the admin console's are.
 */
export async function recordAudit(
  ctx: Pick<AppContext, 'clock'>,
  unit: { db: Db },
  actor: AuditActor,
  fact: AuditFact,
): Promise<void> {
  await insertAuditEntry(unit.db, {
    adminId: actor.id,
    adminName: actor.name,
    action: fact.action,
    targetType: fact.targetType,
    targetId: fact.targetId,
    targetLabel: fact.targetLabel,
    detail: fact.detail ?? '',
    createdAt: ctx.clock.now(),
  });
}
