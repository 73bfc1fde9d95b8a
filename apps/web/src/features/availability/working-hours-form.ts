import {
  clockMinutes,
  countWeeklySessions,
  DEFAULT_BREAK,
  DEFAULT_SESSION_LENGTH,
  DEFAULT_SLOT_END,
  DEFAULT_SLOT_START,
  workingHoursRequestSchema,
  type WeeklyHours,
  type WorkingHoursRequest,
  slotsMessages,
} from '@solace/shared';

/** One range being edited; `key` keeps React's rows apart while ranges come and go. */
export interface RangeDraft {
  key: number;
  weekday: number;
  start: string;
  end: string;
}

const DEFAULT_WEEKS_AHEAD = 4;
const WORKDAYS = [1, 2, 3, 4, 5];

let lastKey = 0;
function newRange(weekday: number, start = DEFAULT_SLOT_START, end = DEFAULT_SLOT_END) {
  lastKey += 1;
  return { key: lastKey, weekday, start, end };
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** A day's next range: an hour after its last one ends (a lunch break), else 09:00 to 17:00. */
export function nextRange(ranges: RangeDraft[], weekday: number): RangeDraft {
  const ends = ranges
    .filter((range) => range.weekday === weekday)
    .map((range) => clockMinutes(range.end) ?? 0);
  if (ends.length === 0) return newRange(weekday);
  const start = Math.min(Math.max(...ends) + 60, 23 * 60);
  return newRange(weekday, clock(start), clock(Math.min(start + 4 * 60, 24 * 60)));
}

/** What the editor opens with: Monday to Friday, the spec's 09:00 to 17:00. */
function defaultRanges(): RangeDraft[] {
  return WORKDAYS.map((weekday) => newRange(weekday));
}

/** What the editor opens with: the hours last used, else Monday to Friday 09:00 to 17:00. */
export function initialHours(saved: WeeklyHours | null) {
  return {
    ranges: saved ? saved.ranges.map((r) => newRange(r.weekday, r.start, r.end)) : defaultRanges(),
    cut: {
      sessionMinutes: saved?.session_minutes ?? DEFAULT_SESSION_LENGTH,
      breakMinutes: saved?.break_minutes ?? DEFAULT_BREAK,
      weeks: saved?.weeks ?? DEFAULT_WEEKS_AHEAD,
    },
  };
}

/** Monday's ranges, copied to Tuesday to Friday (their own ranges replaced). */
export function copyMondayToWeekdays(ranges: RangeDraft[]): RangeDraft[] {
  const monday = ranges.filter((range) => range.weekday === 1);
  const kept = ranges.filter((range) => !WORKDAYS.slice(1).includes(range.weekday));
  const copies = WORKDAYS.slice(1).flatMap((weekday) =>
    monday.map((range) => newRange(weekday, range.start, range.end)),
  );
  return [...kept, ...copies];
}

/** The request, with the ranges in the editor's order (a field error's index points into it). */
export function toRequest(
  ranges: RangeDraft[],
  cut: { sessionMinutes: number; breakMinutes: number; weeks: number },
  timeZone: string,
): WorkingHoursRequest {
  return {
    ranges: ranges.map(({ weekday, start, end }) => ({ weekday, start, end })),
    session_minutes: cut.sessionMinutes,
    break_minutes: cut.breakMinutes,
    weeks: cut.weeks,
    time_zone: timeZone,
  };
}

/**
 * Field errors keyed as the server names them ("ranges.2.end", "weeks"), checked with the very
 * schema the server uses, so the editor refuses what the server would, before sending.
 */
export function checkRequest(request: WorkingHoursRequest): Record<string, string> {
  const result = workingHoursRequestSchema.safeParse(request);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    errors[issue.path.join('.') || '_'] ??= issue.message;
  }
  return errors;
}

/** "40 sessions a week, up to 160 over 4 weeks" (today's past hours are left out). */
export function describeWeek(request: WorkingHoursRequest): string {
  const perWeek = countWeeklySessions(request);
  if (perWeek === 0) return 'No session fits in these hours.';
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
