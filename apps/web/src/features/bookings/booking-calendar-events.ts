import { endOfDay, endOfMonth, endOfWeek, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import {
  formatLongDay,
  formatTimeRange,
  type PublicSlotsResponse,
  slotsMessages,
} from '@solace/shared';

/** A slot as the booking calendar shows it (spec point 3: id, title, start, end, status). */
export interface BookingCalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  status: 'available' | 'booked';
}

export type BookingView = 'month' | 'week' | 'day';
export const BOOKING_VIEWS: BookingView[] = ['month', 'week', 'day'];

function toDates(slot: { start_time: string; end_time: string }) {
  const start = new Date(slot.start_time);
  const end = new Date(slot.end_time);
  return Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) ? null : { start, end };
}

/**
 * The calendar's events, oldest first. Expired slots and slots whose end has passed are dropped
 * (spec point 4): nobody can book them, and the server may not have marked them yet.
 */
export function toBookingCalendarEvents(
  data: PublicSlotsResponse,
  now: Date,
): BookingCalendarEvent[] {
  const events: BookingCalendarEvent[] = [];
  for (const slot of data.available) {
    if (slot.status !== 'available') continue;
    const dates = toDates(slot);
    if (!dates || dates.end <= now) continue;
    events.push({ id: slot.id, title: slotsMessages.available, status: 'available', ...dates });
  }
  for (const slot of data.booked) {
    const dates = toDates(slot);
    if (!dates || dates.end <= now) continue;
    events.push({ id: slot.id, title: slotsMessages.booked, status: 'booked', ...dates });
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The earliest free slot that has not started yet, or null. */
export function nextFreeEvent(
  events: BookingCalendarEvent[],
  now: Date,
): BookingCalendarEvent | null {
  return events.find((event) => event.status === 'available' && event.start > now) ?? null;
}

/** The days the calendar shows for a view and date (weeks start on Sunday, as the localizer's). */
export function visibleRange(view: BookingView, date: Date): { start: Date; end: Date } {
  if (view === 'day') return { start: startOfDay(date), end: endOfDay(date) };
  if (view === 'week') {
    return {
      start: startOfWeek(date, { locale: enUS }),
      end: endOfWeek(date, { locale: enUS }),
    };
  }
  return { start: startOfMonth(date), end: endOfMonth(date) };
}

/** "Wednesday, March 5, 2025, 9:00 AM - 9:50 AM": one slot, in full, for screen readers. */
export function formatSlotLong(event: { start: Date; end: Date }): string {
  return `${formatLongDay(event.start)}, ${formatTimeRange(event.start, event.end)}`;
}
