import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorProfiles, plans, services, users } from '../../db/schema';

/** The plans on sale, as the plans page lists them (off sale ones are the console's alone). */
export function findPlansOnSale(db: Db) {
  return db
    .select()
    .from(plans)
    .where(eq(plans.onSale, true))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
}

export function findServices(db: Db) {
  return db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id));
}

/** Listed therapists, selecting public columns only: contact details never leave this query. */
export function findListedDoctors(db: Db, onlyId?: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      description: doctorProfiles.description,
      image: doctorProfiles.image,
      price: doctorProfiles.priceRupees,
      specialization: doctorProfiles.specialization,
      credentials: doctorProfiles.credentials,
      languages: doctorProfiles.languages,
      approach: doctorProfiles.approach,
    })
    .from(doctorProfiles)
    .innerJoin(users, eq(users.id, doctorProfiles.userId))
    .where(and(eq(doctorProfiles.listed, true), onlyId ? eq(users.id, onlyId) : undefined))
    .orderBy(asc(doctorProfiles.sortOrder), asc(users.name));
}
