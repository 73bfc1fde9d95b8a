import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilityAlerts, doctorProfiles, users } from '../../db/schema';

type Pair = { doctorId: string; patientId: string };

const pairIs = ({ doctorId, patientId }: Pair) =>
  and(eq(availabilityAlerts.doctorId, doctorId), eq(availabilityAlerts.patientId, patientId));

/** A listed, active therapist's name, or undefined (clients may only wait for those). */
export async function findListedDoctorName(db: Db, doctorId: string) {
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .innerJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(
      and(
        eq(users.id, doctorId),
        eq(users.role, 'doctor'),
        eq(doctorProfiles.listed, true),
        isNull(users.deactivatedAt),
      ),
    );
  return row?.name;
}

/** Idempotent: a second subscription of the same pair changes nothing. */
export async function insertAlert(db: Db, pair: Pair, now: Date): Promise<void> {
  await db
    .insert(availabilityAlerts)
    .values({ ...pair, createdAt: now })
    .onConflictDoNothing();
}

export async function deleteAlert(db: Db, pair: Pair): Promise<void> {
  await db.delete(availabilityAlerts).where(pairIs(pair));
}

export async function hasAlert(db: Db, pair: Pair): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(availabilityAlerts)
    .where(pairIs(pair));
  return rows.length > 0;
}

/**
 * Takes every alert on a therapist out, with each subscriber's name, e-mail and time zone. Run in the
 * transaction that adds the slots: two batches at once cannot both claim the same alert,
 * so each subscriber is told once.
 */
export async function takeAlerts(db: Db, doctorId: string) {
  const taken = await db
    .delete(availabilityAlerts)
    .where(eq(availabilityAlerts.doctorId, doctorId))
    .returning({ patientId: availabilityAlerts.patientId });
  if (taken.length === 0) return [];
  const ids = taken.map((row) => row.patientId);
  const [doctor] = await db.select({ name: users.name }).from(users).where(eq(users.id, doctorId));
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      timeZone: users.timeZone,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return people.map((p) => ({
    patientId: p.id,
    name: p.name,
    email: p.email,
    timeZone: p.timeZone,
    language: p.language,
    doctorName: doctor!.name,
  }));
}
