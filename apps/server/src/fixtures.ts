import type { Role } from '@solace/shared';
import type { AppContext } from './app-context';
import { insertDoctorProfile, insertUser } from './features/accounts/accounts.repo';
import { createSession } from './features/accounts/sessions.service';

type FixtureContext = Pick<AppContext, 'db' | 'clock'>;

/** A person with a live session, made directly: no sign-up limits, no slow password hashing. */
async function createPersonWithSession(
  ctx: FixtureContext,
  role: Role,
  person: { name: string; email: string; phone?: string },
) {
  const now = ctx.clock.now();
  const user = await insertUser(ctx.db, {
    createdAt: now,
    updatedAt: now,
    name: person.name,
    email: person.email,
    phone: person.phone ?? '+919800011122',
    role,
  });
  if (!user) throw new Error(`${person.email} exists already`);
  const token = await createSession(ctx.db, user.id, now);
  return { id: user.id, token };
}

/** A patient with a live session. For tests and benchmarks only; people sign up through the API. */
export function createPatientWithSession(
  ctx: FixtureContext,
  person: { name: string; email: string; phone?: string },
) {
  return createPersonWithSession(ctx, 'patient', person);
}

/** A listed therapist with a live session (benchmarks). */
export async function createDoctorWithSession(
  ctx: FixtureContext,
  person: { name: string; email: string; specialization?: string },
) {
  const doctor = await createPersonWithSession(ctx, 'doctor', person);
  await insertDoctorProfile(ctx.db, {
    userId: doctor.id,
    specialization: person.specialization ?? 'Counselling',
    priceRupees: 1000,
  });
  return doctor;
}

/** An administrator with a live session (benchmarks: the console's lists). */
export function createAdminWithSession(
  ctx: FixtureContext,
  person: { name: string; email: string },
) {
  return createPersonWithSession(ctx, 'admin', person);
}
