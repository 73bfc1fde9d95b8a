import { describe, expect, it } from 'vitest';
import { formatClockTime, zonedTime } from '../time';
import { workingHoursRequestSchema, workingHoursSessions } from './working-hours';

const weekdays = (start: string, end: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));

describe('working hours', () => {
  it('finds the instant of a clock time in a zone, on both sides of a clock change', () => {
    const london = 'Europe/London';
    expect(zonedTime({ year: 2030, month: 1, day: 7 }, 9 * 60, london).toISOString()).toBe(
      '2030-01-07T09:00:00.000Z',
    );
    expect(zonedTime({ year: 2030, month: 7, day: 1 }, 9 * 60, london).toISOString()).toBe(
      '2030-07-01T08:00:00.000Z',
    );
    expect(zonedTime({ year: 2030, month: 7, day: 1 }, 18 * 60, 'Asia/Kolkata').toISOString()).toBe(
      '2030-07-01T12:30:00.000Z',
    );
  });

  it('cuts Monday to Friday 09:00-13:00 and 14:00-18:00 into sessions for the weeks ahead', () => {
    const input = workingHoursRequestSchema.parse({
      ranges: [...weekdays('09:00', '13:00'), ...weekdays('14:00', '18:00')],
      session_minutes: 50,
      break_minutes: 10,
      weeks: 2,
    });
    // A Sunday evening in Kolkata: the first session is Monday 9:00 there.
    const now = new Date('2030-06-02T14:00:00Z');
    const sessions = workingHoursSessions(input, 'Asia/Kolkata', now);
    expect(sessions).toHaveLength(2 * 5 * 8);
    expect(sessions[0]).toEqual({
      start_time: '2030-06-03T03:30:00.000Z',
      end_time: '2030-06-03T04:20:00.000Z',
    });
    const firstDay = sessions
      .slice(0, 8)
      .map((s) => formatClockTime(new Date(s.start_time), 'Asia/Kolkata'));
    expect(firstDay).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
  });

  it('leaves out the sessions of today that have started', () => {
    const input = {
      ranges: weekdays('09:00', '12:00'),
      session_minutes: 60,
      break_minutes: 0,
      weeks: 1,
    };
    // Monday 10:30 in London (summer time): 11:00 is the only one left today.
    const sessions = workingHoursSessions(input, 'Europe/London', new Date('2030-06-03T09:30:00Z'));
    expect(sessions[0]!.start_time).toBe('2030-06-03T10:00:00.000Z');
    expect(sessions).toHaveLength(1 + 4 * 3);
  });

  it.each([
    [{ ranges: [{ weekday: 1, start: '13:00', end: '09:00' }] }, 'ranges.0.end'],
    [{ ranges: [{ weekday: 8, start: '09:00', end: '10:00' }] }, 'ranges.0.weekday'],
    [{ ranges: [{ weekday: 1, start: '9am', end: '10:00' }] }, 'ranges.0.start'],
    [
      {
        ranges: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '11:00', end: '13:00' },
        ],
      },
      'ranges.1.start',
    ],
    [{ session_minutes: 20 }, 'session_minutes'],
    [{ weeks: 13 }, 'weeks'],
    [{ weeks: 0 }, 'weeks'],
    [{ ranges: [] }, 'ranges'],
    [
      {
        ranges: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
        session_minutes: 30,
        break_minutes: 0,
      },
      'weeks',
    ],
  ])('refuses %j, naming %s', (patch, field) => {
    const result = workingHoursRequestSchema.safeParse({
      ranges: weekdays('09:00', '17:00'),
      session_minutes: 50,
      break_minutes: 10,
      weeks: 4,
      ...patch,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});
