import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import {
  Calendar,
  type EventProps,
  type HeaderProps,
  type SlotInfo,
  type View,
} from 'react-big-calendar';
import { formatClockTime, formatSlotDate, formatTimeRange, slotsMessages } from '@solace/shared';
import {
  CALENDAR_STEP_MINUTES,
  CALENDAR_TIMESLOTS,
  calendarCulture,
  calendarLocalizer,
  calendarMessages,
} from '../../lib/calendar-localizer';
import { CALENDAR_VIEWS, CalendarHeader, type CalendarView } from './CalendarHeader';
import { dashboardEventStyle, type DashboardEvent } from './dashboard-calendar-events';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { visuallyHidden } from '../../components/visually-hidden';

export interface DashboardCalendarProps {
  events: DashboardEvent[];
  date: Date;
  view: View;
  onDate: (date: Date) => void;
  onView: (view: CalendarView) => void;
  onSelectSlot: (slot: SlotInfo, view: View) => void;
  onOpenEvent: (event: DashboardEvent) => void;
}

/**
 * A white grid; dates outside the month readable (5.6:1 instead of rbc's 2.8:1); in the week and
 * day grids a short event shows its time above its title rather than in a clipped second column.
 */
const calendarSx = {
  // On a phone the month's seven columns share the screen (no sideways scroll); wider, the
  // grid keeps a readable width and scrolls inside its box.
  minWidth: { xs: 0, sm: 640 },
  '& .rbc-month-view .rbc-event': {
    fontSize: { xs: '0.6875rem', sm: '0.8125rem' },
    px: { xs: 0.25 },
  },
  '& .rbc-header': { overflow: 'hidden', textOverflow: 'clip' },
  // Slots are never all-day: rbc's empty all-day row is noise, and its row roles sit outside
  // any grid (axe: aria-required-parent and aria-required-children).
  '& .rbc-time-header .rbc-allday-cell': { display: 'none' },
  height: 700,
  bgcolor: 'background.paper',
  '& .rbc-off-range': { color: '#595959' },
  '& .rbc-day-slot .rbc-event': { flexFlow: 'column nowrap', fontSize: '0.8125rem' },
  '& .rbc-event:focus-visible': { outline: '3px solid #1E4F49', outlineOffset: 2 },
} as const;

const describe = (event: DashboardEvent) =>
  `${event.title}, ${formatSlotDate(event.start)}, ${formatTimeRange(event.start, event.end)}`;

/**
 * A month cell's event: its start time, then its title ("9:00 AM Available"); on a phone's
 * narrow cells the title is left to the colour and to screen readers.
 */
function MonthEvent({ event }: EventProps<DashboardEvent>) {
  return (
    <span>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {formatClockTime(event.start)}
      </Box>{' '}
      <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
        {event.title}
      </Box>
    </span>
  );
}
/**
 * A week or day column's title as plain text: rbc's own is a columnheader outside any row or
 * table there (axe: aria-required-parent). The month keeps rbc's, inside its table.
 */
function DayTitle({ label }: HeaderProps) {
  return <span>{label}</span>;
}
const calendarComponents = {
  month: { event: MonthEvent },
  week: { header: DayTitle },
  day: { header: DayTitle },
};

const TABLE_ROLES = new Set(['table', 'rowgroup', 'row', 'cell', 'columnheader']);

// Week and day views open at the start of a working day rather than at midnight.
const SCROLL_TO = new Date(1970, 0, 1, 8, 0);

/** The spec's dashboard calendar: month, week and day; 700 px; 15-minute steps; selectable. */
export function DashboardCalendar(props: DashboardCalendarProps) {
  const { events, date, view, onDate, onView, onSelectSlot, onOpenEvent } = props;
  const grid = useRef<HTMLDivElement>(null);
  // The week and day grids scroll through the hours; a keyboard must reach that scroll even on
  // a day with no event to focus (axe: scrollable-region-focusable). rbc takes no props for it.
  useEffect(() => {
    const root = grid.current;
    if (!root) return;
    const tidy = () => {
      // rbc's month "table" puts events and "+N more" straight into its rows, outside any cell
      // (axe: aria-required-children). Its table roles go; the events stay buttons with labels.
      root
        .querySelectorAll('.rbc-month-view, .rbc-month-view [role]:not(.rbc-event)')
        .forEach((part) => {
          if (TABLE_ROLES.has(part.getAttribute('role') ?? '')) part.removeAttribute('role');
          part.removeAttribute('aria-sort');
        });
      const hours = root.querySelector('.rbc-time-content');
      if (!hours || hours.getAttribute('role') === 'group') return;
      hours.setAttribute('tabindex', '0');
      hours.setAttribute('role', 'group');
      hours.setAttribute('aria-label', slotsMessages.hoursOfTheDay);
    };
    tidy();
    // rbc draws its month rows again by itself once it has measured how many events fit (the
    // "+N more" rows arrive after this effect): new rows are tidied as they come.
    const observer = new MutationObserver(tidy);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [view, date, events]);
  return (
    <Box ref={grid}>
      <CalendarHeader date={date} view={view} onDate={onDate} onView={onView} />
      {/* On a phone the grid keeps a readable width and scrolls inside this box. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Box sx={calendarSx}>
          <Calendar<DashboardEvent>
            localizer={calendarLocalizer}
            culture={calendarCulture}
            messages={calendarMessages}
            events={events}
            date={date}
            view={view}
            views={[...CALENDAR_VIEWS]}
            onNavigate={onDate}
            onView={(next) => onView(next as CalendarView)}
            toolbar={false}
            style={{ height: 700 }}
            step={CALENDAR_STEP_MINUTES}
            timeslots={CALENDAR_TIMESLOTS}
            scrollToTime={SCROLL_TO}
            selectable
            onSelectSlot={(slot) => onSelectSlot(slot, view)}
            onSelectEvent={onOpenEvent}
            onKeyPressEvent={(event, keyEvent) => {
              const { key } = keyEvent as unknown as KeyboardEvent;
              if (key !== 'Enter' && key !== ' ') return;
              keyEvent.preventDefault();
              onOpenEvent(event);
            }}
            eventPropGetter={dashboardEventStyle}
            tooltipAccessor={describe}
            components={calendarComponents}
          />
        </Box>
      </Box>
      <TimeZoneNote sx={{ mt: 1.5 }} />
    </Box>
  );
}
