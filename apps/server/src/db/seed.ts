import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Db } from './client';
import { DEMO_PASSWORD, demoDoctors, demoPatient, seedPlans, seedServices } from './seed-data';
import { doctorProfiles, plans, services, users } from './schema';

/** Every table the seeding writes to (the tests' reset writes their seeded rows back). */
export const SEEDED_TABLES = [plans, services, users, doctorProfiles];

interface SeedOptions {
  demo: boolean;
  /** The demo accounts' password hash, when not the one made here (the tests' cheaper one). */
  demoPasswordHash?: Promise<string>;
}

let demoPasswordHash: Promise<string> | undefined;
/** Hashing is slow on purpose; the demo accounts share one hash per process. */
function getDemoPasswordHash(): Promise<string> {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  return demoPasswordHash;
}

/**
 * Brings the catalogue to its starting point. Idempotent: rows that exist are left as they are,
 * so an operator's edits survive a restart.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await db.insert(plans).values(seedPlans).onConflictDoNothing();
  await db.insert(services).values(seedServices).onConflictDoNothing();
  if (options.demo)
    await seedDemoAccounts(db, await (options.demoPasswordHash ?? getDemoPasswordHash()));
}

async function seedDemoAccounts(db: Db, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ ...demoPatient, role: 'patient', passwordHash })
      .onConflictDoNothing();
    for (const [index, doctor] of demoDoctors.entries()) {
      // The account's own fields; the rest is the public profile.
      const { email, name, phone, ...profile } = doctor;
      const account = { email, name, phone };
      const inserted = await tx
        .insert(users)
        .values({ ...account, role: 'doctor', passwordHash, avatar: profile.image })
        .onConflictDoNothing()
        .returning({ id: users.id });
      const id =
        inserted[0]?.id ??
        (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.email}) = lower(${account.email})`)
        )[0]?.id;
      if (!id) continue;
      await tx
        .insert(doctorProfiles)
        .values({ userId: id, ...profile, sortOrder: index + 1 })
        .onConflictDoNothing();
    }
  });
}
