import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages';
import { loginRequestSchema } from './accounts';
import { createBookingRequestSchema } from './bookings';
import { isoDateTime } from './dates';
import { notificationsQuerySchema } from './notifications';
import { changePasswordRequestSchema, verifyEmailRequestSchema } from './password';
import {
  deleteAccountRequestSchema,
  historyParamsSchema,
  updateNameRequestSchema,
} from './profile';
import { signupRequestSchema } from './signup';
import { addSlotsRequestSchema, slotTimesSchema } from './slots';
import { hasControlCharacters } from './text';

const id = '7c9e6679-7425-40de-944b-e07fc1f66afe';
/** Every request schema with text in it, and a body it accepts. */
const REQUESTS: [string, z.ZodType, Record<string, unknown>][] = [
  ['login', loginRequestSchema, { email: 'asha@solace.example', password: 'quiet-river-42' }],
  [
    'signup',
    signupRequestSchema,
    {
      Name: 'Asha Rao',
      Password: 'quiet-river-42',
      confirmPassword: 'quiet-river-42',
      Age: '34',
      Email: 'asha@solace.example',
      PhoneNumber: '+919876543210',
    },
  ],
  ['verifyemail', verifyEmailRequestSchema, { email: 'asha@solace.example' }],
  [
    'changepassword (link)',
    changePasswordRequestSchema,
    {
      email: 'asha@solace.example',
      token: 'k3Jz0f9QmA',
      newPassword: 'quiet-river-43',
      confirmPassword: 'quiet-river-43',
    },
  ],
  [
    'changepassword (profile)',
    changePasswordRequestSchema,
    {
      userId: id,
      currentPassword: 'quiet-river-42',
      newPassword: 'quiet-river-43',
      confirmPassword: 'quiet-river-43',
    },
  ],
  ['profile', updateNameRequestSchema, { userId: id, name: 'Asha Rao' }],
  ['delete profile', deleteAccountRequestSchema, { password: 'quiet-river-42' }],
  ['history', historyParamsSchema, { userId: id }],
  [
    'booking',
    createBookingRequestSchema,
    { slotId: id, doctorId: id, clientName: 'Asha Rao', clientEmail: 'asha@solace.example' },
  ],
  [
    'slot',
    slotTimesSchema,
    { start_time: '2030-01-01T09:00:00Z', end_time: '2030-01-01T09:50:00+00:00' },
  ],
  ['notifications', notificationsQuerySchema, { before: '2030-01-01T09:00:00.123+05:30' }],
];
const textCases = REQUESTS.flatMap(([name, schema, valid]) =>
  Object.keys(valid)
    .filter((field) => typeof valid[field] === 'string')
    .map((field) => [`${name}: ${field}`, schema, valid, field] as const),
);

/** Fields with a format of their own (ids, dates, the age) refuse in its words. */
const FORMATTED = new Set([
  'signup: Age',
  'profile: userId',
  'booking: slotId',
  'booking: doctorId',
  'slot: start_time',
  'slot: end_time',
  'notifications: before',
]);

function issuesAt(schema: z.ZodType, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}

describe('every text field of a request', () => {
  it.each(REQUESTS)('%s: the example is accepted', (_, schema, valid) => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  it.each(textCases)(
    '%s refuses control characters, naming the field',
    (name, schema, valid, field) => {
      for (const control of [
        '\u0000',
        '\u0007',
        '\r',
        '\n',
        '\u001b',
        '\u007f',
        '\u0085',
        '\u009b',
      ]) {
        const value = String(valid[field]);
        const input = { ...valid, [field]: value.slice(0, 4) + control + value.slice(4) };
        const expected = FORMATTED.has(name) ? undefined : messages.input.controlCharacters;
        const issues = issuesAt(schema, input, field);
        expect(issues.length, JSON.stringify(input)).toBeGreaterThan(0);
        if (expected) expect(issues).toContain(expected);
      }
    },
  );

  // One issue only: the length check stopped it before any pattern ran over the megabyte (how
  // fast that is belongs to the benchmarks, not to a timed test).
  it.each(textCases)('%s refuses a megabyte at once', (_, schema, valid, field) => {
    const huge = 'a@' + '.@'.repeat(512 * 1024);
    const issues = issuesAt(schema, { ...valid, [field]: huge }, field);
    expect(issues).toHaveLength(1);
  });

  it('finds control characters of C0, DEL and C1, and nothing else', () => {
    expect(hasControlCharacters('Asha Rao, Śarmā 🌿 \u00a0\u2028')).toBe(false);
    for (let code = 0; code < 0xa0; code++) {
      const control = code < 0x20 || code >= 0x7f;
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(control);
    }
  });
});

describe('isoDateTime', () => {
  const schema = isoDateTime(() => 'Times must be ISO date-times.');
  const messageOf = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('takes ISO date-times with a zone in the years 2000 to 2200 (UTC)', () => {
    expect(messageOf('2000-01-01T00:00:00Z')).toBeUndefined();
    expect(messageOf('2200-12-31T23:59:59.999Z')).toBeUndefined();
    expect(messageOf('2030-06-03T09:00:00+05:30')).toBeUndefined();
  });

  it.each([
    '9999-12-31T23:00:00-23:00',
    '0000-01-01T00:00:00+01:00',
    '1999-12-31T23:59:59Z',
    '2000-01-01T00:30:00+01:00',
    '2201-01-01T00:00:00Z',
    '2200-12-31T23:00:00-01:00',
  ])('refuses %s as out of range', (value) => {
    expect(messageOf(value)).toBe(messages.input.dateOutOfRange);
  });

  it.each([
    'tomorrow at nine',
    '2030-06-03T09:00:00',
    '2030-02-30T09:00:00Z',
    '2030-06-03T24:00:00Z',
    `2030-06-03T09:00:00.${'1'.repeat(40)}Z`,
    '2030-06-03T09:00:00Z\u0000',
    42,
  ])('refuses %j as malformed', (value) => {
    expect(messageOf(value)).toBe('Times must be ISO date-times.');
  });

  it('is the check of every date a client sends', () => {
    const far = { start_time: '9999-12-31T23:00:00-23:00', end_time: '9999-12-31T23:50:00-23:00' };
    expect(addSlotsRequestSchema.safeParse({ slots: [far] }).error?.issues[0]).toMatchObject({
      path: ['slots', 0, 'start_time'],
      message: messages.input.dateOutOfRange,
    });
    expect(
      notificationsQuerySchema.safeParse({ before: '0000-01-01T00:00:00+01:00' }).error?.issues[0]
        ?.message,
    ).toBe(messages.input.dateOutOfRange);
    expect(notificationsQuerySchema.safeParse({ before: 'soon' }).error?.issues[0]?.message).toBe(
      messages.input.invalidDate,
    );
  });
});
