import {
  formatMoney,
  messages,
  type AdminPlan,
  type CreatePlanRequest,
  type SessionUser,
  type UpdatePlanRequest,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/unit-of-work';
import { recordAudit } from '../activity/audit.service';
import {
  findAllPlans,
  findPlan,
  insertPlanIfIdFree,
  lastSortOrder,
  lockPlan,
  updatePlan,
  type PlanChanges,
  type PlanRow,
} from './plans.repo';

const p = messages.plans;
/** How many `-2`, `-3`... a new plan's id may try before the name is refused as taken. */
const MAX_ID_SUFFIX = 100;

export function toAdminPlan(row: PlanRow): AdminPlan {
  return {
    id: row.id,
    name: row.name,
    priceMinor: row.priceMinor,
    currency: row.currency,
    period: row.period,
    sessionsIncluded: row.sessionsIncluded,
    validityDays: row.validityDays,
    description: row.description,
    features: row.features,
    onSale: row.onSale,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A plan's id made from its name: lower case ASCII letters and digits joined by dashes
 * ("Couples — Monthly" → "couples-monthly"); "plan" when the name has none.
 */
export function planSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug || 'plan';
}

/** One plan as stored, on sale or not (what a purchase is made of); undefined when none. */
export function planById(ctx: Pick<AppContext, 'db'>, id: string): Promise<PlanRow | undefined> {
  return findPlan(ctx.db, id);
}

export async function listAllPlans(ctx: AppContext): Promise<AdminPlan[]> {
  return (await findAllPlans(ctx.db)).map(toAdminPlan);
}

/**
 * A new plan, last on the plans page unless placed; its id is the name's slug, with `-2`,
 * `-3`... when taken (by a plan added meanwhile too: the insert itself decides).
 */
export async function addPlan(
  ctx: AppContext,
  admin: SessionUser,
  input: CreatePlanRequest,
): Promise<AdminPlan> {
  const slug = planSlug(input.name);
  return inTransaction(ctx, async (unit) => {
    const sortOrder = input.sortOrder ?? (await lastSortOrder(unit.db)) + 1;
    for (let n = 1; n <= MAX_ID_SUFFIX; n++) {
      const id = n === 1 ? slug : `${slug}-${n}`;
      const row = await insertPlanIfIdFree(unit.db, { ...input, id, sortOrder });
      if (!row) continue;
      await recordAudit(ctx, unit, admin, {
        action: p.actions.added,
        targetType: 'plan',
        targetId: row.id,
        targetLabel: row.name,
        detail: `${formatMoney(row.priceMinor, row.currency)}, ${p.allowance(row.sessionsIncluded, row.validityDays)}`,
      });
      return toAdminPlan(row);
    }
    throw new AppError(400, 'VALIDATION_FAILED', p.nameTaken, { name: p.nameTaken });
  });
}

/** What changed, in words, for the audit log: "price ₹1,400 → ₹1,500; name changed". */
function changeDetail(before: PlanRow, after: PlanRow): string {
  const parts: string[] = [];
  if (before.priceMinor !== after.priceMinor || before.currency !== after.currency) {
    const price = (row: PlanRow) => formatMoney(row.priceMinor, row.currency);
    parts.push(`price ${price(before)} → ${price(after)}`);
  }
  if (
    before.sessionsIncluded !== after.sessionsIncluded ||
    before.validityDays !== after.validityDays
  ) {
    parts.push(p.allowance(after.sessionsIncluded, after.validityDays));
  }
  for (const field of ['name', 'description', 'period', 'sortOrder'] as const) {
    if (before[field] !== after[field]) parts.push(`${field} changed`);
  }
  if (JSON.stringify(before.features) !== JSON.stringify(after.features)) {
    parts.push('features changed');
  }
  return parts.join('; ');
}

/**
 * Changes a plan. Payments already made keep what they were made for: their amount is theirs,
 * and credits bought keep their sessions and expiry. One audit line per kind of change (taken
 * off sale, put on sale, edited); a request that changes nothing writes none.
 */
export async function changePlan(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  input: UpdatePlanRequest,
): Promise<AdminPlan> {
  return inTransaction(ctx, async (unit) => {
    const before = await lockPlan(unit.db, id);
    if (!before) throw new AppError(404, 'PLAN_NOT_FOUND', p.notFound);
    const changes: PlanChanges = { ...input, updatedAt: ctx.clock.now() };
    const after = await updatePlan(unit.db, id, changes);
    // The audit log names a plan by its name; its id is the line's target.
    const fact = { targetType: 'plan' as const, targetId: id, targetLabel: after.name };
    if (before.onSale !== after.onSale) {
      const action = after.onSale ? p.actions.onSale : p.actions.offSale;
      await recordAudit(ctx, unit, admin, { ...fact, action });
    }
    const detail = changeDetail(before, after);
    if (detail) await recordAudit(ctx, unit, admin, { ...fact, action: p.actions.edited, detail });
    return toAdminPlan(after);
  });
}
