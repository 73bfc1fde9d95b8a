import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingSignups, users } from '../../db/schema';
import { demoPatient } from '../../db/seed-data';
import { loginResponseSchema, messages, signupResponseSchema } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { mailedSignupToken, newBrowserKey, signUpAndConfirm } from '../../test/signup-kit';
import { useTestApp } from '../../test/test-app';
import { SIGNUP_LINK_HOURS } from './signup.service';

const valid = {
  Name: 'Asha Rao',
  Password: 'quiet-river-42',
  confirmPassword: 'quiet-river-42',
  Age: 34,
  Email: 'asha.rao@example.com',
  PhoneNumber: '+919876543210',
};

const HOUR = 3600_000;

describe('POST /api/signup', () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);
  const accountsFor = (email: string) =>
    ctx.database.db.$count(users, sql`lower(${users.email}) = lower(${email})`);

  it('answers a new address and one that has an account byte for byte alike: no token, no user, no cookie', async () => {
    const fresh = await client().post('/api/signup', { ...valid, browserKey: newBrowserKey() });
    const taken = await client().post('/api/signup', {
      ...valid,
      Email: demoPatient.email,
      browserKey: newBrowserKey(),
    });
    expect(fresh.statusCode).toBe(202);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.rawPayload.equals(fresh.rawPayload)).toBe(true);
    const { date: _d1, ...freshHeaders } = fresh.headers;
    const { date: _d2, ...takenHeaders } = taken.headers;
    expect(takenHeaders).toEqual(freshHeaders);
    expect(fresh.headers['set-cookie']).toBeUndefined();
    expect(signupResponseSchema.strict().parse(fresh.json())).toEqual({
      success: true,
      message: 'Registration successful. Check your e-mail to finish signing up.',
    });
    // The e-mails tell them apart: a link for the new address, a warning for the owner.
    await mailedSignupToken(ctx.smtp, valid.Email);
    const warning = await ctx.smtp.nextMailTo(demoPatient.email, /already have one/);
    expect(warning.decoded).toContain('/verifymail');
    expect(warning.decoded).not.toContain('/confirm-email');
  });

  it('makes no account until the link is followed; an unconfirmed address logs in as a wrong password does', async () => {
    await client().post('/api/signup', valid);
    expect(await accountsFor(valid.Email)).toBe(0);
    const unconfirmed = await client().post('/api/login', {
      email: valid.Email,
      password: valid.Password,
    });
    const wrong = await client().post('/api/login', {
      email: demoPatient.email,
      password: 'not-the-password-1',
    });
    expect(unconfirmed.statusCode).toBe(401);
    expect(unconfirmed.statusCode).toBe(wrong.statusCode);
    expect(unconfirmed.json()).toEqual(wrong.json());
    // Its mail is taken here, so no later test reads this link as its own.
    await mailedSignupToken(ctx.smtp, valid.Email);
  });

  it('mails a new address a link that makes the patient and signs them in, once', async () => {
    const browserKey = newBrowserKey();
    await client().post('/api/signup', { ...valid, role: 'admin', isAdmin: true, browserKey });
    const token = await mailedSignupToken(ctx.smtp, valid.Email);
    // Only hashes are kept: the token and the key are nowhere in the row.
    const [pending] = await ctx.database.db.select().from(pendingSignups);
    expect(JSON.stringify(pending)).not.toContain(token);
    expect(JSON.stringify(pending)).not.toContain(browserKey);

    const res = await client().post('/api/signup/confirm', { token, browserKey });
    expect(res.statusCode).toBe(200);
    const { token: session, user } = loginResponseSchema.parse(res.json());
    expect(user).toMatchObject({ name: 'Asha Rao', role: 'patient', phone: '+919876543210' });
    // The same device cookie a login sets, and a session that works at once.
    expect(String(res.headers['set-cookie'])).toMatch(/^solace_device=[\w-]{43};/);
    const check = await client().get('/api/check-login', session);
    expect(check.json()).toMatchObject({ user: { email: valid.Email } });
    const history = await client().get(`/api/profile/history/${user.id}`, session);
    expect((history.json() as { activity: string }[]).map((h) => h.activity)).toEqual([
      'Signed up',
    ]);
    // Whatever the body said, a patient; and the password now logs in.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, valid.Email));
    expect(row?.role).toBe('patient');
    await client().login(valid.Email, valid.Password);

    const again = await client().post('/api/signup/confirm', { token, browserKey });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: messages.accounts.signupLinkInvalid });
    expect(await accountsFor(valid.Email)).toBe(1);
  });

  it(`lets the link expire after ${SIGNUP_LINK_HOURS} hours`, async () => {
    const browserKey = newBrowserKey();
    await client().post('/api/signup', { ...valid, browserKey });
    const token = await mailedSignupToken(ctx.smtp, valid.Email);
    ctx.clock.advance(SIGNUP_LINK_HOURS * HOUR + 1000);
    const res = await client().post('/api/signup/confirm', { token, browserKey });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: messages.accounts.signupLinkInvalid });
    expect(await accountsFor(valid.Email)).toBe(0);
  });

  it('asks another browser for the password chosen at sign-up', async () => {
    await client().post('/api/signup', { ...valid, browserKey: newBrowserKey() });
    const token = await mailedSignupToken(ctx.smtp, valid.Email);
    const bare = await client().post('/api/signup/confirm', { token, browserKey: newBrowserKey() });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toMatchObject({ error: messages.accounts.signupPasswordNeeded });
    const wrong = await client().post('/api/signup/confirm', { token, password: 'other-pass-99' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      fields: { password: messages.accounts.signupPasswordWrong },
    });
    expect(await accountsFor(valid.Email)).toBe(0);
    const right = await client().post('/api/signup/confirm', { token, password: valid.Password });
    expect(right.statusCode).toBe(200);
    expect(await accountsFor(valid.Email)).toBe(1);
  });

  it("never lets a stranger who signed up first with someone's address have them confirm the stranger's password", async () => {
    // The stranger signs up with Asha's address; Asha's own browser opens the mail she gets.
    await client().post('/api/signup', {
      ...valid,
      Password: 'stranger-knows-1',
      confirmPassword: 'stranger-knows-1',
      browserKey: newBrowserKey(),
    });
    const strangersLink = await mailedSignupToken(ctx.smtp, valid.Email);
    const ashasBrowser = newBrowserKey();
    const opened = await client().post('/api/signup/confirm', {
      token: strangersLink,
      browserKey: ashasBrowser,
    });
    expect(opened.statusCode).toBe(401);
    const withHers = await client().post('/api/signup/confirm', {
      token: strangersLink,
      password: valid.Password,
    });
    expect(withHers.statusCode).toBe(401);
    expect(await accountsFor(valid.Email)).toBe(0);
    // Her own sign-up replaces the stranger's: the stranger's link is dead, hers works.
    await client().post('/api/signup', { ...valid, browserKey: ashasBrowser });
    const herLink = await mailedSignupToken(ctx.smtp, valid.Email);
    const stale = await client().post('/api/signup/confirm', {
      token: strangersLink,
      password: 'stranger-knows-1',
    });
    expect(stale.statusCode).toBe(400);
    const mine = await client().post('/api/signup/confirm', {
      token: herLink,
      browserKey: ashasBrowser,
    });
    expect(mine.statusCode).toBe(200);
    await client().login(valid.Email, valid.Password);
    const strangerLogin = await client().post('/api/login', {
      email: valid.Email,
      password: 'stranger-knows-1',
    });
    expect(strangerLogin.statusCode).toBe(401);
  });

  it('answers a second sign-up before confirming as the first, and only its newer password works', async () => {
    const first = await client().post('/api/signup', valid);
    await mailedSignupToken(ctx.smtp, valid.Email);
    const second = await client().post('/api/signup', {
      ...valid,
      Email: 'ASHA.Rao@Example.com',
      Password: 'second-river-77',
      confirmPassword: 'second-river-77',
    });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await ctx.database.db.$count(pendingSignups)).toBe(1);
    // To the address as typed the second time (mailers lower-case only the domain).
    const token = await mailedSignupToken(ctx.smtp, 'ASHA.Rao@example.com');
    const old = await client().post('/api/signup/confirm', { token, password: valid.Password });
    expect(old.statusCode).toBe(401);
    const res = await client().post('/api/signup/confirm', { token, password: 'second-river-77' });
    expect(res.statusCode).toBe(200);
  });

  it('makes no second account for an address that has one, in any case, and e-mails its owner', async () => {
    const session = await signUpAndConfirm(ctx.app, ctx.smtp, valid);
    const again = await client().post('/api/signup', { ...valid, Email: 'ASHA.Rao@Example.com' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({
      success: true,
      message: messages.accounts.registrationCheckEmail,
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await accountsFor(valid.Email)).toBe(1);
    expect(await ctx.database.db.$count(pendingSignups)).toBe(0);
    const mail = await ctx.smtp.nextMailTo(valid.Email, /already have one/);
    expect(mail.decoded).toContain('/verifymail');
    expect(mail.decoded).toContain('/login');
    // The owner's password and session are untouched.
    expect((await client().get('/api/check-login', session.token)).statusCode).toBe(200);
    await client().login(valid.Email, valid.Password);
  });

  it('accepts the age as text from a form', async () => {
    expect((await client().post('/api/signup', { ...valid, Age: ' 34 ' })).statusCode).toBe(202);
    await mailedSignupToken(ctx.smtp, valid.Email);
  });

  it.each([
    ['a missing name', { Name: undefined }, 'Name', 'All fields are required.'],
    ['a blank name', { Name: '   ' }, 'Name', 'All fields are required.'],
    ['a missing age', { Age: undefined }, 'Age', 'All fields are required.'],
    ['an empty phone', { PhoneNumber: '' }, 'PhoneNumber', 'All fields are required.'],
    ['a bad e-mail', { Email: 'asha@rao' }, 'Email', 'Invalid email format.'],
    [
      'a 9-digit phone',
      { PhoneNumber: '987654321' },
      'PhoneNumber',
      'Please enter a valid phone number (10-15 digits).',
    ],
    [
      'a 16-digit phone',
      { PhoneNumber: '+1234567890123456' },
      'PhoneNumber',
      'Please enter a valid phone number (10-15 digits).',
    ],
    [
      'different passwords',
      { confirmPassword: 'quiet-river-43' },
      'confirmPassword',
      'Passwords do not match.',
    ],
    [
      'a short password',
      { Password: 'short1', confirmPassword: 'short1' },
      'Password',
      'Password must be at least 8 characters long.',
    ],
    [
      'a common password',
      { Password: 'Password123', confirmPassword: 'Password123' },
      'Password',
      'This password is too common. Please choose a less predictable one.',
    ],
    ['an age of 12', { Age: 12 }, 'Age', 'Please enter your age as a whole number from 13 to 120.'],
    [
      'an age of 121',
      { Age: 121 },
      'Age',
      'Please enter your age as a whole number from 13 to 120.',
    ],
    [
      'a fractional age',
      { Age: 30.5 },
      'Age',
      'Please enter your age as a whole number from 13 to 120.',
    ],
    ['a name of another type', { Name: 42 }, 'Name', 'Name must be text.'],
    [
      'an age that is not a number',
      { Age: { years: 30 } },
      'Age',
      'Please enter your age as a whole number from 13 to 120.',
    ],
  ])('answers %s with 400 naming the field', async (_, change, field, message) => {
    const res = await client().post('/api/signup', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, fields: { [field]: message } });
    expect(await ctx.database.db.$count(pendingSignups)).toBe(0);
  });

  it('checks the rules in the spec order: required, e-mail, phone, match', async () => {
    const res = await client().post('/api/signup', {
      ...valid,
      Email: 'bad',
      PhoneNumber: '1',
      confirmPassword: 'other',
    });
    expect(res.json()).toMatchObject({ error: 'Invalid email format.' });
  });

  it('answers a 10 MB field with 413 and keeps nothing', async () => {
    const res = await client().post('/api/signup', {
      ...valid,
      Name: 'x'.repeat(10 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(await ctx.database.db.$count(pendingSignups)).toBe(0);
  });

  it('refuses a malformed link token with 400 naming the field', async () => {
    const res = await client().post('/api/signup/confirm', { token: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { token: messages.accounts.signupLinkInvalid } });
  });

  it.each([
    ['98765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['(0044) 20 7946 0958', '+442079460958'],
  ])('stores the phone %s as %s (E.164)', async (typed, stored) => {
    const { user } = await signUpAndConfirm(ctx.app, ctx.smtp, { ...valid, PhoneNumber: typed });
    expect(user.phone).toBe(stored);
  });

  it("asks a 17-year-old for a guardian's consent, naming the field, and takes it when given", async () => {
    const refused = await client().post('/api/signup', { ...valid, Age: 17 });
    expect(refused.statusCode).toBe(400);
    const required = messages.accounts.guardianConsentRequired;
    expect(refused.json()).toMatchObject({
      error: required,
      fields: { guardianConsent: required },
    });
    expect(await ctx.database.db.$count(pendingSignups)).toBe(0);
    const unticked = await client().post('/api/signup', {
      ...valid,
      Age: 17,
      guardianConsent: false,
    });
    expect(unticked.statusCode).toBe(400);
    const notBoolean = await client().post('/api/signup', {
      ...valid,
      Age: 17,
      guardianConsent: 'yes',
    });
    expect(notBoolean.json()).toMatchObject({ fields: { guardianConsent: required } });

    const { token, user } = await signUpAndConfirm(ctx.app, ctx.smtp, {
      ...valid,
      Age: 17,
      guardianConsent: true,
    });
    const history = await client().get(`/api/profile/history/${user.id}`, token);
    expect((history.json() as { activity: string }[]).map((h) => h.activity)).toContain(
      messages.activity.guardianConsent,
    );
    // An adult needs no such box.
    const adult = await client().post('/api/signup', {
      ...valid,
      Email: 'ravi@example.com',
      Age: 18,
    });
    expect(adult.statusCode).toBe(202);
  });

  it("names every wrong field at once, the spec's first problem as the message", async () => {
    const res = await client().post('/api/signup', {
      ...valid,
      Name: ' ',
      Email: 'bad',
      PhoneNumber: '12345',
      confirmPassword: 'other',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'All fields are required.',
      fields: {
        Name: 'All fields are required.',
        Email: 'Invalid email format.',
        PhoneNumber: 'Please enter a valid phone number (10-15 digits).',
        confirmPassword: 'Passwords do not match.',
      },
    });
  });

  it('limits sign-ups from one address, whether or not the addresses have accounts', async () => {
    for (let i = 0; i < 10; i++) {
      const email = i % 2 === 0 ? `asha${i}@example.com` : demoPatient.email;
      const res = await client().post('/api/signup', { ...valid, Email: email });
      expect(res.statusCode).toBe(202);
    }
    const res = await client().post('/api/signup', { ...valid, Email: 'asha10@example.com' });
    expect(res.statusCode).toBe(429);
  });
});
