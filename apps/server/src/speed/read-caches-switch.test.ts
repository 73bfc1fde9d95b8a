import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { overHttp } from '../test/http-client';
import { hoursFromNow, later, signInDemoPeople } from '../test/people';
import { testConfig, useTestApp } from '../test/test-app';

/**
 * READ_CACHES=off is the speed part's switch: the same database read through an instance with
 * its memory and one without must give the same answers, before and after writes made on
 * either, while the one without never answers from memory.
 */
describe('READ_CACHES: caches on and off give the same answers', () => {
  const ctx = useTestApp();
  let off: FastifyInstance;
  beforeAll(async () => {
    off = await buildApp(testConfig({ READ_CACHES: 'off' }), {
      database: ctx.database,
      clock: ctx.clock,
    });
    await off.ready();
  });
  afterAll(() => off?.close());

  it('answers the catalogue, check-login and a session the same way, write after write', async () => {
    const on = overHttp(ctx.app);
    const direct = overHttp(off);
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const asPatient = on.bearer(patient.token);
    const reads: [string, Record<string, string>?][] = [
      ['/api/plans'],
      ['/api/services'],
      ['/api/doctors'],
      [`/api/doctors/${doctor.user.id}`],
      [`/api/doctors/${doctor.user.id}/available-slots`],
      ['/api/check-login', asPatient],
      ['/api/session', asPatient],
    ];
    const sameAnswers = async (step: string) => {
      for (const [path, headers] of reads) {
        await on.get(path, headers); // kept from here when it can be
        const remembered = await on.get(path, headers);
        const fromDatabase = await direct.get(path, headers);
        expect(fromDatabase.statusCode, `${step}: ${path}`).toBe(remembered.statusCode);
        expect(fromDatabase.body, `${step}: ${path}`).toBe(remembered.body);
      }
    };

    await sameAnswers('at start');
    const start = hoursFromNow(ctx.app, 30);
    const added = await direct.post(
      '/api/doctor/add-available-slots',
      { slots: [{ start_time: start, end_time: later(start, 50) }] },
      doctor.token,
    );
    expect(added.statusCode).toBe(200);
    await sameAnswers('a slot added without caches');

    const slots = (await on.get(`/api/doctors/${doctor.user.id}/available-slots`)).json() as {
      available: { id: string }[];
    };
    const booked = await on.post(
      '/api/bookings/create',
      { slotId: slots.available[0]!.id, doctorId: doctor.user.id },
      patient.token,
    );
    expect(booked.statusCode).toBe(200);
    await sameAnswers('booked with caches');

    expect((await direct.post('/api/logout', {}, patient.token)).statusCode).toBe(200);
    await sameAnswers('logged out without caches');
    expect((await on.get('/api/check-login', asPatient)).statusCode).toBe(401);

    expect(ctx.app.frontDoor.answered).toBeGreaterThan(0);
    expect(off.frontDoor.answered).toBe(0);
  });
});
