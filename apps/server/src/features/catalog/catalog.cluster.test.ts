import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { doctorsResponseSchema, publicSlotsResponseSchema } from '@solace/shared';
import { buildApp } from '../../app';
import { api } from '../../test/api-helpers';
import { overHttp } from '../../test/http-client';
import { hoursFromNow, later, signInDemoPeople } from '../../test/people';
import { testConfig } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { getTestDatabase, resetDatabase } from '../../test/test-database';

/**
 * Two server instances on one PostgreSQL, as behind a load balancer: each answers public reads
 * and sessions from its own memory, and a write on one is seen by the very next read on the
 * other. Runs in the PostgreSQL run (DATABASE_URL set).
 */
const skipped = process.env.DATABASE_URL ? undefined : 'needs DATABASE_URL (PostgreSQL)';

describe.skipIf(skipped !== undefined)(
  `public reads on two instances${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    const clock = new TestClock();
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      const database = await getTestDatabase();
      const build = () => buildApp(testConfig(), { database, clock });
      [a, b] = await Promise.all([build(), build()]);
    });
    beforeEach(async () => {
      clock.reset();
      await resetDatabase(a.database);
      // The reset was not a request: wait until both have heard of it.
      await Promise.all([a.ctx.invalidations.settle(), b.ctx.invalidations.settle()]);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    // Reads over real connections: what each keeps is answered by its front door.
    const slotsOn = async (app: FastifyInstance, doctorId: string) =>
      publicSlotsResponseSchema.parse(
        (await overHttp(app).get(`/api/doctors/${doctorId}/available-slots`)).json(),
      );
    const nextOn = async (app: FastifyInstance, doctorId: string) =>
      doctorsResponseSchema
        .parse((await overHttp(app).get('/api/doctors')).json())
        .find((d) => d.id === doctorId)?.nextAvailable;

    it('shows a slot added on one instance in the next read on the other, every time', async () => {
      const { doctor, patient } = await signInDemoPeople(a);
      const id = doctor.user.id;
      const start = hoursFromNow(a, 24);
      for (let i = 0; i < 10; i++) {
        // Kept in memory on both before each write.
        const before = await slotsOn(b, id);
        await slotsOn(a, id);
        await nextOn(b, id);
        const slotStart = later(start, -i * 60);
        const added = await api(a).post(
          '/api/doctor/add-available-slots',
          { slots: [{ start_time: slotStart, end_time: later(slotStart, 50) }] },
          doctor.token,
        );
        expect(added.statusCode).toBe(200);
        const after = await slotsOn(b, id);
        expect(after.available).toHaveLength(before.available.length + 1);
        expect(await nextOn(b, id)).toBe(new Date(slotStart).toISOString());
      }

      const [slot] = (await slotsOn(a, id)).available;
      const booked = await api(b).post(
        '/api/bookings/create',
        { slotId: slot!.id, doctorId: id },
        patient.token,
      );
      expect(booked.statusCode).toBe(200);
      expect((await slotsOn(a, id)).booked.map((s) => s.id)).toEqual([slot!.id]);
    });

    it('ends a session on every instance at logout', async () => {
      const { patient } = await signInDemoPeople(a);
      const checkLoginOn = async (app: FastifyInstance) =>
        (await overHttp(app).get('/api/check-login', overHttp(app).bearer(patient.token)))
          .statusCode;
      // Twice each: the second is answered from the remembered session.
      for (const app of [b, a, b, a]) expect(await checkLoginOn(app)).toBe(200);
      expect((await api(a).post('/api/logout', {}, patient.token)).statusCode).toBe(200);
      expect(await checkLoginOn(b)).toBe(401);
      expect(await checkLoginOn(a)).toBe(401);
    });
  },
);
