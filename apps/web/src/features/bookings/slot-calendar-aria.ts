import { useLayoutEffect, type RefObject } from 'react';
import type { BookingCalendarEvent } from './booking-calendar-events';

/** The grid's hours when nothing is booked or free outside them. */
const DAY_START_HOUR = 8;
const DAY_END_HOUR = 18;

function at(hour: number): Date {
  const time = new Date(1970, 0, 1);
  time.setHours(Math.max(0, Math.min(23, hour)), hour >= 24 ? 59 : 0, 0, 0);
  return time;
}

/**
 * The time grid's first and last hour: the working day, widened to the earliest start and the
 * latest end of any slot, so the week opens on the morning instead of scrolling through the night.
 */
export function workingHours(events: BookingCalendarEvent[]): { min: Date; max: Date } {
  let first = DAY_START_HOUR;
  let last = DAY_END_HOUR;
  for (const event of events) {
    first = Math.min(first, event.start.getHours());
    const sameDay = event.end.toDateString() === event.start.toDateString();
    const endHour = sameDay ? event.end.getHours() + (event.end.getMinutes() > 0 ? 1 : 0) : 24;
    last = Math.max(last, endHour);
  }
  return { min: at(first), max: at(last) };
}

/**
 * react-big-calendar marks its boxes as a table (table, rowgroup, row, cell, columnheader) that
 * is not one: rows hold layers that are not cells, and the week's all-day row is a rowgroup
 * outside any table. Screen readers then announce a broken table and axe reports critical
 * errors. The calendar is read through its event buttons and the date picker's grid, so the false
 * table roles are taken off; the month view keeps its name as a group, and month events become
 * buttons the keyboard reaches (they only had a click handler).
 */
function repair(root: HTMLElement) {
  for (const el of root.querySelectorAll<HTMLElement>(
    '[role="rowgroup"], [role="row"], [role="cell"], [role="columnheader"]',
  )) {
    el.removeAttribute('role');
    // A column header's sort state means nothing on a plain box.
    el.removeAttribute('aria-sort');
  }
  for (const el of root.querySelectorAll<HTMLElement>('[role="table"]')) {
    el.setAttribute('role', 'group');
  }
  for (const el of root.querySelectorAll<HTMLElement>('.rbc-event:not([role])')) {
    el.setAttribute('role', 'button');
    el.tabIndex = 0;
  }
}

/** Keeps the calendar's markup repaired as it re-renders (views, navigation, new slots). */
export function useCalendarAria(root: RefObject<HTMLElement | null>, ...changes: unknown[]) {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    repair(element);
    const observer = new MutationObserver(() => repair(element));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
    // The observer sees later changes; `changes` re-runs it on each of the calendar's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root, ...changes]);
}
