import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doctorSlotsResponseSchema, notificationsResponseSchema } from '@solace/shared';
import { doctorProfiles } from '../../db/schema';
import { DEMO_PASSWORD, demoDoctors, demoPatient } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { addFreeSlot, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

describe('booking rules that protect both sides', () => {
  const ctx = useTestApp({ smtp: true, env: { MAX_UPCOMING_BOOKINGS: '2' } });
  const client = () => api(ctx.app);

  const book = (token: string, slotId: string, doctorId: string) =>
    client().post('/api/bookings/create', { slotId, doctorId }, token);
  const bell = async (token: string) =>
    notificationsResponseSchema.parse((await client().get('/api/notifications', token)).json());

  it('refuses a hidden therapist, even by a known slot id', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const slotId = await addFreeSlot(ctx.app, doctor.token, 48);
    await ctx.app.ctx.db
      .update(doctorProfiles)
      .set({ listed: false })
      .where(eq(doctorProfiles.userId, doctor.user.id));
    const res = await book(patient.token, slotId, doctor.user.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'DOCTOR_NOT_FOUND' });
  });

  it('refuses a client two overlapping sessions, with two different therapists', async () => {
    const { doctor, otherDoctor, patient } = await signInDemoPeople(ctx.app);
    const first = await addFreeSlot(ctx.app, doctor.token, 48);
    const second = await addFreeSlot(ctx.app, otherDoctor.token, 48);
    expect((await book(patient.token, first, doctor.user.id)).statusCode).toBe(200);
    const clash = await book(patient.token, second, otherDoctor.user.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'OVERLAPS_YOUR_BOOKING',
      error: 'You already have a session at this time.',
    });
  });

  it('caps how many upcoming sessions one client may hold (MAX_UPCOMING_BOOKINGS)', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const slots = [
      await addFreeSlot(ctx.app, doctor.token, 48),
      await addFreeSlot(ctx.app, doctor.token, 50),
    ];
    const third = await addFreeSlot(ctx.app, doctor.token, 52);
    for (const slotId of slots) {
      expect((await book(patient.token, slotId, doctor.user.id)).statusCode).toBe(200);
    }
    const over = await book(patient.token, third, doctor.user.id);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_UPCOMING' });
  });

  it("a therapist who deletes their account cancels the client's session, and the client is told", async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const slotId = await addFreeSlot(ctx.app, doctor.token, 48);
    expect((await book(patient.token, slotId, doctor.user.id)).statusCode).toBe(200);
    const gone = await client().delete('/api/profile', { password: DEMO_PASSWORD }, doctor.token);
    expect(gone.statusCode).toBe(200);
    expect((await bell(patient.token))[0]).toMatchObject({
      title: 'Session cancelled',
      message: expect.stringContaining(demoDoctors[0]!.name),
    });
    const mail = await ctx.smtp.nextMailTo(demoPatient.email, /was cancelled by/);
    expect(mail.decoded).toContain(demoDoctors[0]!.name);
  });

  it('a client who deletes their account frees the slot, and the therapist is told', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const slotId = await addFreeSlot(ctx.app, doctor.token, 48);
    expect((await book(patient.token, slotId, doctor.user.id)).statusCode).toBe(200);
    const gone = await client().delete('/api/profile', { password: DEMO_PASSWORD }, patient.token);
    expect(gone.statusCode).toBe(200);
    expect((await bell(doctor.token))[0]).toMatchObject({ title: 'Session cancelled' });
    const own = doctorSlotsResponseSchema.parse(
      (await client().get('/api/doctor/available-slots', doctor.token)).json(),
    );
    expect(own.available.map((s) => s.id)).toEqual([slotId]);
  });
});
