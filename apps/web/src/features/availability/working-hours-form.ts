import type { Path } from 'react-hook-form';
import {
  clockMinutes,
  countWeeklySessions,
  DEFAULT_BREAK,
  DEFAULT_SESSION_LENGTH,
  DEFAULT_SLOT_END,
  DEFAULT_SLOT_START,
  WEEKDAYS,
  type WeeklyHours,
  type WorkingHoursRequest,
  type WorkingRange,
  slotsMessages,
} from '@solace/shared';

const DEFAULT_WEEKS_AHEAD = 4;
const WORKDAYS = [1, 2, 3, 4, 5];

const workingRange = (weekday: number, start = DEFAULT_SLOT_START, end = DEFAULT_SLOT_END) => ({
  weekday,
  start,
  end,
});

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** A day's next range: an hour after its last one ends (a lunch break), else 09:00 to 17:00. */
export function nextRange(ranges: WorkingRange[], weekday: number): WorkingRange {
  const ends = ranges
    .filter((range) => range.weekday === weekday)
    .map((range) => clockMinutes(range.end) ?? 0);
  if (ends.length === 0) return workingRange(weekday);
  const start = Math.min(Math.max(...ends) + 60, 23 * 60);
  return workingRange(weekday, clock(start), clock(Math.min(start + 4 * 60, 24 * 60)));
}

/**
 * What the editor opens with, as the request it sends: the hours last used, else Monday to
 * Friday 09:00 to 17:00, read in `timeZone` (the browser's).
 */
export function initialHours(saved: WeeklyHours | null, timeZone: string): WorkingHoursRequest {
  return {
    ranges: saved?.ranges ?? WORKDAYS.map((weekday) => workingRange(weekday)),
    session_minutes: saved?.session_minutes ?? DEFAULT_SESSION_LENGTH,
    break_minutes: saved?.break_minutes ?? DEFAULT_BREAK,
    weeks: saved?.weeks ?? DEFAULT_WEEKS_AHEAD,
    time_zone: timeZone,
  };
}

/** Monday's ranges, copied to Tuesday to Friday (their own ranges replaced). */
export function copyMondayToWeekdays(ranges: WorkingRange[]): WorkingRange[] {
  const monday = ranges.filter((range) => range.weekday === 1);
  const kept = ranges.filter((range) => !WORKDAYS.slice(1).includes(range.weekday));
  const copies = WORKDAYS.slice(1).flatMap((weekday) =>
    monday.map(({ start, end }) => workingRange(weekday, start, end)),
  );
  return [...kept, ...copies];
}

/**
 * The editor's fields in screen order, for focus: each weekday's ranges (From, To), Monday
 * first, then the weeks. A range is named by its place in the request, which need not be its
 * place on screen (Monday's hours added last are shown first).
 */
export function fieldsOnScreen(hours: WorkingHoursRequest): Path<WorkingHoursRequest>[] {
  const ranges = WEEKDAYS.flatMap(([weekday]) =>
    hours.ranges.flatMap((range, index): Path<WorkingHoursRequest>[] =>
      range.weekday === weekday ? [`ranges.${index}.start`, `ranges.${index}.end`] : [],
    ),
  );
  return [...ranges, 'weeks'];
}

/** "40 sessions a week, up to 160 over 4 weeks" (today's past hours are left out). */
export function describeWeek(request: WorkingHoursRequest): string {
  const perWeek = countWeeklySessions(request);
  if (perWeek === 0) return slotsMessages.noSessionFitsHours;
  const week = `${perWeek} ${perWeek === 1 ? 'session' : 'sessions'} a week`;
  return request.weeks > 1
    ? `${week}, up to ${perWeek * request.weeks} over ${request.weeks} weeks`
    : week;
}

/** "9 sessions added, 2 skipped because the time was taken", as the snackbar says it. */
export function addedText(added: number, skipped: number): string {
  const m = slotsMessages;
  const base = added === 0 ? m.noneAdded : added === 1 ? m.added : m.addedMany(added);
  return skipped > 0 ? `${base}, ${m.skippedTaken(skipped)}` : base;
}
