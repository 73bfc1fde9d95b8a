import {
  DEFAULT_SLOT_END,
  DEFAULT_SLOT_START,
  formatTimeRange,
  MAX_REPEAT_WEEKS,
  type SlotTimes,
  slotsMessages,
} from '@solace/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:mm" of a date in the viewer's zone, as a time input holds it. */
export function timeOfDay(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "yyyy-mm-dd" of a date in the viewer's zone, as a date input holds it. */
export function dateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day a date input names, or null when it names none. */
export function parseDateInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The range Add Slot opens with: the working day (9 to 5), except that on today, once 9 has
 * passed, it starts at the next whole hour, never at a time already gone (which the form would
 * only refuse). Late in the day it is one hour, up to the day's last minute.
 */
export function defaultSlotRange(day: Date, now: Date): { start: string; end: string } {
  const standard = { start: DEFAULT_SLOT_START, end: DEFAULT_SLOT_END };
  const startAt = atTime(day, DEFAULT_SLOT_START);
  if (!startAt || startAt >= now || dateInputValue(day) !== dateInputValue(now)) return standard;
  const next = now.getHours() + 1;
  if (next > 23) return standard; // nothing left of today; the form says so if they keep it
  const endHour = Number(DEFAULT_SLOT_END.slice(0, 2));
  const end = next < endHour ? DEFAULT_SLOT_END : next === 23 ? '23:59' : `${pad(next + 1)}:00`;
  return { start: `${pad(next)}:00`, end };
}

/** The chosen day at a "HH:mm" clock time, in the viewer's zone; null for an empty time. */
export function atTime(day: Date, time: string): Date | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return null;
  const date = new Date(day);
  date.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return date;
}

type TimesCheck = { ok: true; start: Date; end: Date } | { ok: false; message: string };

/** Spec point 5: start earlier than end, and start not in the past. */
export function checkSlotTimes(day: Date, start: string, end: string, now: Date): TimesCheck {
  const startAt = atTime(day, start);
  const endAt = atTime(day, end);
  if (!startAt || !endAt || endAt <= startAt) {
    return { ok: false, message: slotsMessages.endBeforeStart };
  }
  if (startAt < now) return { ok: false, message: slotsMessages.inPast };
  return { ok: true, start: startAt, end: endAt };
}

export const REPEAT_WEEKS_INVALID = slotsMessages.repeatWeeksInvalid(MAX_REPEAT_WEEKS);

/** The "Repeat weekly for" field as a whole number of weeks, or null when out of range. */
export function parseRepeatWeeks(value: string): number | null {
  if (!/^\d{1,2}$/.test(value.trim())) return null;
  const weeks = Number(value);
  return weeks <= MAX_REPEAT_WEEKS ? weeks : null;
}

/**
 * The preview under the form: "8 sessions: 9:00 AM - 9:50 AM, 10:00 AM - 10:50 AM, …" for the
 * first day, and the total when the day repeats.
 */
export function describeSessions(firstDay: SlotTimes[], total: number, weeks: number) {
  if (firstDay.length === 0) return { line: slotsMessages.noSessionFitsTimes, total: null };
  const ranges = firstDay
    .slice(0, 2)
    .map((slot) => formatTimeRange(new Date(slot.start_time), new Date(slot.end_time)));
  const count = `${firstDay.length} ${firstDay.length === 1 ? 'session' : 'sessions'}`;
  const more = firstDay.length > 2 ? ', …' : '';
  return {
    line: `${count}: ${ranges.join(', ')}${more}`,
    total: weeks > 0 ? `${total} slots in total over ${weeks + 1} weeks` : null,
  };
}
