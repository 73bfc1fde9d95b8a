import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoPatient } from '../../db/seed-data';
import { useTestApp } from '../../test/test-app';

const STRANGER = '203.0.113.66';
const HOME = '198.51.100.7';

interface Attempt {
  email?: string;
  password?: string;
  from?: string;
  cookie?: string;
}

/** A login to the demo client's account (by default from HOME with the right password). */
function loginTo(app: ReturnType<typeof useTestApp>['app'], options: Attempt = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: options.from ?? HOME,
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: {
      email: options.email ?? demoPatient.email,
      password: options.password ?? DEMO_PASSWORD,
    },
  });
}

/** The device cookie an answer sets, as the browser sends it back. */
const deviceCookie = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie']).split(';')[0]!;

describe('login limits that cannot be turned into a weapon', () => {
  const ctx = useTestApp();
  const login = (options: Attempt = {}) => loginTo(ctx.app, options);
  const guess = (from = STRANGER) => login({ password: 'wrong-guess', from });

  it("strangers' failures never keep the owner out of a device or an address they have used", async () => {
    const home = await login({ from: HOME });
    expect(home.statusCode).toBe(200);
    const cookie = deviceCookie(home);
    expect(cookie).toMatch(/^solace_device=[\w-]{43}$/);
    expect(String(home.headers['set-cookie'])).toContain('HttpOnly');

    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(401);
    const throttled = await guess();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({
      error: 'Too many login attempts. Please try again later.',
    });
    // A new device at a new address is a stranger too…
    expect((await login({ from: '192.0.2.10' })).statusCode).toBe(429);
    // …but the owner's own browser, wherever it is, and their own address are not.
    expect((await login({ from: '192.0.2.11', cookie })).statusCode).toBe(200);
    expect((await login({ from: HOME })).statusCode).toBe(200);
  });

  it('grows the delay with every further failure instead of locking the account', async () => {
    for (let i = 0; i < 5; i++) await guess();
    const first = await guess();
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    ctx.clock.advance(1000);
    expect((await guess()).statusCode).toBe(401);
    expect((await guess()).headers['retry-after']).toBe('2');
    ctx.clock.advance(2000);
    expect((await guess()).statusCode).toBe(401);
    expect((await guess()).headers['retry-after']).toBe('4');
    // Fifteen quiet minutes later, everything is forgotten.
    ctx.clock.advance(20 * 60_000);
    expect((await login({ from: STRANGER })).statusCode).toBe(200);
  });

  it('limits one address spraying passwords across many accounts', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await login({ email: `someone${i}@example.com`, password: 'x', from: STRANGER });
      expect(res.statusCode).toBe(401);
    }
    const sprayed = await login({
      email: 'someone-else@example.com',
      password: 'x',
      from: STRANGER,
    });
    expect(sprayed.statusCode).toBe(429);
    // Other addresses are not affected.
    expect((await login({ from: HOME })).statusCode).toBe(200);
  });

  it('counts simultaneous guesses before checking them: no more get checked than allowed', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => guess()));
    const checked = answers.filter((res) => res.statusCode === 401).length;
    expect(checked).toBe(5);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(25);
  });

  it("the owner's browser gets in whatever strangers do from the owner's own address", async () => {
    const home = await login({ from: HOME });
    const cookie = deviceCookie(home);
    // Strangers behind the same address use up its allowance and the account's allowance there.
    for (let i = 0; i < 30; i++) {
      await login({ email: `someone${i}@example.com`, password: 'x', from: HOME });
    }
    expect((await login({ password: 'wrong-guess', from: HOME })).statusCode).toBe(429);
    expect((await login({ from: HOME })).statusCode).toBe(429);
    // The device cookie is checked before the address rule: the owner is in.
    expect((await login({ from: HOME, cookie })).statusCode).toBe(200);
  });

  it('a stranger at a known address buys no fresh allowance with a new device cookie each time', async () => {
    expect((await login({ from: HOME })).statusCode).toBe(200);
    const forged = () => `solace_device=${randomBytes(32).toString('base64url')}`;
    const guessWithNewCookie = () =>
      login({ password: 'wrong-guess', from: HOME, cookie: forged() });
    for (let i = 0; i < 10; i++) expect((await guessWithNewCookie()).statusCode).toBe(401);
    expect((await guessWithNewCookie()).statusCode).toBe(429);
  });

  it("a right password forgets the place's failures", async () => {
    for (let i = 0; i < 4; i++) await guess();
    expect((await login({ from: STRANGER })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await guess()).statusCode).toBe(401);
  });
});

describe.each(['1', '127.0.0.1'])('behind one nginx with TRUST_PROXY=%s', (trustProxy) => {
  const ctx = useTestApp({ env: { TRUST_PROXY: trustProxy } });
  const NGINX = '127.0.0.1';

  /** What nginx passes on: whatever the client wrote, then the address nginx saw. */
  const loginVia = (clientWrote: string, realAddress: string, email: string, password = 'x') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: NGINX,
      headers: { 'x-forwarded-for': `${clientWrote}, ${realAddress}` },
      payload: { email, password },
    });

  it('takes the address nginx saw, not one the client writes', async () => {
    // Each attempt claims another address; all come from STRANGER and are counted there.
    for (let i = 0; i < 30; i++) {
      const res = await loginVia(`10.9.8.${i}`, STRANGER, `someone${i}@example.com`);
      expect(res.statusCode).toBe(401);
    }
    expect((await loginVia('10.9.9.9', STRANGER, 'someone-else@example.com')).statusCode).toBe(429);
    // Claiming the owner's address does not spend the owner's allowance: the owner is in.
    expect((await loginVia(HOME, HOME, demoPatient.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a new password ends the trust the old one earned', () => {
  const ctx = useTestApp({ smtp: true });
  const NEW_PASSWORD = 'new-calm-password-7';
  const login = (from: string, cookie?: string, password?: string) =>
    loginTo(ctx.app, { from, cookie, password });

  /** Someone who had the old password signed in with it, from their own browser and address. */
  async function leakedPasswordUsed(): Promise<string> {
    const theirs = await login(STRANGER);
    expect(theirs.statusCode).toBe(200);
    return deviceCookie(theirs);
  }

  /** Guesses at the new password from the leaked browser: a stranger's five, then a wait. */
  async function expectStrangersAllowance(cookie: string): Promise<void> {
    for (let i = 0; i < 5; i++) {
      expect((await login(STRANGER, cookie, `guess-number-${i}`)).statusCode).toBe(401);
    }
    expect((await login(STRANGER, cookie, 'guess-number-6')).statusCode).toBe(429);
  }

  it('a change from the profile keeps only the browser that made it trusted', async () => {
    const leaked = await leakedPasswordUsed();
    const home = await login(HOME);
    const homeCookie = deviceCookie(home);
    const { token, user } = home.json() as { token: string; user: { id: string } };

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/changepassword',
      remoteAddress: HOME,
      headers: { cookie: homeCookie, authorization: `Bearer ${token}` },
      payload: {
        userId: user.id,
        currentPassword: DEMO_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(deviceCookie(changed)).toBe(homeCookie);

    await expectStrangersAllowance(leaked);
    // The owner's browser kept its own allowance: strangers' failures do not keep it out.
    expect((await login('192.0.2.44', homeCookie, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a reset by e-mail leaves no place trusted until it signs in again', async () => {
    const leaked = await leakedPasswordUsed();
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/verifyemail',
      payload: { email: demoPatient.email },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await ctx.smtp.nextMailTo(demoPatient.email);
    const resetToken = /changepass\?email=[^&\s]+&token=([\w-]+)/.exec(mail.decoded)?.[1];
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/changepassword',
      remoteAddress: HOME,
      payload: {
        email: demoPatient.email,
        token: resetToken,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(reset.statusCode).toBe(200);

    await expectStrangersAllowance(leaked);
  });
});
