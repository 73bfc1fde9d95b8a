import {
  addDays,
  endOfMonth,
  endOfWeek,
  format,
  isBefore,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { enUS } from 'date-fns/locale';
import { activeLocale } from '@solace/shared';
import type { BookingCalendarEvent } from './booking-calendar-events';

/** A local day as a stable key ("2025-03-05"), in the viewer's own zone. */
export function dayKey(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The free times that have not started, by local day, each day's oldest first. */
export function freeTimesByDay(
  events: BookingCalendarEvent[],
  now: Date,
): Map<string, BookingCalendarEvent[]> {
  const days = new Map<string, BookingCalendarEvent[]>();
  for (const event of events) {
    if (event.status !== 'available' || event.start <= now) continue;
    const key = dayKey(event.start);
    const list = days.get(key);
    if (list) list.push(event);
    else days.set(key, [event]);
  }
  return days;
}

/** The weeks a month's grid shows, Sunday first (as the calendar's), padded with outside days. */
export function monthWeeks(month: Date): Date[][] {
  const first = startOfWeek(startOfMonth(month), { locale: enUS });
  const last = endOfWeek(endOfMonth(month), { locale: enUS });
  const weeks: Date[][] = [];
  for (let day = first; !isBefore(last, day); day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

/** "November 2026", "नवंबर 2026": the picker's month, in the page's language. */
export function monthTitle(month: Date): string {
  return new Intl.DateTimeFormat(activeLocale(), { month: 'long', year: 'numeric' }).format(month);
}

export function isPastDay(date: Date, now: Date): boolean {
  return isBefore(startOfDay(date), startOfDay(now));
}
