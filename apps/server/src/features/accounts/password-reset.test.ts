import { messages } from '@solace/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoPatient } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { outboxDrained } from '../../test/outbox-kit';
import { useTestApp } from '../../test/test-app';

const linkPattern = /http:\/\/localhost:3000\/changepass\?email=([^&\s]+)&token=([\w-]+)/;

describe('password reset by e-mail', () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);

  async function requestLink(email = demoPatient.email) {
    const res = await client().post('/api/verifyemail', { email });
    expect(res.statusCode).toBe(200);
    const mail = await ctx.smtp.nextMailTo(email);
    const [, linkEmail, token] = linkPattern.exec(mail.decoded) ?? [];
    return { mail, email: decodeURIComponent(linkEmail ?? ''), token: token ?? '' };
  }

  const reset = (email: string, token: string, password = 'new-calm-password-7') =>
    client().post('/api/changepassword', {
      email,
      token,
      newPassword: password,
      confirmPassword: password,
    });

  it('mails a link that sets a new password once and ends every session', async () => {
    const before = await client().login();
    const { mail, email, token } = await requestLink();
    expect(mail.decoded).toContain('Content-Type: text/plain');
    expect(mail.decoded).toContain('Content-Type: text/html');
    expect(email).toBe(demoPatient.email);

    const res = await reset(email, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Password changed successfully' });
    expect((await client().get('/api/check-login', before.token)).statusCode).toBe(401);
    expect((await client().post('/api/login', { email, password: DEMO_PASSWORD })).statusCode).toBe(
      401,
    );
    const after = await client().login(email, 'new-calm-password-7');
    const history = (
      await client().get(`/api/profile/history/${after.user.id}`, after.token)
    ).json() as {
      activity: string;
    }[];
    expect(history.map((h) => h.activity)).toContain('Reset password by e-mail link');

    const again = await reset(email, token, 'another-password-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'This password change link is invalid or has expired.',
    });
  });

  it('retires a link asked for before the password was changed from the profile', async () => {
    const { email, token } = await requestLink();
    const session = await client().login();
    const change = await client().post(
      '/api/changepassword',
      {
        userId: session.user.id,
        currentPassword: DEMO_PASSWORD,
        newPassword: 'owner-chose-this-9',
        confirmPassword: 'owner-chose-this-9',
      },
      session.token,
    );
    expect(change.statusCode).toBe(200);

    // Whoever still holds the older link cannot set the password behind the owner's back.
    const res = await reset(email, token, 'someone-elses-pick-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'This password change link is invalid or has expired.',
    });
    expect((await client().get('/api/check-login', session.token)).statusCode).toBe(200);
    await expect(client().login(email, 'owner-chose-this-9')).resolves.toMatchObject({
      user: { id: session.user.id },
    });
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const unknown = await client().post('/api/verifyemail', { email: 'nobody@example.com' });
    const known = await client().post('/api/verifyemail', { email: demoPatient.email });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toMatchObject({ message: 'Password change link sent to your email.' });
    await ctx.smtp.nextMailTo(demoPatient.email);
    await outboxDrained(ctx.app);
    expect(ctx.smtp.mails.filter((m) => m.to.includes('nobody@example.com'))).toEqual([]);
  });

  it('refuses a link after 30 minutes', async () => {
    const { email, token } = await requestLink();
    ctx.clock.advance(31 * 60_000);
    const res = await reset(email, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'This password change link is invalid or has expired.',
    });
  });

  it('accepts a link within 30 minutes', async () => {
    const { email, token } = await requestLink();
    ctx.clock.advance(29 * 60_000);
    const res = await reset(email, token);
    expect(res.statusCode).toBe(200);
    // A reset does not sign in (only a first password from a welcome link does).
    expect(res.json()).toEqual({ success: true, message: messages.accounts.passwordChanged });
  });

  it('refuses a made-up token, a session token, a missing token and another account', async () => {
    const { token } = await requestLink();
    const session = await client().login();
    for (const [email, badToken] of [
      [demoPatient.email, 'made-up-token'],
      [demoPatient.email, session.token],
      [demoPatient.email, ''],
      ['ananya.sharma@solace.example', token],
    ] as const) {
      const res = await reset(email, badToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'This password change link is invalid or has expired.',
      });
    }
    expect(
      (await client().post('/api/changepassword', { email: demoPatient.email })).statusCode,
    ).toBe(400);
  });

  it('checks the new password before using the link', async () => {
    const { email, token } = await requestLink();
    const mismatch = await client().post('/api/changepassword', {
      email,
      token,
      newPassword: 'new-calm-password-7',
      confirmPassword: 'new-calm-password-8',
    });
    expect(mismatch.json()).toMatchObject({ error: 'Passwords do not match.' });
    expect((await reset(email, token, 'short')).json()).toMatchObject({
      error: 'Password must be at least 8 characters long.',
    });
    expect((await reset(email, token)).statusCode).toBe(200); // the link was not used up
  });

  it('answers a malformed address with 400 and limits requests per address', async () => {
    expect((await client().post('/api/verifyemail', { email: 'not-an-email' })).statusCode).toBe(
      400,
    );
    for (let i = 0; i < 10; i++) {
      expect(
        (await client().post('/api/verifyemail', { email: `x${i}@example.com` })).statusCode,
      ).toBe(200);
    }
    const limited = await client().post('/api/verifyemail', { email: 'x10@example.com' });
    expect(limited.statusCode).toBe(429);
  });
});
