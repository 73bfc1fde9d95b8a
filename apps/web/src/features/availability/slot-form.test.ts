import { describe, expect, it } from 'vitest';
import { splitIntoSessions } from '@solace/shared';
import { checkSlotTimes, defaultSlotRange, describeSessions, parseRepeatWeeks } from './slot-form';

const day = new Date(2025, 2, 11);
const now = new Date(2025, 2, 10, 12, 0);

describe('slot form rules', () => {
  it('opens Add Slot at the next whole hour today, never at a time already gone', () => {
    const today = new Date(2025, 2, 10);
    expect(defaultSlotRange(today, new Date(2025, 2, 10, 8, 30))).toEqual({
      start: '09:00',
      end: '17:00',
    });
    expect(defaultSlotRange(today, now)).toEqual({ start: '13:00', end: '17:00' });
    expect(defaultSlotRange(today, new Date(2025, 2, 10, 18, 5))).toEqual({
      start: '19:00',
      end: '20:00',
    });
    expect(defaultSlotRange(today, new Date(2025, 2, 10, 22, 10))).toEqual({
      start: '23:00',
      end: '23:59',
    });
    // Another day: the working day as usual.
    expect(defaultSlotRange(day, now)).toEqual({ start: '09:00', end: '17:00' });
  });

  it('needs the end after the start', () => {
    expect(checkSlotTimes(day, '17:00', '09:00', now)).toEqual({
      ok: false,
      message: 'End time must be after start time',
    });
    expect(checkSlotTimes(day, '09:00', '09:00', now)).toMatchObject({ ok: false });
    expect(checkSlotTimes(day, '', '09:00', now)).toMatchObject({ ok: false });
  });

  it('refuses a start in the past', () => {
    expect(checkSlotTimes(new Date(2025, 2, 10), '09:00', '17:00', now)).toEqual({
      ok: false,
      message: 'Cannot add slots in the past',
    });
  });

  it('combines the times with the chosen day', () => {
    expect(checkSlotTimes(day, '09:00', '17:00', now)).toEqual({
      ok: true,
      start: new Date(2025, 2, 11, 9),
      end: new Date(2025, 2, 11, 17),
    });
  });

  it('reads 0 to 12 repeat weeks', () => {
    expect(['0', '12', ' 3 '].map(parseRepeatWeeks)).toEqual([0, 12, 3]);
    expect(['13', '-1', '1.5', ''].map(parseRepeatWeeks)).toEqual([null, null, null, null]);
  });

  it('previews the sessions of the first day and the total', () => {
    const first = splitIntoSessions(new Date(2025, 2, 11, 9), new Date(2025, 2, 11, 17), 50, 10);
    const plain = (text: string) => text.replace(/\u202f/g, ' ');
    const preview = describeSessions(first, 24, 2);
    expect({ ...preview, line: plain(preview.line) }).toEqual({
      line: '8 sessions: 9:00 AM - 9:50 AM, 10:00 AM - 10:50 AM, …',
      total: '24 slots in total over 3 weeks',
    });
    const single = describeSessions(first.slice(0, 1), 1, 0);
    expect(plain(single.line)).toBe('1 session: 9:00 AM - 9:50 AM');
    expect(single.total).toBeNull();
  });
});
