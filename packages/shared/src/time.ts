/**
 * Pure date and time wording. Everything is shown in the viewer's own time zone (or the zone
 * given), in the spec's forms: "March 5, 2025" and "9:00 AM - 9:30 AM"; in Hindi, as India
 * writes them ("26 नवंबर 2026", "शाम 6:00"): `Intl` names the days, months and zones in the
 * active language, the catalogue (messages/time) holds the few words around them.
 */
import { activeLanguage, activeLocale } from './i18n/catalogue';
import { timeMessages as t } from './messages/time';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

export function formatSlotDate(date: Date, timeZone?: string): string {
  const options = { month: 'long', day: 'numeric', year: 'numeric' } as const;
  return cached(dateFormats, timeZone, options).format(date);
}

export function formatClockTime(date: Date, timeZone?: string): string {
  // Newer ICU puts a narrow no-break space before AM/PM; the spec writes a plain one.
  // Hindi names the part of the day ("शाम 6:00"), as a clock time is said in India.
  const options =
    activeLanguage() === 'hi'
      ? ({ hour: 'numeric', minute: '2-digit', dayPeriod: 'long' } as const)
      : ({ hour: 'numeric', minute: '2-digit' } as const);
  return cached(clockFormats, timeZone, options)
    .format(date)
    .replace(/\u202f/g, ' ');
}

export function formatTimeRange(start: Date, end: Date, timeZone?: string): string {
  return `${formatClockTime(start, timeZone)} - ${formatClockTime(end, timeZone)}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Wednesday, March 5, 2025": a day in full, with its weekday. */
export function formatLongDay(date: Date, timeZone?: string): string {
  const options = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const;
  return cached(dayFormats, timeZone, options).format(date);
}

const shortDayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Wed, Mar 5": a day in short, where a few times sit side by side (a therapist card). */
export function formatShortDay(date: Date, timeZone?: string): string {
  const options = { weekday: 'short', month: 'short', day: 'numeric' } as const;
  return cached(shortDayFormats, timeZone, options).format(date);
}

const weekdayNameFormats = new Map<string, Intl.DateTimeFormat>();
const dayOfMonthFormats = new Map<string, Intl.DateTimeFormat>();
const monthNameFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Thursday 26 November": a day as a screen reader says it in a date picker's grid, weekday,
 * day and month each in its own form, in that order in every language.
 */
export function formatSpokenDay(date: Date, timeZone?: string): string {
  const weekday = cached(weekdayNameFormats, timeZone, { weekday: 'long' }).format(date);
  const day = cached(dayOfMonthFormats, timeZone, { day: 'numeric' }).format(date);
  const month = cached(monthNameFormats, timeZone, { month: 'long' }).format(date);
  return `${weekday} ${day} ${month}`;
}

/** The viewer's zone, as an IANA id ("Asia/Kolkata"): the value to store and compute with. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The zone an account has until its browser tells us another: where the practice's clients
 * mostly are (prices in rupees, the Tele-MANAS helpline).
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Whether `value` is a time zone this runtime knows ("Europe/London", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// Made once per locale and zone (the viewer's own under ''): building a DateTimeFormat costs
// far more than using one.
const sessionFormats = new Map<string, Intl.DateTimeFormat>();
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
  locale: string = activeLocale(),
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(key, format);
  }
  return format;
}

/**
 * A zone as people name it, at `date` (summer time included): "India Standard Time",
 * "British Summer Time", "Coordinated Universal Time".
 */
export function timeZoneName(timeZone: string, date: Date = new Date()): string {
  const parts = cached(zoneNameFormats, timeZone, { timeZoneName: 'long' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The viewer's zone as people name it ("India Standard Time"), for the page. */
export function viewerTimeZoneName(): string {
  return timeZoneName(viewerTimeZone());
}

/**
 * A session's time as its reader reads it, zone named, for e-mails, notifications and history:
 * "Sunday, November 22, 2026 at 6:00 PM India Standard Time".
 */
export function describeSessionTime(date: Date, timeZone: string): string {
  const format = cached(sessionFormats, timeZone, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return t.sessionTime(
    format.format(date),
    formatClockTime(date, timeZone),
    timeZoneName(timeZone, date),
  );
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** `timeZone`'s wall clock at `date`: its calendar day and the time of day. */
function wallClock(date: Date, timeZone: string) {
  const parts = cached(
    wallClockFormats,
    timeZone,
    {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      // Read as numbers, not shown: one locale whatever the reader's.
    },
    'en-US',
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** A calendar day (month 1 to 12), as wall clocks and date inputs name them. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day it is at `date` in `timeZone`. */
export function calendarDayIn(date: Date, timeZone: string): CalendarDay {
  const { year, month, day } = wallClock(date, timeZone);
  return { year, month, day };
}

/**
 * A date that this runtime, reading it in its own zone, sees at `timeZone`'s wall clock at `date`
 * (its day, hour and minute): local-time date arithmetic on it (date-fns) then lays days out as
 * `timeZone` does. For drawing, never for sending: it is another instant.
 */
export function wallClockHere(date: Date, timeZone: string): Date {
  const c = wallClock(date, timeZone);
  return new Date(c.year, c.month - 1, c.day, c.hour, c.minute, c.second, date.getMilliseconds());
}

/** How far `timeZone`'s clock is ahead of UTC at `date`, in milliseconds. */
function zoneOffset(date: Date, timeZone: string): number {
  const c = wallClock(date, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * The instant `minutes` past midnight of a calendar day has in `timeZone` ("Monday 09:00 in
 * Europe/London"). Across a daylight-saving change the offset of the moment itself is used, so
 * a clock time skipped in spring lands just after the gap.
 */
export function zonedTime(day: CalendarDay, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, 0, minutes);
  const first = wall - zoneOffset(new Date(wall), timeZone);
  const offset = zoneOffset(new Date(first), timeZone);
  return new Date(wall - offset);
}
