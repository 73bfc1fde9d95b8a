import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trustedSignIns } from '../../db/schema';

type TrustKind = 'device' | 'address';

/** Whether the account has signed in from one of these places before. */
export async function isTrusted(
  db: Db,
  userId: string,
  places: { kind: TrustKind; keyHash: string }[],
): Promise<boolean> {
  if (places.length === 0) return false;
  const [row] = await db
    .select({ userId: trustedSignIns.userId })
    .from(trustedSignIns)
    .where(
      and(
        eq(trustedSignIns.userId, userId),
        or(
          ...places.map((p) =>
            and(eq(trustedSignIns.kind, p.kind), eq(trustedSignIns.keyHash, p.keyHash)),
          ),
        ),
      ),
    )
    .limit(1);
  return !!row;
}

export async function rememberPlace(
  db: Db,
  userId: string,
  place: { kind: TrustKind; keyHash: string },
  at: Date,
): Promise<void> {
  await db
    .insert(trustedSignIns)
    .values({ userId, ...place, lastSeenAt: at })
    .onConflictDoUpdate({
      target: [trustedSignIns.userId, trustedSignIns.kind, trustedSignIns.keyHash],
      set: { lastSeenAt: at },
    });
}

/** Every place the account has signed in from is trusted no longer (a new password). */
export async function forgetPlacesOf(db: Db, userId: string): Promise<void> {
  await db.delete(trustedSignIns).where(eq(trustedSignIns.userId, userId));
}

/** Places unused since `before` are trusted no longer. */
export async function forgetPlacesUnusedSince(db: Db, before: Date): Promise<void> {
  await db.delete(trustedSignIns).where(lt(trustedSignIns.lastSeenAt, before));
}
