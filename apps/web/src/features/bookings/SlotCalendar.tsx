import { useCallback, useMemo, type KeyboardEvent, type SyntheticEvent } from 'react';
import { Box } from '@mui/material';
import { Calendar, type View } from 'react-big-calendar';
import {
  CALENDAR_STEP_MINUTES,
  CALENDAR_TIMESLOTS,
  calendarLocalizer,
} from '../../lib/calendar-localizer';
import {
  BOOKING_VIEWS,
  type BookingView,
  type BookingCalendarEvent,
} from './booking-calendar-events';
import { visuallyHidden } from '../../components/visually-hidden';

/** Spec: the booking calendar is 500 px high. */
export const BOOKING_CALENDAR_HEIGHT = 500;

/** Colours with at least 4.5:1 against their white text. */
const eventColours = {
  available: { backgroundColor: '#2E7D32', borderColor: '#1B5E20' },
  booked: { backgroundColor: '#6B6B6B', borderColor: '#555555' },
} as const;

interface Props {
  events: BookingCalendarEvent[];
  view: BookingView;
  date: Date;
  /** Where the week and day views scroll to (the time of day only counts). */
  scrollToTime: Date;
  onView: (view: BookingView) => void;
  onNavigate: (date: Date) => void;
  onSelectEvent: (event: BookingCalendarEvent) => void;
}

/**
 * The spec's booking calendar: month, week and day views, 15-minute steps, 4 per time slot,
 * 500 px high, free slots green and booked ones grey. In the week view it keeps a minimum width
 * and scrolls sideways inside its own box, so a phone never gets a page-wide scrollbar.
 */
export function SlotCalendar({
  events,
  view,
  date,
  scrollToTime,
  onView,
  onNavigate,
  onSelectEvent,
}: Props) {
  const eventPropGetter = useCallback(
    (event: BookingCalendarEvent) => ({
      className: `slot-${event.status}`,
      style: {
        ...eventColours[event.status],
        color: '#FFFFFF',
        cursor: event.status === 'available' ? 'pointer' : 'default',
      },
    }),
    [],
  );

  // react-big-calendar events are focusable buttons but only react to clicks by themselves.
  const onKeyPressEvent = useCallback(
    (event: BookingCalendarEvent, keyEvent: SyntheticEvent) => {
      const { key } = keyEvent as KeyboardEvent;
      if (key !== 'Enter' && key !== ' ') return;
      keyEvent.preventDefault();
      onSelectEvent(event);
    },
    [onSelectEvent],
  );

  const onViewChange = useCallback(
    (next: View) => {
      if ((BOOKING_VIEWS as string[]).includes(next)) onView(next as BookingView);
    },
    [onView],
  );

  const style = useMemo(() => ({ height: BOOKING_CALENDAR_HEIGHT }), []);

  return (
    <Box
      sx={{
        overflowX: 'auto',
        // Room for the focus ring of the toolbar buttons inside the scrolling box.
        p: 0.5,
        '& .rbc-calendar': { minWidth: view === 'week' ? 720 : 0 },
        // A week column is too narrow for the time and the title: the time stays for screen
        // readers (it is the event's name) and the box's position shows it to everyone else.
        ...(view === 'week' && { '& .rbc-event-label': visuallyHidden }),
        '& .rbc-event:focus-visible': { outline: '3px solid #1E4F49', outlineOffset: 1 },
        '& .rbc-event.slot-available:hover': { filter: 'brightness(1.1)' },
        '& .rbc-toolbar button': { color: 'text.primary' },
      }}
    >
      <Calendar<BookingCalendarEvent>
        localizer={calendarLocalizer}
        events={events}
        views={BOOKING_VIEWS}
        view={view}
        onView={onViewChange}
        date={date}
        onNavigate={onNavigate}
        step={CALENDAR_STEP_MINUTES}
        timeslots={CALENDAR_TIMESLOTS}
        style={style}
        scrollToTime={scrollToTime}
        eventPropGetter={eventPropGetter}
        onSelectEvent={onSelectEvent}
        onKeyPressEvent={onKeyPressEvent}
        popup
      />
    </Box>
  );
}
