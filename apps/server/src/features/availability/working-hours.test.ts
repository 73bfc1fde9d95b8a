import { describe, expect, it } from 'vitest';
import {
  doctorSlotsResponseSchema,
  formatClockTime,
  MAX_UPCOMING_SLOTS,
  publicSlotsResponseSchema,
} from '@solace/shared';
import { api } from '../../test/api-helpers';
import { signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';
import { insertSlots } from './availability.repo';

const LONDON = 'Europe/London';
const weekdays = (start: string, end: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));
const mondayToFriday = {
  ranges: [...weekdays('09:00', '13:00'), ...weekdays('14:00', '18:00')],
  session_minutes: 50,
  break_minutes: 10,
  weeks: 2,
  time_zone: LONDON,
};
/** Monday to Friday, two ranges of four 50-minute sessions, two weeks. */
const SESSIONS = 2 * 5 * 8;

describe('working hours: weekly hours become sessions in one request', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);

  /** Moves the app's clock to the coming Sunday at noon UTC, so every weekday is ahead. */
  async function onSunday() {
    const now = ctx.clock.now();
    const sunday = new Date(now);
    sunday.setUTCDate(now.getUTCDate() + ((7 - now.getUTCDay()) % 7 || 7));
    sunday.setUTCHours(12, 0, 0, 0);
    ctx.clock.advance(sunday.getTime() - now.getTime());
    const people = await signInDemoPeople(ctx.app);
    const post = (body: unknown, token = people.doctor.token) =>
      client().post('/api/doctor/working-hours', body, token);
    const own = async (token = people.doctor.token) =>
      doctorSlotsResponseSchema.parse(
        (await client().get('/api/doctor/available-slots', token)).json(),
      ).available;
    return { ...people, post, own };
  }

  it('creates Monday to Friday in the given zone and the public list shows them at once', async () => {
    const { doctor, post, own } = await onSunday();
    const publicPath = `/api/doctors/${doctor.user.id}/available-slots`;
    // Read first, so the public answer is kept in memory before the change.
    expect(
      publicSlotsResponseSchema.parse((await client().get(publicPath)).json()).available,
    ).toEqual([]);

    const res = await post(mondayToFriday);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, added: SESSIONS, skipped: 0 });

    const mine = await own();
    expect(mine).toHaveLength(SESSIONS);
    const monday = mine.slice(0, 8).map((s) => formatClockTime(new Date(s.start_time), LONDON));
    expect(monday).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
    const weekdaysHeld = new Set(
      mine.map((s) =>
        new Date(s.start_time).toLocaleDateString('en-US', { weekday: 'long', timeZone: LONDON }),
      ),
    );
    expect([...weekdaysHeld].sort()).toEqual([
      'Friday',
      'Monday',
      'Thursday',
      'Tuesday',
      'Wednesday',
    ]);
    const pub = publicSlotsResponseSchema.parse((await client().get(publicPath)).json());
    expect(pub.available).toHaveLength(SESSIONS);
  });

  it('keeps the hours last used, for their own therapist only', async () => {
    const { post, doctor, otherDoctor } = await onSunday();
    const saved = (token: string) => client().get('/api/doctor/working-hours', token);
    expect((await saved(doctor.token)).json()).toEqual({ hours: null });
    await post(mondayToFriday);
    const { time_zone: _zone, ...hours } = mondayToFriday;
    expect((await saved(doctor.token)).json()).toEqual({ hours });
    expect((await saved(otherDoctor.token)).json()).toEqual({ hours: null });
    // A refused request keeps nothing.
    await post({ ...mondayToFriday, weeks: 1, session_minutes: 90 });
    expect((await saved(doctor.token)).json()).toEqual({ hours });
  });

  it('skips the times already taken, and says how many', async () => {
    const { post, own, doctor } = await onSunday();
    // One existing slot on the first Monday, across the 10:00 and 11:00 sessions.
    const first = (
      await post({
        ...mondayToFriday,
        ranges: [{ weekday: 1, start: '10:30', end: '11:30' }],
        weeks: 1,
      })
    ).json();
    expect(first).toEqual({ success: true, added: 1, skipped: 0 });

    const res = await post(mondayToFriday);
    expect(res.json()).toEqual({ success: true, added: SESSIONS - 2, skipped: 2 });
    expect(await own()).toHaveLength(SESSIONS - 1);

    const again = await post(mondayToFriday, doctor.token);
    expect(again.json()).toEqual({ success: true, added: 0, skipped: SESSIONS });
  });

  it('lets only therapists call it, each for their own slots', async () => {
    const { post, own, otherDoctor, patient } = await onSunday();
    expect((await client().post('/api/doctor/working-hours', mondayToFriday)).statusCode).toBe(401);
    expect((await post(mondayToFriday, patient.token)).statusCode).toBe(403);
    expect((await client().get('/api/doctor/working-hours', patient.token)).statusCode).toBe(403);
    // A doctor id in the body is not read: the slots are the session's doctor's.
    const res = await post({ ...mondayToFriday, doctorId: otherDoctor.user.id }, otherDoctor.token);
    expect(res.json()).toMatchObject({ added: SESSIONS });
    expect(await own(otherDoctor.token)).toHaveLength(SESSIONS);
    expect(await own()).toHaveLength(0);
  });

  it('adds all or nothing: past the cap on upcoming slots, none is kept', async () => {
    const { post, own, doctor } = await onSunday();
    const now = ctx.clock.now();
    const start = now.getTime() + 30 * 24 * 3600_000;
    const times = Array.from({ length: MAX_UPCOMING_SLOTS - 10 }, (_, i) => ({
      startTime: new Date(start + i * 15 * 60_000),
      endTime: new Date(start + (i + 1) * 15 * 60_000),
    }));
    await insertSlots(ctx.app.ctx.db, doctor.user.id, times, now);
    const res = await post(mondayToFriday);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_SLOTS' });
    expect(await own()).toHaveLength(MAX_UPCOMING_SLOTS - 10);
  });

  it.each([
    [
      'an end before the start',
      { ranges: [{ weekday: 1, start: '13:00', end: '09:00' }] },
      'ranges.0.end',
    ],
    [
      'a day that is no weekday',
      { ranges: [{ weekday: 9, start: '09:00', end: '10:00' }] },
      'ranges.0.weekday',
    ],
    [
      'a time past the day',
      { ranges: [{ weekday: 1, start: '09:00', end: '25:00' }] },
      'ranges.0.end',
    ],
    [
      'overlapping ranges',
      {
        ranges: [
          { weekday: 2, start: '09:00', end: '12:00' },
          { weekday: 2, start: '11:00', end: '15:00' },
        ],
      },
      'ranges.1.start',
    ],
    ['20-minute sessions', { session_minutes: 20 }, 'session_minutes'],
    ['90-minute sessions', { session_minutes: 90 }, 'session_minutes'],
    ['13 weeks', { weeks: 13 }, 'weeks'],
    ['no ranges', { ranges: [] }, 'ranges'],
    ['an unknown zone', { time_zone: 'Mars/Olympus' }, 'time_zone'],
    [
      'more than 500 sessions',
      {
        ranges: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
        session_minutes: 30,
        break_minutes: 0,
        weeks: 12,
      },
      'weeks',
    ],
  ])('refuses %s with 400 naming the field', async (_, patch, field) => {
    const { post, own } = await onSunday();
    const res = await post({ ...mondayToFriday, ...patch });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await own()).toHaveLength(0);
  });
});
