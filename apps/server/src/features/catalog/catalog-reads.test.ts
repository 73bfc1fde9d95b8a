import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  createBookingResponseSchema,
  doctorsResponseSchema,
  publicSlotsResponseSchema,
} from '@solace/shared';
import { eq } from 'drizzle-orm';
import { doctorProfiles, services } from '../../db/schema';
import { api } from '../../test/api-helpers';
import { overHttp } from '../../test/http-client';
import { hoursFromNow, later, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

describe('public reads answered from memory', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);
  // Reads go over a real connection, so that answers kept in memory come through the front door.
  const get = (url: string, headers: Record<string, string> = {}) =>
    overHttp(ctx.app).get(url, headers);
  const slotsOf = async (doctorId: string) =>
    publicSlotsResponseSchema.parse((await get(`/api/doctors/${doctorId}/available-slots`)).json());
  const doctorCard = async (doctorId: string) =>
    doctorsResponseSchema.parse((await get('/api/doctors')).json()).find((d) => d.id === doctorId);

  it('answers 304 to a client that has the answer, and a new tag once it changed', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    for (const url of [
      '/api/plans',
      '/api/services',
      '/api/doctors',
      `/api/doctors/${doctor.user.id}`,
    ]) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
    const before = (await get('/api/doctors')).headers.etag as string;
    const start = hoursFromNow(ctx.app, 30);
    await client().post(
      '/api/doctor/add-available-slots',
      { slots: [{ start_time: start, end_time: later(start, 50) }] },
      doctor.token,
    );
    const after = await get('/api/doctors', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('shows a slot added, booked, cancelled and deleted on the very next read', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const id = doctor.user.id;
    expect((await slotsOf(id)).available).toHaveLength(0); // kept in memory from here
    expect((await doctorCard(id))?.nextAvailable).toBeNull();

    const start = hoursFromNow(ctx.app, 48);
    const added = await client().post(
      '/api/doctor/add-available-slots',
      { slots: [{ start_time: start, end_time: later(start, 50) }] },
      doctor.token,
    );
    expect(added.statusCode).toBe(200);
    const [slot] = (await slotsOf(id)).available;
    expect(slot?.start_time).toBe(new Date(start).toISOString());
    expect((await doctorCard(id))?.nextAvailable).toBe(new Date(start).toISOString());

    const booked = await client().post(
      '/api/bookings/create',
      { slotId: slot!.id, doctorId: id },
      patient.token,
    );
    expect(booked.statusCode).toBe(200);
    expect(await slotsOf(id)).toMatchObject({ available: [], booked: [{ id: slot!.id }] });
    expect((await doctorCard(id))?.nextAvailable).toBeNull();

    const { booking } = createBookingResponseSchema.parse(booked.json());
    const cancelled = await client().post(`/api/bookings/${booking.id}/cancel`, {}, patient.token);
    expect(cancelled.statusCode).toBe(200);
    expect(await slotsOf(id)).toMatchObject({ available: [{ id: slot!.id }], booked: [] });
    expect((await doctorCard(id))?.nextAvailable).toBe(new Date(start).toISOString());

    const deleted = await client().delete(
      `/api/doctor/available-slots/${slot!.id}`,
      {},
      doctor.token,
    );
    expect(deleted.statusCode).toBe(200);
    expect((await slotsOf(id)).available).toHaveLength(0);
  });

  it('shows what an operator changed in SQL, whoever wrote it', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    expect(await doctorCard(doctor.user.id)).toBeDefined();
    const servicesBefore = (await get('/api/services')).json() as unknown[];
    await ctx.database.db
      .update(doctorProfiles)
      .set({ listed: false })
      .where(eq(doctorProfiles.userId, doctor.user.id));
    await ctx.database.db.delete(services).where(eq(services.id, 'ocd'));
    await ctx.app.ctx.invalidations.settle(); // no request of its own waited for it
    expect(await doctorCard(doctor.user.id)).toBeUndefined();
    expect((await get(`/api/doctors/${doctor.user.id}/available-slots`)).statusCode).toBe(404);
    expect((await get('/api/services')).json()).toHaveLength(servicesBefore.length - 1);
  });

  it('lets time change a kept answer: a free slot that starts is no longer offered', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const start = hoursFromNow(ctx.app, 2);
    await client().post(
      '/api/doctor/add-available-slots',
      { slots: [{ start_time: start, end_time: later(start, 50) }] },
      doctor.token,
    );
    expect((await slotsOf(doctor.user.id)).available).toHaveLength(1);
    expect((await doctorCard(doctor.user.id))?.nextAvailable).not.toBeNull();
    ctx.clock.advance(2 * 3600_000 + 60_000);
    expect((await slotsOf(doctor.user.id)).available).toHaveLength(0);
    expect((await doctorCard(doctor.user.id))?.nextAvailable).toBeNull();
  });

  it('compresses large answers once, as the client accepts, and small ones never', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const url = `/api/doctors/${doctor.user.id}/available-slots`;
    // Before its slots are added, the therapist's list is small: it goes out as it is.
    const small = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();

    const start = hoursFromNow(ctx.app, 24);
    const many = Array.from({ length: 60 }, (_, i) => ({
      start_time: later(start, i * 60),
      end_time: later(start, i * 60 + 50),
    }));
    await client().post('/api/doctor/add-available-slots', { slots: many }, doctor.token);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.json()).toMatchObject({ available: expect.any(Array) as unknown });

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(url, { 'accept-encoding': 'gzip;q=1.0, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });
});
