import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export async function insertSession(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * The live session with this token hash and its user. Live means not revoked, not past its
 * absolute expiry and used within the idle window. `touch` marks the session as active now.
 */
export async function findLiveSession(db: Db, tokenHash: string, idleSince: Date, touch: boolean) {
  const live = and(
    eq(sessions.tokenHash, tokenHash),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastActiveAt, idleSince),
  );
  const found = touch
    ? await db
        .update(sessions)
        .set({ lastActiveAt: sql`now()` })
        .where(live)
        .returning({ id: sessions.id, userId: sessions.userId })
    : await db.select({ id: sessions.id, userId: sessions.userId }).from(sessions).where(live);
  const session = found[0];
  if (!session) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  return user ? { sessionId: session.id, user } : undefined;
}

export async function revokeSessionById(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, but the one given (the caller's own, when it stays). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
