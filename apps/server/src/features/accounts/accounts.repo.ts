import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
}

/** Changes what a person may change of their own account; the row as now stored. */
export async function updateUserSettings(
  db: Db,
  userId: string,
  changes: Partial<Pick<typeof users.$inferInsert, 'name' | 'phone' | 'timeZone' | 'language'>>,
  at: Date,
) {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: at })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** Deletes the account; sessions, history, links and profile go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/** What a person's data export holds of the account itself: no password hash. */
export async function findAccountForExport(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      age: users.age,
      role: users.role,
      avatar: users.avatar,
      timeZone: users.timeZone,
      language: users.language,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [therapistProfile] = await db
    .select()
    .from(doctorProfiles)
    .where(eq(doctorProfiles.userId, userId));
  return { account, therapistProfile };
}

/** The administrators who can sign in and act, with where to write to them. */
export function findActiveAdmins(db: Db) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
}

/**
 * The administrators who can sign in, their rows locked until the transaction ends (in id
 * order): two of them leaving at once queue, and the second counts what the first left.
 */
export async function lockActiveAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}
