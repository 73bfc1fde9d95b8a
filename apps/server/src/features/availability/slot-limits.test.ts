import { describe, expect, it } from 'vitest';
import { MAX_SLOTS_PER_REQUEST, MAX_UPCOMING_SLOTS, SLOT_HORIZON_DAYS } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { hoursFromNow, later, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

describe("limits on a therapist's slots", () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);

  /** `count` back-to-back 15-minute slots from `hours` ahead. */
  function batch(hours: number, count: number) {
    const first = hoursFromNow(ctx.app, hours);
    return Array.from({ length: count }, (_, i) => ({
      start_time: later(first, i * 15),
      end_time: later(first, i * 15 + 15),
    }));
  }

  it(`refuses slots more than ${SLOT_HORIZON_DAYS} days ahead`, async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const res = await client().post(
      '/api/doctor/add-available-slots',
      { slots: batch(SLOT_HORIZON_DAYS * 24 + 1, 1) },
      doctor.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'SLOT_TOO_FAR_AHEAD',
      fields: { start_time: `Slots can be added up to ${SLOT_HORIZON_DAYS} days ahead.` },
    });
  });

  it(`caps a therapist's upcoming slots at ${MAX_UPCOMING_SLOTS}`, async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const batches = MAX_UPCOMING_SLOTS / MAX_SLOTS_PER_REQUEST;
    for (let i = 0; i < batches; i++) {
      const res = await client().post(
        '/api/doctor/add-available-slots',
        { slots: batch(24 + i * 200, MAX_SLOTS_PER_REQUEST) },
        doctor.token,
      );
      expect(res.statusCode).toBe(200);
    }
    const over = await client().post(
      '/api/doctor/add-available-slots',
      { slots: batch(24 * 170, 1) },
      doctor.token,
    );
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_SLOTS' });
  }, 60_000);
});
