import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  describeSessionTime,
  formatLongDay,
  formatSlotDate,
  formatTimeRange,
  isTimeZone,
  timeZoneName,
  wallClockHere,
} from './time';
import { relativeTimeLabel } from './relative-time';

describe('slot wording', () => {
  const start = new Date('2025-03-05T03:30:00Z'); // 9:00 in India
  const end = new Date('2025-03-05T04:00:00Z');

  it('names the date like "March 5, 2025" in the given zone', () => {
    expect(formatSlotDate(start, 'Asia/Kolkata')).toBe('March 5, 2025');
    expect(formatSlotDate(start, 'America/Los_Angeles')).toBe('March 4, 2025');
  });

  it('names a day in full like "Wednesday, March 5, 2025" in the given zone', () => {
    expect(formatLongDay(start, 'Asia/Kolkata')).toBe('Wednesday, March 5, 2025');
    expect(formatLongDay(start, 'America/Los_Angeles')).toBe('Tuesday, March 4, 2025');
  });

  it('names the range like "9:00 AM - 9:30 AM" in the given zone', () => {
    expect(formatTimeRange(start, end, 'Asia/Kolkata')).toBe('9:00 AM - 9:30 AM');
    expect(formatTimeRange(start, end, 'UTC')).toBe('3:30 AM - 4:00 AM');
  });
});

describe('relativeTimeLabel', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const ago = (ms: number) => relativeTimeLabel(new Date(now.getTime() - ms), now);
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;
  const d = 24 * h;

  it.each([
    [0, 'Just now'],
    [59 * s, 'Just now'],
    [60 * s, '1 minute ago'],
    [2 * min, '2 minutes ago'],
    [59 * min, '59 minutes ago'],
    [60 * min, '1 hour ago'],
    [23 * h, '23 hours ago'],
    [24 * h, '1 day ago'],
    [2 * d, '2 days ago'],
    [6 * d, '6 days ago'],
  ])('labels %i ms ago as %s', (ms, label) => {
    expect(ago(ms)).toBe(label);
  });

  it('shows the local date from 7 days on', () => {
    const date = new Date(now.getTime() - 7 * d);
    expect(relativeTimeLabel(date, now)).toBe(date.toLocaleDateString());
  });
});

describe('time zones as people read them', () => {
  // 12:30 UTC on 22 November 2026: 6:00 PM in India, 12:30 PM in London (no summer time).
  const session = new Date('2026-11-22T12:30:00Z');

  it("describes a session in the reader's own zone, named in words", () => {
    expect(describeSessionTime(session, 'Asia/Kolkata')).toBe(
      'Sunday, November 22, 2026 at 6:00 PM India Standard Time',
    );
    expect(describeSessionTime(session, 'Europe/London')).toBe(
      'Sunday, November 22, 2026 at 12:30 PM Greenwich Mean Time',
    );
    // The date is the reader's too: late evening in Los Angeles is the day before in Asia.
    expect(describeSessionTime(new Date('2026-11-22T02:00:00Z'), 'America/Los_Angeles')).toBe(
      'Saturday, November 21, 2026 at 6:00 PM Pacific Standard Time',
    );
  });

  it('names a zone by its long name, with summer time when it applies', () => {
    expect(timeZoneName('Asia/Calcutta', session)).toBe('India Standard Time');
    expect(timeZoneName('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe(
      'British Summer Time',
    );
  });

  it("gives another zone's wall clock as a local date, so local day arithmetic follows that zone", () => {
    const here = wallClockHere(new Date('2026-11-22T02:00:00Z'), 'America/Los_Angeles');
    // Whatever this machine's zone: Saturday the 21st, 6:00 PM, read locally.
    expect([here.getFullYear(), here.getMonth(), here.getDate(), here.getDay()]).toEqual([
      2026, 10, 21, 6,
    ]);
    expect([here.getHours(), here.getMinutes()]).toEqual([18, 0]);
    expect(formatLongDay(here)).toBe('Saturday, November 21, 2026');
  });

  it('knows a real zone from a made-up one', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone(DEFAULT_TIME_ZONE)).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(100))).toBe(false);
  });
});
