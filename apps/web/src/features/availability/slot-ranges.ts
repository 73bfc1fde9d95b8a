import { addDays, addWeeks, endOfMonth, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { Views, type View } from 'react-big-calendar';
import { DASHBOARD_HISTORY_DAYS, SLOT_HORIZON_DAYS } from '@solace/shared';

/** What the dashboard reads of a therapist's slots at once: those overlapping [from, to). */
export interface SlotRange {
  from: Date;
  to: Date;
}

/**
 * One step of the list, and the agenda's reach: two weeks. A full diary (ten sessions a day) is
 * about 140 rows, where the whole diary was thousands.
 */
const LIST_RANGE_DAYS = 14;
const DAY_MS = 24 * 3600_000;

// The calendar's weeks begin as its localizer's do (lib/calendar-localizer.ts).
const weekStart = (date: Date) => startOfWeek(date, { locale: enUS });

/**
 * What the calendar reads for a view: the weeks it shows, and a week either side, so a step to
 * the next week or day already has its slots on screen while they are read again. A day snaps to
 * its week, so stepping through a week's days asks nothing new. At most eight weeks (a six-week
 * month), within the server's 62 days.
 */
export function calendarRange(view: View, date: Date): SlotRange {
  const [first, last] =
    view === Views.MONTH ? [startOfMonth(date), endOfMonth(date)] : [date, date];
  return { from: addWeeks(weekStart(first), -1), to: addWeeks(weekStart(last), 2) };
}

/**
 * The `index`th two weeks of the list from `today` (a local midnight): 0 is today's, -1 the two
 * weeks before it. The agenda reads range 0 too, so both share one request.
 */
export function listRange(today: Date, index: number): SlotRange {
  return {
    from: addDays(today, index * LIST_RANGE_DAYS),
    to: addDays(today, (index + 1) * LIST_RANGE_DAYS),
  };
}

/** Whether slots may lie beyond `range`: none starts later than the horizon for adding them. */
export function hasLaterSlots(range: SlotRange, now: Date): boolean {
  return range.to.getTime() <= now.getTime() + SLOT_HORIZON_DAYS * DAY_MS;
}

/** Whether the list reaches further back: as far as the dashboard's history does. */
export function hasEarlierSlots(range: SlotRange, now: Date): boolean {
  return range.from.getTime() > addDays(startOfDay(now), -DASHBOARD_HISTORY_DAYS).getTime();
}

/** The range's query parameters, as the server reads them. */
export function rangeQuery(range: SlotRange) {
  return { from: range.from.toISOString(), to: range.to.toISOString() };
}
