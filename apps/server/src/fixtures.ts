import type { AppContext } from './app-context';
import { insertUser } from './features/accounts/accounts.repo';
import { createSession } from './features/accounts/sessions.service';

/**
 * A patient with a live session, made directly: no sign-up limits and no slow password hashing.
 * For tests and benchmarks only; people sign up through the API.
 */
export async function createPatientWithSession(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  person: { name: string; email: string; phone?: string },
) {
  const now = ctx.clock.now();
  const user = await insertUser(ctx.db, {
    createdAt: now,
    updatedAt: now,
    name: person.name,
    email: person.email,
    phone: person.phone ?? '+919800011122',
    role: 'patient',
  });
  if (!user) throw new Error(`${person.email} exists already`);
  const token = await createSession(ctx.db, user.id, now);
  return { id: user.id, token };
}
