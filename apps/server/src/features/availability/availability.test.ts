import { describe, expect, it } from 'vitest';
import { doctorSlotsResponseSchema, publicSlotsResponseSchema } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { hoursFromNow, later, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

describe('doctor availability', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);

  async function setUp() {
    const people = await signInDemoPeople(ctx.app);
    const start = hoursFromNow(ctx.app, 48);
    const add = (slots: { start_time: string; end_time: string }[], token = people.doctor.token) =>
      client().post('/api/doctor/add-available-slots', { slots }, token);
    const own = async (token = people.doctor.token) =>
      doctorSlotsResponseSchema.parse(
        (await client().get('/api/doctor/available-slots', token)).json(),
      );
    return { ...people, start, add, own };
  }

  it('adds slots all at once and lists them to the doctor and the public', async () => {
    const { doctor, start, add, own } = await setUp();
    const res = await add([
      { start_time: start, end_time: later(start, 50) },
      { start_time: later(start, 60), end_time: later(start, 110) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, added: 2 });
    const mine = await own();
    expect(mine.available.map((s) => s.status)).toEqual(['available', 'available']);
    const pub = await client().get(`/api/doctors/${doctor.user.id}/available-slots`);
    expect(publicSlotsResponseSchema.parse(pub.json()).available).toHaveLength(2);
    const [first] = (await client().get('/api/doctors')).json() as {
      id: string;
      nextAvailable: string;
    }[];
    expect(first).toMatchObject({
      id: doctor.user.id,
      nextAvailable: new Date(start).toISOString(),
    });
  });

  it('rejects overlaps, with existing slots or within the request, and adds nothing then', async () => {
    const { start, add, own } = await setUp();
    await add([{ start_time: start, end_time: later(start, 50) }]);
    const overlapping = await add([
      { start_time: later(start, 120), end_time: later(start, 170) },
      { start_time: later(start, 30), end_time: later(start, 80) },
    ]);
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ error: 'This slot overlaps an existing slot.' });
    const within = await add([
      { start_time: later(start, 200), end_time: later(start, 250) },
      { start_time: later(start, 240), end_time: later(start, 290) },
    ]);
    expect(within.statusCode).toBe(409);
    expect((await own()).available).toHaveLength(1);
    const backToBack = await add([{ start_time: later(start, 50), end_time: later(start, 100) }]);
    expect(backToBack.statusCode).toBe(200);
  });

  it('lets two doctors hold the same hours', async () => {
    const { otherDoctor, start, add } = await setUp();
    await add([{ start_time: start, end_time: later(start, 50) }]);
    expect(
      (await add([{ start_time: start, end_time: later(start, 50) }], otherDoctor.token))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    ['a slot in the past', -2, 50, 'Cannot add slots in the past'],
    ['an end before the start', 2, -30, 'End time must be after start time'],
    ['five minutes', 2, 5, 'A slot must last from 10 minutes to 8 hours.'],
    ['nine hours', 2, 540, 'A slot must last from 10 minutes to 8 hours.'],
  ])('refuses %s with 400', async (_, hours, minutes, message) => {
    const { add } = await setUp();
    const start = hoursFromNow(ctx.app, hours);
    const res = await add([{ start_time: start, end_time: later(start, minutes) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message });
  });

  it('refuses more than 500 slots and a body that is not a list', async () => {
    const { start, add, doctor } = await setUp();
    const many = Array.from({ length: 501 }, (_, i) => ({
      start_time: later(start, i * 20),
      end_time: later(start, i * 20 + 15),
    }));
    expect((await add(many)).json()).toMatchObject({
      error: 'At most 500 slots can be added at once.',
    });
    const notAList = await client().post(
      '/api/doctor/add-available-slots',
      { slots: 'soon' },
      doctor.token,
    );
    expect(notAList.statusCode).toBe(400);
    const exactly500 = await add(many.slice(0, 500));
    expect(exactly500.json()).toEqual({ success: true, added: 500 });
  });

  it('keeps every doctor to their own slots, and patients out', async () => {
    const { start, add, own, otherDoctor, patient } = await setUp();
    await add([{ start_time: start, end_time: later(start, 50) }]);
    const [slot] = (await own()).available;
    const move = { start_time: later(start, 60), end_time: later(start, 110) };
    expect(
      (await client().put(`/api/doctor/available-slots/${slot!.id}`, move, otherDoctor.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await client().delete(`/api/doctor/available-slots/${slot!.id}`, {}, otherDoctor.token))
        .statusCode,
    ).toBe(404);
    expect((await client().get('/api/doctor/available-slots', patient.token)).statusCode).toBe(403);
    expect((await add([move], patient.token)).statusCode).toBe(403);
    expect((await client().get('/api/doctor/available-slots')).statusCode).toBe(401);
    expect((await own()).available).toHaveLength(1);
  });

  it('edits a slot in one step, and leaves it alone when the edit overlaps', async () => {
    const { start, add, own, doctor } = await setUp();
    await add([
      { start_time: start, end_time: later(start, 50) },
      { start_time: later(start, 120), end_time: later(start, 170) },
    ]);
    const [first] = (await own()).available;
    const moved = await client().put(
      `/api/doctor/available-slots/${first!.id}`,
      { start_time: later(start, 60), end_time: later(start, 110) },
      doctor.token,
    );
    expect(moved.statusCode).toBe(200);
    const clash = await client().put(
      `/api/doctor/available-slots/${first!.id}`,
      { start_time: later(start, 100), end_time: later(start, 150) },
      doctor.token,
    );
    expect(clash.statusCode).toBe(409);
    const after = (await own()).available.find((s) => s.id === first!.id);
    expect(after?.start_time).toBe(later(start, 60));
  });

  it('deletes a free slot, but not a booked or an expired one', async () => {
    const { start, add, own, doctor, patient } = await setUp();
    await add([
      { start_time: start, end_time: later(start, 50) },
      { start_time: later(start, 60), end_time: later(start, 110) },
      { start_time: later(start, 120), end_time: later(start, 170) },
    ]);
    const [a, b, c] = (await own()).available;
    await client().post(
      '/api/bookings/create',
      { slotId: b!.id, doctorId: doctor.user.id },
      patient.token,
    );
    expect(
      (await client().delete(`/api/doctor/available-slots/${a!.id}`, {}, doctor.token)).statusCode,
    ).toBe(200);
    const booked = await client().delete(`/api/doctor/available-slots/${b!.id}`, {}, doctor.token);
    expect(booked.statusCode).toBe(409);
    expect(booked.json()).toMatchObject({
      error: 'Booked slots cannot be deleted. Cancel the appointment instead.',
    });
    ctx.clock.advance(52 * 3600_000);
    const { doctor: returning } = await signInDemoPeople(ctx.app); // the old session went idle
    const expired = await client().delete(
      `/api/doctor/available-slots/${c!.id}`,
      {},
      returning.token,
    );
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ error: 'This slot has expired' });
    const mine = await own(returning.token);
    expect(mine.available.map((s) => s.status)).toEqual(['expired']);
  });

  it('answers an unknown or malformed doctor id with 404', async () => {
    expect(
      (await client().get('/api/doctors/00000000-0000-4000-8000-000000000000/available-slots'))
        .statusCode,
    ).toBe(404);
    expect((await client().get('/api/doctors/not-a-uuid/available-slots')).statusCode).toBe(404);
    expect((await client().get('/api/doctors/not-a-uuid')).statusCode).toBe(404);
  });
});
