import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetRequests, passwordResetTokens } from '../../db/schema';

/** A "forgot password" request, for the job runner: one statement, with or without an account. */
export async function insertResetRequest(db: Db, values: { email: string; requestedAt: Date }) {
  await db.insert(passwordResetRequests).values(values);
}

/** Whether any request waits: one light statement, so a pass with none opens no transaction. */
export async function anyResetRequest(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResetRequests.id })
    .from(passwordResetRequests)
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes up to `limit` waiting requests, oldest first, in one statement: deleted in the caller's
 * transaction, so they come back if it rolls back. SKIP LOCKED: instances never take the same one.
 */
export async function takeResetRequests(db: Db, limit: number) {
  const result = (await db.execute(sql`
    delete from ${passwordResetRequests}
    where ${passwordResetRequests.id} in (
      select id from ${passwordResetRequests}
      order by requested_at
      limit ${limit}
      for update skip locked
    )
    returning email
  `)) as unknown as { rows: { email: string }[] };
  return result.rows;
}

export async function insertResetToken(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Uses a token: marks it used only if it belongs to the user, is unused and unexpired. One
 * conditional UPDATE, so two requests with the same token cannot both succeed.
 */
export async function consumeResetToken(db: Db, userId: string, tokenHash: string, now: Date) {
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return used.length === 1;
}

/** After a reset, the user's other outstanding links stop working too. */
export async function retireResetTokens(db: Db, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export function findResetLinksForExport(db: Db, userId: string) {
  return db
    .select({
      createdAt: passwordResetTokens.createdAt,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, userId))
    .orderBy(asc(passwordResetTokens.createdAt));
}
