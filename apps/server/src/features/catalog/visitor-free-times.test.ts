import { describe, expect, it } from 'vitest';
import {
  CARD_FREE_TIME_COUNT,
  doctorsResponseSchema,
  MAX_UPCOMING_SLOTS,
  publicSlotsResponseSchema,
} from '@solace/shared';
import { slots } from '../../db/schema';
import { api } from '../../test/api-helpers';
import { addFreeSlot, hoursFromNow, later, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';
import { signedInAdmin } from '../admin/admin-test-kit';

/**
 * What a visitor (no session at all) sees of a therapist's time, on the card, the profile and
 * the booking page: when, and whether it is taken; never by whom.
 */
describe('free times for visitors', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);
  const doctors = async () =>
    doctorsResponseSchema.parse((await client().get('/api/doctors')).json());

  it("a card offers the therapist's next free times, soonest first, times only", async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const ids = [];
    for (const hours of [80, 30, 55, 100, 40])
      ids.push(await addFreeSlot(ctx.app, doctor.token, hours));
    // The soonest one taken: a card offers only free times.
    const booked = await client().post(
      '/api/bookings/create',
      { slotId: ids[1], doctorId: doctor.user.id },
      patient.token,
    );
    expect(booked.statusCode, booked.body).toBe(200);

    const res = await client().get('/api/doctors');
    const card = (res.json() as Record<string, unknown>[]).find((d) => d.id === doctor.user.id)!;
    const times = card.nextFreeTimes as Record<string, unknown>[];
    expect(times).toHaveLength(CARD_FREE_TIME_COUNT);
    for (const time of times) expect(Object.keys(time).sort()).toEqual(['id', 'start']);
    expect(times.map((t) => t.start)).toEqual(
      [40, 55, 80].map((hours) => new Date(hoursFromNow(ctx.app, hours)).toISOString()),
    );
    expect(times.map((t) => t.id)).toEqual([ids[4], ids[2], ids[0]]);
    expect(card.nextAvailable).toBe(times[0]!.start);
    expect(res.body).not.toContain(patient.user.email);
    expect(res.body).not.toContain(patient.user.name);

    // The one therapist's own answer (the profile) says the same.
    const one = (await client().get(`/api/doctors/${doctor.user.id}`)).json<{
      nextFreeTimes: unknown;
    }>();
    expect(one.nextFreeTimes).toEqual(times);
  });

  it('the booking read says which times are taken, never by whom, to a visitor', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const free = await addFreeSlot(ctx.app, doctor.token, 30);
    const taken = await addFreeSlot(ctx.app, doctor.token, 50);
    await client().post(
      '/api/bookings/create',
      { slotId: taken, doctorId: doctor.user.id },
      patient.token,
    );

    const res = await client().get(`/api/doctors/${doctor.user.id}/available-slots`);
    expect(res.statusCode).toBe(200);
    const raw = res.json() as { available: object[]; booked: object[] };
    for (const slot of [...raw.available, ...raw.booked]) {
      expect(Object.keys(slot).sort()).toEqual(['end_time', 'id', 'start_time', 'status']);
    }
    const body = publicSlotsResponseSchema.parse(raw);
    expect(body.available.map((s) => s.id)).toEqual([free]);
    expect(body.booked.map((s) => [s.id, s.status])).toEqual([[taken, 'booked']]);
    for (const word of [patient.user.email, patient.user.name, 'room', 'client']) {
      expect(res.body).not.toContain(word);
    }
  });

  it('only active therapists: a deactivated one has no card and no free times to read', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    await addFreeSlot(ctx.app, doctor.token, 30);
    expect((await doctors()).map((d) => d.id)).toContain(doctor.user.id);

    const { call } = await signedInAdmin(ctx.app);
    const off = await call('POST', `/api/admin/therapists/${doctor.user.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);

    expect((await doctors()).map((d) => d.id)).not.toContain(doctor.user.id);
    for (const path of ['', '/available-slots']) {
      const res = await client().get(`/api/doctors/${doctor.user.id}${path}`);
      expect(res.statusCode, path).toBe(404);
    }
  });

  it('is bounded: a card offers a few times, the booking read at most the upcoming cap', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    // More than any therapist may add, written past the API (an operator's import, say).
    const first = Date.parse(hoursFromNow(ctx.app, 24));
    const rows = Array.from({ length: MAX_UPCOMING_SLOTS + 25 }, (_, i) => {
      const start = new Date(first + i * 60 * 60_000).toISOString();
      return {
        doctorId: doctor.user.id,
        startTime: new Date(start),
        endTime: new Date(later(start, 50)),
      };
    });
    await ctx.database.db.insert(slots).values(rows);
    await ctx.app.ctx.invalidations.settle(); // a write outside any request: wait to hear of it

    const card = (await doctors()).find((d) => d.id === doctor.user.id)!;
    expect(card.nextFreeTimes).toHaveLength(CARD_FREE_TIME_COUNT);
    expect(card.nextFreeTimes[0]!.start).toBe(new Date(first).toISOString());

    const read = publicSlotsResponseSchema.parse(
      (await client().get(`/api/doctors/${doctor.user.id}/available-slots`)).json(),
    );
    expect(read.available.length + read.booked.length).toBe(MAX_UPCOMING_SLOTS);
    // The soonest ones are the ones kept.
    expect(read.available[0]!.start_time).toBe(new Date(first).toISOString());
  });
});
