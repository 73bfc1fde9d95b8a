import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Views } from 'react-big-calendar';
import { addDays, endOfMonth, startOfMonth } from 'date-fns';
import { doctorSlotsQuerySchema } from '@solace/shared';
import {
  calendarRange,
  hasEarlierSlots,
  hasLaterSlots,
  listRange,
  rangeQuery,
} from './slot-ranges';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

describe('calendarRange', () => {
  it('reads the weeks a view shows, and a week either side', () => {
    // March 2025 starts on a Saturday and ends on a Monday: six weeks, Feb 23 to Apr 5.
    expect(calendarRange(Views.MONTH, day(2025, 3, 17))).toEqual({
      from: day(2025, 2, 16),
      to: day(2025, 4, 13),
    });
    expect(calendarRange(Views.WEEK, day(2025, 3, 12))).toEqual({
      from: day(2025, 3, 2),
      to: day(2025, 3, 23),
    });
    // A day reads its week: stepping through the week asks for nothing new.
    expect(calendarRange(Views.DAY, day(2025, 3, 9))).toEqual(
      calendarRange(Views.DAY, day(2025, 3, 15)),
    );
  });

  it('covers what any view shows, and is always a range the server takes', () => {
    const views = fc.constantFrom(Views.MONTH, Views.WEEK, Views.DAY);
    const dates = fc.date({ min: day(2001, 1, 1), max: day(2199, 1, 1), noInvalidDate: true });
    fc.assert(
      fc.property(views, dates, (view, date) => {
        const range = calendarRange(view, date);
        const [first, last] =
          view === Views.MONTH ? [startOfMonth(date), endOfMonth(date)] : [date, date];
        expect(range.from.getTime()).toBeLessThanOrEqual(first.getTime());
        expect(range.to.getTime()).toBeGreaterThan(last.getTime());
        expect(doctorSlotsQuerySchema.safeParse(rangeQuery(range)).success).toBe(true);
      }),
    );
  });
});

describe('the list’s ranges', () => {
  const today = day(2025, 3, 10);
  const now = new Date(2025, 2, 10, 12);

  it('follow each other two weeks at a time, from today', () => {
    expect(listRange(today, 0)).toEqual({ from: today, to: day(2025, 3, 24) });
    expect(listRange(today, 1)).toEqual({ from: day(2025, 3, 24), to: day(2025, 4, 7) });
    expect(listRange(today, -1)).toEqual({ from: day(2025, 2, 24), to: today });
  });

  it('end where no slot can be: past the horizon ahead, and the history behind', () => {
    // A slot may start up to 180 days from now: September 6, 2025, noon.
    expect(hasLaterSlots({ from: today, to: addDays(today, 180) }, now)).toBe(true);
    expect(hasLaterSlots({ from: today, to: addDays(today, 181) }, now)).toBe(false);
    expect(hasEarlierSlots({ from: addDays(today, -89), to: today }, now)).toBe(true);
    expect(hasEarlierSlots({ from: addDays(today, -90), to: today }, now)).toBe(false);
  });
});
