import { describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { useTestApp } from '../../test/test-app';
import { createStaffAccount } from './staff-accounts.service';

describe('staff accounts', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);

  it('creates a listed therapist who logs in on the therapist login', async () => {
    await createStaffAccount(ctx.app.ctx, {
      role: 'doctor',
      email: 'dr.iqbal@example.com',
      name: 'Dr. Iqbal',
      password: 'gentle-waves-11',
      specialization: 'Sleep',
      priceRupees: 950,
    });
    const { user } = await client().login(
      'dr.iqbal@example.com',
      'gentle-waves-11',
      '/api/DocLogin',
    );
    expect(user.role).toBe('doctor');
    const doctors = (await client().get('/api/doctors')).json() as {
      name: string;
      price: number;
    }[];
    expect(doctors).toContainEqual(expect.objectContaining({ name: 'Dr. Iqbal', price: 950 }));
  });

  it('gives an account without a password a one-time link that sets it', async () => {
    const { setPasswordLink } = await createStaffAccount(ctx.app.ctx, {
      role: 'admin',
      email: 'ops@example.com',
      name: 'Ops',
    });
    const url = new URL(setPasswordLink!);
    expect(url.pathname).toBe('/changepass');
    expect(
      (await client().post('/api/DocLogin', { email: 'ops@example.com', password: 'anything-1' }))
        .statusCode,
    ).toBe(401);
    const res = await client().post('/api/changepassword', {
      email: url.searchParams.get('email'),
      token: url.searchParams.get('token'),
      newPassword: 'first-light-2026',
      confirmPassword: 'first-light-2026',
    });
    expect(res.statusCode).toBe(200);
    const { user } = await client().login('ops@example.com', 'first-light-2026', '/api/DocLogin');
    expect(user.role).toBe('admin');
  });

  it('refuses a second account with the same e-mail', async () => {
    await expect(
      createStaffAccount(ctx.app.ctx, {
        role: 'doctor',
        email: 'ANANYA.sharma@solace.example',
        name: 'X',
      }),
    ).rejects.toThrow('An account with this email already exists.');
  });
});
