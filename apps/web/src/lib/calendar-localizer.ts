import { dateFnsLocalizer } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
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
  locales: { 'en-US': enUS },
});

/** The spec's grid: 15-minute steps, 4 per time slot. */
export const CALENDAR_STEP_MINUTES = 15;
export const CALENDAR_TIMESLOTS = 4;
