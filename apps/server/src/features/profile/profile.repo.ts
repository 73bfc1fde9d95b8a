import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog, doctorProfiles, passwordResetTokens, sessions, users } from '../../db/schema';

export async function updateUserName(db: Db, userId: string, name: string) {
  const [user] = await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** Deletes the account; sessions, history, links and profile go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/** Everything stored about one person, without secrets (password and token hashes). */
export async function findPersonalData(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      age: users.age,
      role: users.role,
      avatar: users.avatar,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [therapistProfile] = await db
    .select()
    .from(doctorProfiles)
    .where(eq(doctorProfiles.userId, userId));
  const sessionRows = await db
    .select({
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const history = await db
    .select({ timestamp: activityLog.createdAt, activity: activityLog.activity })
    .from(activityLog)
    .where(eq(activityLog.userId, userId))
    .orderBy(asc(activityLog.createdAt));
  const passwordLinks = await db
    .select({
      createdAt: passwordResetTokens.createdAt,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, userId))
    .orderBy(asc(passwordResetTokens.createdAt));
  return { account, therapistProfile, sessions: sessionRows, history, passwordLinks };
}
