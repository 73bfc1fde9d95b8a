import { describe, expect, it } from 'vitest';
import { notificationsResponseSchema } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { hoursFromNow, later, notifyNow, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

describe('notifications', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);
  const list = async (token: string, query = '') =>
    notificationsResponseSchema.parse(
      (await client().get(`/api/notifications${query}`, token)).json(),
    );

  it('tells both sides of a booking and the other side of a cancellation', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const start = hoursFromNow(ctx.app, 48);
    await client().post(
      '/api/doctor/add-available-slots',
      { slots: [{ start_time: start, end_time: later(start, 50) }] },
      doctor.token,
    );
    const slotId = (
      (await client().get('/api/doctor/available-slots', doctor.token)).json() as {
        available: { id: string }[];
      }
    ).available[0]!.id;
    const booked = (
      await client().post(
        '/api/bookings/create',
        { slotId, doctorId: doctor.user.id },
        patient.token,
      )
    ).json() as {
      booking: { id: string };
    };
    expect((await list(doctor.token))[0]).toMatchObject({
      title: 'New booking',
      read: false,
      link: '/dochome',
    });
    expect((await list(patient.token))[0]).toMatchObject({ title: 'Session booked' });
    await client().post(`/api/bookings/${booked.booking.id}/cancel`, {}, patient.token);
    expect((await list(doctor.token))[0]).toMatchObject({ title: 'Session cancelled' });
    expect((await list(patient.token))[0]?.title).toBe('Session booked');
  });

  it('lists only the own notifications, newest first, 50 a page, older ones with ?before=', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    for (let i = 0; i < 55; i++) {
      ctx.clock.advance(1000);
      await notifyNow(ctx.app, patient.user.id, { title: `N${i}`, message: 'm' });
    }
    await notifyNow(ctx.app, doctor.user.id, { title: 'For the doctor', message: 'm' });
    const first = await list(patient.token);
    expect(first).toHaveLength(50);
    expect(first[0]?.title).toBe('N54');
    const older = await list(patient.token, `?before=${encodeURIComponent(first[49]!.created_at)}`);
    expect(older.map((n) => n.title)).toEqual(['N4', 'N3', 'N2', 'N1', 'N0']);
    expect(first.concat(older).some((n) => n.title === 'For the doctor')).toBe(false);
    expect(
      (await client().get('/api/notifications?before=yesterday', patient.token)).statusCode,
    ).toBe(400);
    expect((await client().get('/api/notifications')).statusCode).toBe(401);
  });

  it("marks one read, refuses someone else's, and marks all read", async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const a = await notifyNow(ctx.app, patient.user.id, { title: 'A', message: 'm' });
    await notifyNow(ctx.app, patient.user.id, { title: 'B', message: 'm' });
    const theirs = await notifyNow(ctx.app, doctor.user.id, { title: 'C', message: 'm' });
    expect(
      (await client().put(`/api/notifications/${a.id}/read`, {}, patient.token)).statusCode,
    ).toBe(200);
    expect(
      (await client().put(`/api/notifications/${theirs.id}/read`, {}, patient.token)).statusCode,
    ).toBe(404);
    expect(
      (await client().put('/api/notifications/not-an-id/read', {}, patient.token)).statusCode,
    ).toBe(404);
    expect((await list(patient.token)).map((n) => [n.title, n.read])).toEqual([
      ['B', false],
      ['A', true],
    ]);
    expect((await client().put('/api/notifications/read-all', {}, patient.token)).json()).toEqual({
      success: true,
      updated: 1,
    });
    expect((await list(patient.token)).every((n) => n.read)).toBe(true);
    expect((await list(doctor.token))[0]).toMatchObject({ title: 'C', read: false });
  });
});
