import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export async function insertSession(
  db: Db,
  values: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({ ...values, lastActiveAt: values.createdAt });
}

/**
 * The live sessions with these token hashes, each with its user. Live means not revoked, not past
 * its absolute expiry and used within the idle window. `touch` marks them as active `now`.
 */
const liveColumns = {
  id: sessions.id,
  tokenHash: sessions.tokenHash,
  userId: sessions.userId,
  expiresAt: sessions.expiresAt,
  lastActiveAt: sessions.lastActiveAt,
};

export async function findLiveSessions(
  db: Db,
  tokenHashes: string[],
  now: Date,
  idleSince: Date,
  touch: boolean,
) {
  const live = and(
    // One array parameter, however many (sql.param: a bare array becomes a list of them).
    sql`${sessions.tokenHash} = any(${sql.param(tokenHashes)}::text[])`,
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastActiveAt, idleSince),
  );
  // One round trip: the sessions (touched or not) and their users together.
  const found = touch
    ? db
        .$with('found')
        .as(db.update(sessions).set({ lastActiveAt: now }).where(live).returning(liveColumns))
    : db.$with('found').as(db.select(liveColumns).from(sessions).where(live));
  return db
    .with(found)
    .select({
      id: found.id,
      tokenHash: found.tokenHash,
      userId: found.userId,
      expiresAt: found.expiresAt,
      lastActiveAt: found.lastActiveAt,
      user: users,
    })
    .from(found)
    .innerJoin(users, eq(users.id, found.userId));
}

export type LiveSession = Awaited<ReturnType<typeof findLiveSessions>>[number];

export async function revokeSessionById(db: Db, sessionId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user but the one given; returns the ids it ended. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  at: Date,
  exceptSessionId?: string,
): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

export function findSessionsForExport(db: Db, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}
