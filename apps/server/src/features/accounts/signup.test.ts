import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { messages, signupResponseSchema } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { useTestApp } from '../../test/test-app';

const valid = {
  Name: 'Asha Rao',
  Password: 'quiet-river-42',
  confirmPassword: 'quiet-river-42',
  Age: 34,
  Email: 'asha.rao@example.com',
  PhoneNumber: '+919876543210',
};

describe('POST /api/signup', () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);

  it('creates a patient and signs them in, as a login does', async () => {
    const res = await client().post('/api/signup', valid);
    expect(res.statusCode).toBe(201);
    const body = signupResponseSchema.parse(res.json());
    expect(body).toMatchObject({ success: true, message: 'Registration successful' });
    expect(body.user).toMatchObject({ name: 'Asha Rao', role: 'patient', phone: '+919876543210' });
    // The same device cookie a login sets, and a session that works at once.
    expect(String(res.headers['set-cookie'])).toMatch(/^solace_device=[\w-]{43};/);
    const check = await client().get('/api/check-login', body.token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ user: { email: valid.Email } });
  });

  it('creates a patient who can then log in, and records it in their history', async () => {
    const res = await client().post('/api/signup', valid);
    expect(res.statusCode).toBe(201);
    const { token, user } = await client().login(valid.Email, valid.Password);
    expect(user).toMatchObject({ name: 'Asha Rao', role: 'patient', phone: '+919876543210' });
    const history = await client().get(`/api/profile/history/${user.id}`, token);
    expect((history.json() as { activity: string }[]).map((h) => h.activity)).toEqual([
      'Logged in',
      'Signed up',
    ]);
  });

  it('makes every sign-up a patient, whatever role the body claims, and ignores unknown fields', async () => {
    const res = await client().post('/api/signup', { ...valid, role: 'admin', isAdmin: true });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, valid.Email));
    expect(row?.role).toBe('patient');
  });

  it('accepts the age as text from a form', async () => {
    expect((await client().post('/api/signup', { ...valid, Age: ' 34 ' })).statusCode).toBe(201);
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
    expect(await ctx.database.db.$count(users, eq(users.email, valid.Email))).toBe(0);
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

  it('answers a 10 MB field with 413 and creates nothing', async () => {
    const res = await client().post('/api/signup', {
      ...valid,
      Name: 'x'.repeat(10 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(await ctx.database.db.$count(users, eq(users.email, valid.Email))).toBe(0);
  });

  it('makes no second account for the same e-mail in another case, signs nobody into it, and e-mails the owner', async () => {
    const first = await client().post('/api/signup', valid);
    const again = await client().post('/api/signup', { ...valid, Email: 'ASHA.Rao@Example.com' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual({ success: true, message: 'Registration successful' });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(
      await ctx.database.db.$count(users, sql`lower(${users.email}) = 'asha.rao@example.com'`),
    ).toBe(1);
    const mail = await ctx.smtp.nextMailTo(valid.Email, 5000, /already have one/);
    expect(mail.decoded).toContain('/verifymail');
  });

  it.each([
    ['98765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['(0044) 20 7946 0958', '+442079460958'],
  ])('stores the phone %s as %s (E.164)', async (typed, stored) => {
    const res = await client().post('/api/signup', { ...valid, PhoneNumber: typed });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, valid.Email));
    expect(row?.phone).toBe(stored);
  });

  it("asks a 17-year-old for a guardian's consent, naming the field, and takes it when given", async () => {
    const refused = await client().post('/api/signup', { ...valid, Age: 17 });
    expect(refused.statusCode).toBe(400);
    const required = messages.accounts.guardianConsentRequired;
    expect(refused.json()).toMatchObject({
      error: required,
      fields: { guardianConsent: required },
    });
    expect(await ctx.database.db.$count(users, eq(users.email, valid.Email))).toBe(0);
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

    const res = await client().post('/api/signup', { ...valid, Age: 17, guardianConsent: true });
    expect(res.statusCode).toBe(201);
    const { token, user } = signupResponseSchema.parse(res.json());
    const history = await client().get(`/api/profile/history/${user!.id}`, token);
    expect((history.json() as { activity: string }[]).map((h) => h.activity)).toContain(
      messages.activity.guardianConsent,
    );
    // An adult needs no such box.
    const adult = await client().post('/api/signup', {
      ...valid,
      Email: 'ravi@example.com',
      Age: 18,
    });
    expect(adult.statusCode).toBe(201);
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

  it('limits sign-ups from one address', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await client().post('/api/signup', { ...valid, Email: `asha${i}@example.com` });
      expect(res.statusCode).toBe(201);
    }
    const res = await client().post('/api/signup', { ...valid, Email: 'asha10@example.com' });
    expect(res.statusCode).toBe(429);
  });
});
