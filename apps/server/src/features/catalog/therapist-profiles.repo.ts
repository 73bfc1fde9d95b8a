import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorProfiles, users } from '../../db/schema';

/** Every therapist, listed or not, with contact details: for the administrators' console only. */
export function findAllTherapists(db: Db, onlyId?: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      specialization: doctorProfiles.specialization,
      description: doctorProfiles.description,
      price: doctorProfiles.priceRupees,
      image: doctorProfiles.image,
      active: sql<boolean>`${users.deactivatedAt} is null`,
    })
    .from(doctorProfiles)
    .innerJoin(users, eq(users.id, doctorProfiles.userId))
    .where(onlyId ? eq(users.id, onlyId) : undefined)
    .orderBy(asc(users.name), asc(users.id));
}

export async function findTherapist(db: Db, id: string) {
  const [row] = await findAllTherapists(db, id);
  return row;
}

/** A therapist's own profile, as they edit it: public fields and whether it is listed. */
export async function findOwnProfile(db: Db, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      specialization: doctorProfiles.specialization,
      description: doctorProfiles.description,
      price: doctorProfiles.priceRupees,
      image: doctorProfiles.image,
      credentials: doctorProfiles.credentials,
      languages: doctorProfiles.languages,
      approach: doctorProfiles.approach,
      listed: doctorProfiles.listed,
    })
    .from(doctorProfiles)
    .innerJoin(users, eq(users.id, doctorProfiles.userId))
    .where(eq(users.id, id));
  return row;
}

export async function updateProfile(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      typeof doctorProfiles.$inferInsert,
      | 'specialization'
      | 'description'
      | 'priceRupees'
      | 'image'
      | 'listed'
      | 'credentials'
      | 'languages'
      | 'approach'
    >
  >,
): Promise<boolean> {
  const rows = await db
    .update(doctorProfiles)
    .set(values)
    .where(eq(doctorProfiles.userId, id))
    .returning({ id: doctorProfiles.userId });
  return rows.length > 0;
}

export async function updateTherapistName(db: Db, id: string, name: string, at: Date) {
  await db.update(users).set({ name, updatedAt: at }).where(eq(users.id, id));
}
