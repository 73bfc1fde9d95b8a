import { describe, expect, it } from 'vitest';
import { checkLoginResponseSchema, publicSlotsResponseSchema } from '@solace/shared';
import { overHttp, type HttpAnswer } from '../test/http-client';
import { hoursFromNow, later, signInDemoPeople } from '../test/people';
import { useTestApp } from '../test/test-app';

/** The headers that may differ between two answers of the same bytes: the time, the request. */
const withoutDate = ({
  date: _date,
  'x-request-id': requestId,
  ...headers
}: HttpAnswer['headers']) => {
  expect(requestId).toMatch(/^[\w-]+$/);
  return headers;
};

describe('the front door: answers already in memory, before the framework', () => {
  const ctx = useTestApp({ env: { CORS_ORIGINS: 'https://app.example.org' } });
  const http = () => overHttp(ctx.app);
  /** GETs `path` and says whether the framework answered it (the front door did not). */
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const before = ctx.app.frontDoor.answered;
    const answer = await http().get(path, headers);
    return { answer, byFramework: ctx.app.frontDoor.answered === before };
  };

  it('answers a kept catalogue read with the very headers and bytes the framework sent', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    for (const path of [
      '/api/plans',
      '/api/services',
      '/api/doctors',
      `/api/doctors/${doctor.user.id}`,
      `/api/doctors/${doctor.user.id}/available-slots`,
    ]) {
      const encodings: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip, deflate, br' }];
      for (const encoding of encodings) {
        // A query string takes the framework's way: the reference answer.
        const reference = await get(`${path}?via=framework`, encoding);
        expect(reference.byFramework, path).toBe(true);
        await get(path, encoding); // kept from here, if it was not
        const door = await get(path, encoding);
        expect(door.byFramework, path).toBe(false);
        expect(door.answer.statusCode).toBe(200);
        expect(withoutDate(door.answer.headers)).toEqual(withoutDate(reference.answer.headers));
        expect(door.answer.rawPayload.equals(reference.answer.rawPayload)).toBe(true);
        expect(door.answer.headers['content-security-policy']).toContain("default-src 'self'");
      }
      const etag = String((await get(path)).answer.headers.etag);
      const revalidated = await get(path, { 'if-none-match': etag });
      expect(revalidated).toMatchObject({ byFramework: false, answer: { statusCode: 304 } });
    }
  });

  it('shows a write in the very next read: what it changed is dropped before the write answers', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const path = `/api/doctors/${doctor.user.id}/available-slots`;
    const slots = async () => publicSlotsResponseSchema.parse((await get(path)).answer.json());
    expect((await slots()).available).toHaveLength(0);
    expect((await get(path)).byFramework).toBe(false);

    const start = hoursFromNow(ctx.app, 30);
    const added = await http().post(
      '/api/doctor/add-available-slots',
      { slots: [{ start_time: start, end_time: later(start, 50) }] },
      doctor.token,
    );
    expect(added.statusCode).toBe(200);
    const [slot] = (await slots()).available;
    expect(slot?.start_time).toBe(new Date(start).toISOString());

    const booked = await http().post(
      '/api/bookings/create',
      { slotId: slot!.id, doctorId: doctor.user.id },
      patient.token,
    );
    expect(booked.statusCode).toBe(200);
    expect(await slots()).toMatchObject({ available: [], booked: [{ id: slot!.id }] });
  });

  it('leaves to the framework what it must see: sessions, query strings, CORS, other methods', async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    await get('/api/plans'); // kept from here
    expect((await get('/api/plans')).byFramework).toBe(false);
    // A signed-in client's browsing counts as the session's activity.
    expect((await get('/api/plans', http().bearer(patient.token))).byFramework).toBe(true);
    expect((await get('/api/plans?fresh=1')).byFramework).toBe(true);
    const crossOrigin = await get('/api/plans', { origin: 'https://app.example.org' });
    expect(crossOrigin.byFramework).toBe(true);
    expect(crossOrigin.answer.headers['access-control-allow-origin']).toBe(
      'https://app.example.org',
    );
    expect((await get('/api/nothing-here')).answer.statusCode).toBe(404);
  });

  it('answers check-login for a remembered session, and never once it has ended', async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    const asPatient = http().bearer(patient.token);
    const first = await get('/api/check-login', asPatient);
    expect(first.byFramework).toBe(true);
    const second = await get('/api/check-login', asPatient);
    expect(second.byFramework).toBe(false);
    expect(withoutDate(second.answer.headers)).toEqual(withoutDate(first.answer.headers));
    expect(checkLoginResponseSchema.parse(second.answer.json()).user.id).toBe(patient.user.id);
    expect(second.answer.body).toBe(first.answer.body);

    expect((await get('/api/check-login', http().bearer('made-up'))).answer.statusCode).toBe(401);
    expect((await get('/api/check-login')).answer.statusCode).toBe(401);

    expect((await http().post('/api/logout', {}, patient.token)).statusCode).toBe(200);
    const after = await get('/api/check-login', asPatient);
    expect(after).toMatchObject({ byFramework: true, answer: { statusCode: 401 } });
  });
});
