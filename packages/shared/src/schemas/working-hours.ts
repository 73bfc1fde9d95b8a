import { z } from 'zod';
import { messages } from '../messages';
import { calendarDayIn, isTimeZone, zonedTime, type CalendarDay } from '../time';
import {
  MAX_REPEAT_WEEKS,
  MAX_SLOTS_PER_REQUEST,
  SESSION_LENGTH_OPTIONS,
  sessionStartOffsets,
  sessionTimes,
  slotHasStarted,
  type SlotTimes,
} from './slots';

const m = messages.slots;
export const MIN_SESSION_MINUTES = Math.min(...SESSION_LENGTH_OPTIONS);
export const MAX_SESSION_MINUTES = Math.max(...SESSION_LENGTH_OPTIONS);
export const MAX_BREAK_MINUTES = 60;
export const MAX_WORKING_RANGES = 50;
const DAY_MINUTES = 24 * 60;

/** ISO weekdays, Monday first, as the editor lists them. */
export const WEEKDAYS = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [7, 'Sunday'],
] as const;

/** "HH:MM" as minutes past midnight, or null; "24:00" is the day's end. */
export function clockMinutes(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > DAY_MINUTES) return null;
  return minutes;
}

const clockTime = z
  .string({ error: () => m.clockTime })
  .refine((value) => clockMinutes(value) !== null, { error: () => m.clockTime });

/** One range of working time on one weekday (1 Monday to 7 Sunday), in the therapist's zone. */
export const workingRangeSchema = z.object({
  weekday: z
    .int({ error: () => m.weekday })
    .min(1, { error: () => m.weekday })
    .max(7, { error: () => m.weekday }),
  start: clockTime,
  end: clockTime,
});
export type WorkingRange = z.infer<typeof workingRangeSchema>;

const sessionLength = () => m.sessionLength(MIN_SESSION_MINUTES, MAX_SESSION_MINUTES);
const breakLength = () => m.breakLength(MAX_BREAK_MINUTES);
const weeksAhead = () => m.weeksAhead(MAX_REPEAT_WEEKS);

/**
 * `POST /api/doctor/working-hours`: weekly hours by weekday, cut into sessions for the coming
 * weeks in one request. `time_zone` is the zone the clock times are read in (the browser's);
 * without it, the account's.
 */
export const workingHoursRequestSchema = z
  .object({
    ranges: z
      .array(workingRangeSchema, { error: () => m.noHours })
      .min(1, { error: () => m.noHours })
      .max(MAX_WORKING_RANGES, { error: () => m.tooMany }),
    session_minutes: z
      .int({ error: sessionLength })
      .min(MIN_SESSION_MINUTES, { error: sessionLength })
      .max(MAX_SESSION_MINUTES, { error: sessionLength }),
    break_minutes: z
      .int({ error: breakLength })
      .min(0, { error: breakLength })
      .max(MAX_BREAK_MINUTES, { error: breakLength }),
    weeks: z
      .int({ error: weeksAhead })
      .min(1, { error: weeksAhead })
      .max(MAX_REPEAT_WEEKS, { error: weeksAhead }),
    time_zone: z
      .string({ error: () => m.unknownTimeZone })
      .refine(isTimeZone, { error: () => m.unknownTimeZone })
      .optional(),
  })
  .superRefine((input, ctx) => {
    const seen: { weekday: number; start: number; end: number }[] = [];
    input.ranges.forEach((range, i) => {
      const start = clockMinutes(range.start)!;
      const end = clockMinutes(range.end)!;
      if (end <= start) {
        ctx.addIssue({ code: 'custom', path: ['ranges', i, 'end'], message: m.endBeforeStart });
        return;
      }
      const clash = seen.some((r) => r.weekday === range.weekday && r.start < end && start < r.end);
      if (clash) {
        ctx.addIssue({ code: 'custom', path: ['ranges', i, 'start'], message: m.rangesOverlap });
      }
      seen.push({ weekday: range.weekday, start, end });
    });
    if (countWeeklySessions(input) * input.weeks > MAX_SLOTS_PER_REQUEST) {
      ctx.addIssue({ code: 'custom', path: ['weeks'], message: m.tooMany });
    }
  });
export type WorkingHoursRequest = z.infer<typeof workingHoursRequestSchema>;

export const workingHoursResponseSchema = z.object({
  success: z.literal(true),
  added: z.number(),
  /** Sessions left out because a slot already held the time. */
  skipped: z.number(),
});
export type WorkingHoursResponse = z.infer<typeof workingHoursResponseSchema>;

/** The weekly hours as kept for the editor: the request without its zone. */
export const weeklyHoursSchema = z.object({
  ranges: z.array(workingRangeSchema),
  session_minutes: z.number(),
  break_minutes: z.number(),
  weeks: z.number(),
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** `GET /api/doctor/working-hours`: the hours last used, or null before the first time. */
export const savedWorkingHoursSchema = z.object({ hours: weeklyHoursSchema.nullable() });
export type SavedWorkingHours = z.infer<typeof savedWorkingHoursSchema>;

type Cutting = Pick<WorkingHoursRequest, 'ranges' | 'session_minutes' | 'break_minutes'>;

function rangeStarts(range: WorkingRange, cutting: Cutting): number[] {
  const start = clockMinutes(range.start) ?? 0;
  const end = clockMinutes(range.end) ?? 0;
  return sessionStartOffsets(end - start, cutting.session_minutes, cutting.break_minutes).map(
    (offset) => start + offset,
  );
}

/** How many sessions one week of these hours holds. */
export function countWeeklySessions(cutting: Cutting): number {
  return cutting.ranges.reduce((sum, range) => sum + rangeStarts(range, cutting).length, 0);
}

/** The ISO weekday (1 Monday to 7 Sunday) of a calendar day. */
function isoWeekday(day: CalendarDay): number {
  return ((new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7) + 1;
}

/**
 * Every session the weekly hours give from today (in `timeZone`) for `weeks` weeks, in time
 * order; those that have started by `now` are left out.
 */
export function workingHoursSessions(
  input: Omit<WorkingHoursRequest, 'time_zone'>,
  timeZone: string,
  now: Date,
): SlotTimes[] {
  const today = calendarDayIn(now, timeZone);
  const sessions: SlotTimes[] = [];
  for (let offset = 0; offset < input.weeks * 7; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const day = {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    };
    const weekday = isoWeekday(day);
    const starts = input.ranges
      .filter((range) => range.weekday === weekday)
      .flatMap((range) => rangeStarts(range, input))
      .sort((a, b) => a - b);
    for (const minutes of starts) {
      const start = zonedTime(day, minutes, timeZone);
      if (!slotHasStarted(start, now)) sessions.push(sessionTimes(start, input.session_minutes));
    }
  }
  return sessions;
}
