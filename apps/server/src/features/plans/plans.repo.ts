import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = typeof plans.$inferInsert;
export type PlanChanges = Partial<Omit<NewPlanRow, 'id'>>;

/** Every plan, on sale or not, in the order the plans page shows them. */
export function findAllPlans(db: Db) {
  return db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
}

/** One plan, on sale or not; undefined when there is none by that id. */
export async function findPlan(db: Db, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

/** Inserts the plan unless its id is taken; undefined when it is. */
export async function insertPlanIfIdFree(db: Db, row: NewPlanRow): Promise<PlanRow | undefined> {
  const [inserted] = await db.insert(plans).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The plan as it was before the change, locked until the transaction ends. */
export async function lockPlan(db: Db, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).for('update');
  return row;
}

export async function updatePlan(db: Db, id: string, changes: PlanChanges): Promise<PlanRow> {
  const [row] = await db.update(plans).set(changes).where(eq(plans.id, id)).returning();
  return row!;
}

/** The last position on the plans page, so that a new plan goes after the others. */
export async function lastSortOrder(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(plans.sortOrder) }).from(plans);
  return row?.last ?? 0;
}
