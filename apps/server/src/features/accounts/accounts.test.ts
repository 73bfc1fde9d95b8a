import { describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@solace/shared';
import { sessions } from '../../db/schema';
import { DEMO_PASSWORD, demoDoctors, demoPatient } from '../../db/seed-data';
import { useTestApp } from '../../test/test-app';
import { hashToken } from './sessions.service';

const doctorEmail = demoDoctors[0]!.email;

describe('logins and sessions', () => {
  const ctx = useTestApp();

  const login = (url: string, email: string, password = DEMO_PASSWORD) =>
    ctx.app.inject({ method: 'POST', url, payload: { email, password } });
  const checkLogin = (token: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      url: '/api/check-login',
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  it('signs the demo client in on /api/login and knows them on check-login', async () => {
    const res = await login('/api/login', demoPatient.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const { token, user } = loginResponseSchema.parse(res.json());
    expect(user).toMatchObject({ name: demoPatient.name, role: 'patient' });
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const check = await checkLogin(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ user });
  });

  it('signs a therapist in on /api/DocLogin only', async () => {
    const res = await login('/api/DocLogin', doctorEmail);
    expect(res.statusCode).toBe(200);
    expect(loginResponseSchema.parse(res.json()).user.role).toBe('doctor');
    expect((await login('/api/login', doctorEmail)).statusCode).toBe(403);
    expect((await login('/api/DocLogin', demoPatient.email)).statusCode).toBe(403);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const wrongPassword = await login('/api/login', demoPatient.email, 'not-the-password');
    const unknown = await login('/api/login', 'nobody@solace.example', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('stores only a hash of the token', async () => {
    const { token } = loginResponseSchema.parse(
      (await login('/api/login', demoPatient.email)).json(),
    );
    const rows = await ctx.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers check-login with 401 without a token or with a made-up one', async () => {
    expect((await ctx.app.inject({ url: '/api/check-login' })).statusCode).toBe(401);
    expect((await checkLogin('made-up-token')).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const { token } = loginResponseSchema.parse(
      (await login('/api/login', demoPatient.email)).json(),
    );
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await checkLogin(token)).statusCode).toBe(401);
  });

  it('ends a session after 30 idle minutes, and background requests do not count as activity', async () => {
    const { token } = loginResponseSchema.parse(
      (await login('/api/login', demoPatient.email)).json(),
    );
    ctx.clock.advance(29 * 60_000);
    expect((await checkLogin(token, { 'x-solace-background': '1' })).statusCode).toBe(200);
    // The background request did not count: two more minutes make 31 idle ones.
    ctx.clock.advance(2 * 60_000);
    expect((await checkLogin(token)).statusCode).toBe(401);
  });

  it('keeps an active session alive past 30 minutes', async () => {
    const { token } = loginResponseSchema.parse(
      (await login('/api/login', demoPatient.email)).json(),
    );
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(20 * 60_000);
      expect((await checkLogin(token)).statusCode).toBe(200);
    }
  });

  it('ends a session 12 hours after login however active it is', async () => {
    const { token } = loginResponseSchema.parse(
      (await login('/api/login', demoPatient.email)).json(),
    );
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      ctx.clock.advance(20 * 60_000);
      expect((await checkLogin(token)).statusCode).toBe(200);
    }
    ctx.clock.advance(20 * 60_000);
    expect((await checkLogin(token)).statusCode).toBe(401);
  });
});
