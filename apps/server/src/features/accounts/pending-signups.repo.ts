import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@solace/shared';
import type { Db } from '../../db/client';
import { pendingSignups } from '../../db/schema';

type PendingSignupRow = typeof pendingSignups.$inferSelect;
type PendingSignupValues = Omit<typeof pendingSignups.$inferInsert, 'id' | 'createdAt'> & {
  createdAt: Date;
};

/**
 * Keeps the sign-up waiting for its link. A second one for the same address (in any case)
 * replaces the first, its password, details and link: only the newest link works. One statement,
 * so two sign-ups at once for one address cannot both insert.
 */
export async function upsertPendingSignup(db: Db, v: PendingSignupValues): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${pendingSignups} (email, name, phone, age, guardian_consent, time_zone,
      language, password_hash, token_hash, browser_key_hash, created_at, expires_at)
    VALUES (${v.email}, ${v.name}, ${v.phone}, ${v.age}, ${v.guardianConsent ?? false},
      ${v.timeZone ?? null}, ${v.language ?? DEFAULT_LANGUAGE}, ${v.passwordHash}, ${v.tokenHash},
      ${v.browserKeyHash ?? null},
      ${v.createdAt.toISOString()}::timestamptz, ${v.expiresAt.toISOString()}::timestamptz)
    ON CONFLICT (lower(email)) DO UPDATE SET
      email = excluded.email, name = excluded.name, phone = excluded.phone, age = excluded.age,
      guardian_consent = excluded.guardian_consent, time_zone = excluded.time_zone,
      language = excluded.language,
      password_hash = excluded.password_hash, token_hash = excluded.token_hash,
      browser_key_hash = excluded.browser_key_hash, created_at = excluded.created_at,
      expires_at = excluded.expires_at`);
}

/** The unexpired sign-up a link's token belongs to. */
export async function findPendingSignup(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<PendingSignupRow | undefined> {
  const [row] = await db
    .select()
    .from(pendingSignups)
    .where(and(eq(pendingSignups.tokenHash, tokenHash), gt(pendingSignups.expiresAt, now)));
  return row;
}

/**
 * Uses the link: removes the sign-up only if it is still the one checked (same token, unexpired).
 * One conditional DELETE, so two clicks on one link cannot both make an account.
 */
export async function takePendingSignup(
  db: Db,
  id: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .delete(pendingSignups)
    .where(
      and(
        eq(pendingSignups.id, id),
        eq(pendingSignups.tokenHash, tokenHash),
        gt(pendingSignups.expiresAt, now),
      ),
    )
    .returning({ id: pendingSignups.id });
  return taken.length === 1;
}

/** Expired sign-ups hold a name, phone and password hash nobody will use: they go. */
export async function deleteExpiredPendingSignups(db: Db, now: Date): Promise<void> {
  await db.delete(pendingSignups).where(lte(pendingSignups.expiresAt, now));
}
