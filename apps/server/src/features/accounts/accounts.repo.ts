import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorProfiles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Inserts an account; undefined when the e-mail is taken (in any case). */
export async function insertUser(
  db: Db,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user;
}

export async function insertDoctorProfile(db: Db, values: typeof doctorProfiles.$inferInsert) {
  await db.insert(doctorProfiles).values(values);
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
