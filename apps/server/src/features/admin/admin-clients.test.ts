import { describe, expect, it } from 'vitest';
import {
  adminBookingsResponseSchema,
  adminClientsResponseSchema,
  auditLogResponseSchema,
  messages,
} from '@solace/shared';
import { buildApp } from '../../app';
import { api } from '../../test/api-helpers';
import { SCENE_PASSWORD, makePerson } from '../../test/authorization-scene';
import { addFreeSlot } from '../../test/people';
import { testConfig, useTestApp } from '../../test/test-app';
import { signedInAdmin } from './admin-test-kit';

const a = messages.admin;

describe('admin: clients', () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);

  it('finds clients by name or e-mail, literally, and never lists staff', async () => {
    const { call } = await signedInAdmin(ctx.app);
    const zed = await makePerson(ctx.app, 'patient', 'Zed Searchable');
    await makePerson(ctx.app, 'patient', 'Other Person');
    await makePerson(ctx.app, 'doctor', 'Zed Doctor');
    const find = async (q: string) =>
      adminClientsResponseSchema
        .parse((await call('GET', `/api/admin/clients?q=${encodeURIComponent(q)}`)).json())
        .map((c) => c.id);
    expect(await find('zed search')).toEqual([zed.id]);
    expect(await find(zed.email.toUpperCase())).toEqual([zed.id]);
    expect(await find('%')).toEqual([]);
    expect(await find('_')).toEqual([]);
  });

  it('shows a client’s bookings, not their chat; deactivates and reactivates them; sends a reset link; all audited', async () => {
    const { call } = await signedInAdmin(ctx.app);
    const patient = await makePerson(ctx.app, 'patient', 'Client To Help');
    const doctor = await makePerson(ctx.app, 'doctor', 'Their Therapist');
    const slotId = await addFreeSlot(ctx.app, doctor.token, 30);
    const booked = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: doctor.id },
      patient.token,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    await client().post('/api/chat/conversations', { withUserId: doctor.id }, patient.token);

    const res = await call('GET', `/api/admin/clients/${patient.id}/bookings`);
    expect(res.statusCode).toBe(200);
    const bookings = adminBookingsResponseSchema.parse(res.json());
    expect(bookings).toMatchObject([{ therapistName: doctor.name, status: 'booked' }]);
    expect(res.body).not.toContain('conversation');

    expect((await call('POST', `/api/admin/clients/${patient.id}/deactivate`)).statusCode).toBe(
      200,
    );
    expect((await client().get('/api/check-login', patient.token)).statusCode).toBe(401);
    const login = await client().post('/api/login', {
      email: patient.email,
      password: SCENE_PASSWORD,
    });
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
    const after = adminBookingsResponseSchema.parse(
      (await call('GET', `/api/admin/clients/${patient.id}/bookings`)).json(),
    );
    expect(after[0]?.status).toBe('cancelled');
    const [listed] = adminClientsResponseSchema.parse(
      (await call('GET', `/api/admin/clients?q=${encodeURIComponent(patient.email)}`)).json(),
    );
    expect(listed?.active).toBe(false);

    expect((await call('POST', `/api/admin/clients/${patient.id}/reactivate`)).statusCode).toBe(
      200,
    );
    expect(
      (await client().post('/api/login', { email: patient.email, password: SCENE_PASSWORD }))
        .statusCode,
    ).toBe(200);

    expect((await call('POST', `/api/admin/clients/${patient.id}/password-reset`)).statusCode).toBe(
      200,
    );
    const mail = await ctx.smtp.nextMailTo(patient.email, /changepass/);
    expect(mail.decoded).toContain(messages.mail.passwordLink.reset.subject);

    const log = auditLogResponseSchema.parse((await call('GET', '/api/admin/audit-log')).json());
    expect(log.map((e) => [e.action, e.targetType, e.targetId])).toEqual([
      [a.actions.resetLink, 'client', patient.id],
      [a.actions.reactivated, 'client', patient.id],
      [a.actions.clientBookingsViewed, 'client', patient.id],
      [a.actions.deactivated, 'client', patient.id],
      [a.actions.clientBookingsViewed, 'client', patient.id],
    ]);
    expect((await call('GET', `/api/admin/clients/${doctor.id}/bookings`)).statusCode).toBe(404);
  });

  it('creates the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const env = { ADMIN_EMAIL: 'first.admin@example.com', ADMIN_PASSWORD: 'first-admin-pass-1' };
    for (let start = 0; start < 2; start += 1) {
      const app = await buildApp(testConfig(env), { database: ctx.database, clock: ctx.clock });
      await app.close();
    }
    const session = await client().login(env.ADMIN_EMAIL, env.ADMIN_PASSWORD, '/api/DocLogin');
    expect(session.user.role).toBe('admin');
    expect(() => testConfig({ ADMIN_EMAIL: 'a@b.cd' })).toThrow(/ADMIN_PASSWORD/);
  });
});
