import { dateFnsLocalizer, type Messages } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS, hi } from 'date-fns/locale';
import { activeLocale, bookingMessages as b } from '@solace/shared';
import 'react-big-calendar/lib/css/react-big-calendar.css';

/**
 * One localizer for every calendar (booking page and dashboard): date-fns in the viewer's own
 * time zone, so a slot shows at the viewer's local time.
 */
export const calendarLocalizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { locale: enUS }),
  getDay,
  locales: { 'en-US': enUS, 'hi-IN': hi },
});

/** The page's language for the calendars' own words and dates (their `culture` prop). */
export const calendarCulture = activeLocale();

/** The calendars' own words (toolbar, "+2 more"), in the page's language. */
export const calendarMessages: Messages = {
  today: b.calendarToday,
  previous: b.calendarPrevious,
  next: b.calendarNext,
  yesterday: b.calendarYesterday,
  tomorrow: b.calendarTomorrow,
  month: b.calendarMonth,
  week: b.calendarWeek,
  work_week: b.calendarWorkWeek,
  day: b.calendarDay,
  agenda: b.calendarAgenda,
  date: b.date,
  time: b.time,
  event: b.calendarEvent,
  allDay: b.calendarAllDay,
  noEventsInRange: b.calendarNoEvents,
  showMore: (count: number) => b.calendarShowMore(count),
};

/** The spec's grid: 15-minute steps, 4 per time slot. */
export const CALENDAR_STEP_MINUTES = 15;
export const CALENDAR_TIMESLOTS = 4;
