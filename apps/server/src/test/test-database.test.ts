import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { doctorProfiles, plans, services, sessions, users } from '../db/schema';
import { getTestDatabase, resetDatabase } from './test-database';

/** Every row the seeding writes, in a fixed order. */
async function seededRows(db: Db) {
  return {
    users: await db.select().from(users).orderBy(asc(users.email)),
    profiles: await db.select().from(doctorProfiles).orderBy(asc(doctorProfiles.userId)),
    plans: await db.select().from(plans).orderBy(asc(plans.id)),
    services: await db.select().from(services).orderBy(asc(services.id)),
  };
}

// Every server test starts from this reset: a seeded row a test changed, or a row it left, would
// leak into the next test of the worker.
describe("the server tests' database reset", () => {
  it('brings back each seeded row as it was seeded and empties every other table', async () => {
    const database = await getTestDatabase();
    await resetDatabase(database);
    const seeded = await seededRows(database.db);
    expect(seeded.users.length).toBeGreaterThan(1);
    expect(seeded.plans.length).toBeGreaterThan(0);

    const [profile] = seeded.profiles;
    await database.db
      .update(doctorProfiles)
      .set({ description: 'Changed by a test', priceRupees: 1 })
      .where(eq(doctorProfiles.userId, profile!.userId));
    await database.db.delete(plans).where(eq(plans.id, seeded.plans[0]!.id));
    await database.db
      .insert(sessions)
      .values({ userId: profile!.userId, tokenHash: 'left by a test', expiresAt: new Date() });
    await resetDatabase(database);

    expect(await seededRows(database.db)).toEqual(seeded);
    expect(await database.db.select().from(sessions)).toEqual([]);
  });

  it('seeds the catalogue without the demo people when asked, and brings them back after', async () => {
    const database = await getTestDatabase();
    await resetDatabase(database);
    const seeded = await seededRows(database.db);

    await resetDatabase(database, { demo: false });
    const withoutPeople = await seededRows(database.db);
    expect(withoutPeople.users).toEqual([]);
    // Each kind of seeding has its own moment: the plans' updatedAt differs between them.
    const withoutMoment = ({ updatedAt: _, ...plan }: typeof plans.$inferSelect) => plan;
    expect(withoutPeople.plans.map(withoutMoment)).toEqual(seeded.plans.map(withoutMoment));
    expect(withoutPeople.services).toEqual(seeded.services);

    await resetDatabase(database);
    expect(await seededRows(database.db)).toEqual(seeded);
  });
});
