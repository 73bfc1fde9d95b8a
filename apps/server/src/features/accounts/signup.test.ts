import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
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

  it('creates a patient who can then log in, and records it in their history', async () => {
    const res = await client().post('/api/signup', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Registration successful' });
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

  it('makes no second account for the same e-mail in another case, and does not tell: the owner is e-mailed', async () => {
    const first = await client().post('/api/signup', valid);
    const again = await client().post('/api/signup', { ...valid, Email: 'ASHA.Rao@Example.com' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(
      await ctx.database.db.$count(users, sql`lower(${users.email}) = 'asha.rao@example.com'`),
    ).toBe(1);
    const mail = await ctx.smtp.nextMailTo(valid.Email, 5000, /already have one/);
    expect(mail.decoded).toContain('/verifymail');
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
