import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { textConsents, textMessages } from '../db/schema';
import { api } from './api-helpers';
import { addFreeSlot, signInDemoPeople } from './people';

/** The demo patient's session with the first demo therapist, booked `hours` ahead. */
export async function bookDemoSession(app: FastifyInstance, hours = 48) {
  const people = await signInDemoPeople(app);
  const slotId = await addFreeSlot(app, people.doctor.token, hours);
  const res = await api(app).post(
    '/api/bookings/create',
    { slotId, doctorId: people.doctor.user.id },
    people.patient.token,
  );
  if (res.statusCode !== 200) throw new Error(`booking failed: ${res.body}`);
  return { ...people, bookingId: (res.json() as { booking: { id: string } }).booking.id };
}

/** A consent as the opt-in leaves it (for tests of what follows consent, not of the opt-in). */
export async function consentDirectly(
  app: FastifyInstance,
  userId: string,
  channel: 'sms' | 'whatsapp',
  phone: string,
) {
  const now = app.ctx.clock.now();
  await app.ctx.db
    .insert(textConsents)
    .values({ userId, channel, phone, consentedAt: now, updatedAt: now });
}

/** Someone's texts, oldest first. */
export function textsOf(app: FastifyInstance, userId: string) {
  return app.ctx.db
    .select()
    .from(textMessages)
    .where(eq(textMessages.userId, userId))
    .orderBy(textMessages.createdAt, textMessages.kind);
}
