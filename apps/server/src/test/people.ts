import { doctorSlotsResponseSchema } from '@solace/shared';
import type { FastifyInstance } from 'fastify';
import { createPatientWithSession } from '../fixtures';
import { notify, type NoticeContent } from '../features/notifications/notifications.service';
import { inTransaction } from '../lib/unit-of-work';
import { DEMO_PASSWORD, demoDoctors, demoPatient } from '../db/seed-data';
import { api } from './api-helpers';

/** A new patient with a live session, made directly (no sign-up limits, no slow hashing). */
export async function createPatient(app: FastifyInstance, name = 'Test Patient') {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { id, token } = await createPatientWithSession(app.ctx, { name, email });
  return { id, name, email, token };
}

/** The two demo therapists and the demo patient, signed in. */
export async function signInDemoPeople(app: FastifyInstance) {
  const client = api(app);
  const doctor = await client.login(demoDoctors[0]!.email, DEMO_PASSWORD, '/api/DocLogin');
  const otherDoctor = await client.login(demoDoctors[1]!.email, DEMO_PASSWORD, '/api/DocLogin');
  const patient = await client.login(demoPatient.email, DEMO_PASSWORD);
  return { doctor, otherDoctor, patient };
}

/** An ISO time `hours` from the app's now, on a whole minute. */
export function hoursFromNow(app: FastifyInstance, hours: number): string {
  const t = app.ctx.clock.now().getTime() + hours * 3600_000;
  return new Date(Math.floor(t / 60_000) * 60_000).toISOString();
}

export function later(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

/** A notification stored and pushed at once, as a feature's change would do it. */
export function notifyNow(app: FastifyInstance, userId: string, content: NoticeContent) {
  return inTransaction(app.ctx, (unit) => notify(app.ctx, unit, userId, content));
}

/** A free 50-minute slot of the signed-in doctor `hours` ahead, added over the API; its id. */
export async function addFreeSlot(app: FastifyInstance, doctorToken: string, hours = 48) {
  const start = hoursFromNow(app, hours);
  const client = api(app);
  await client.post(
    '/api/doctor/add-available-slots',
    { slots: [{ start_time: start, end_time: later(start, 50) }] },
    doctorToken,
  );
  const own = doctorSlotsResponseSchema.parse(
    (await client.get('/api/doctor/available-slots', doctorToken)).json(),
  );
  return own.available.find((slot) => slot.start_time === start)!.id;
}
