import { useCallback, useMemo, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { Box } from '@mui/material';
import { Calendar, type View } from 'react-big-calendar';
import {
  CALENDAR_STEP_MINUTES,
  CALENDAR_TIMESLOTS,
  calendarCulture,
  calendarLocalizer,
  calendarMessages,
} from '../../lib/calendar-localizer';
import {
  BOOKING_VIEWS,
  type BookingView,
  formatSlotLong,
  type BookingCalendarEvent,
} from './booking-calendar-events';
import { visuallyHidden } from '../../components/visually-hidden';
import { calendarLook, weekLook } from './slot-calendar-look';
import { useCalendarAria, workingHours } from './slot-calendar-aria';

/** An event names its whole slot for screen readers; the box shows only its title. */
function SlotEvent({ event }: { event: BookingCalendarEvent }) {
  return (
    <>
      {event.title}
      <span style={visuallyHidden}>, {formatSlotLong(event)}</span>
    </>
  );
}
const components = { event: SlotEvent };

/** Spec: the booking calendar is 500 px high. */
const BOOKING_CALENDAR_HEIGHT = 500;

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
 * 500 px high, free slots green and booked ones grey, in the theme's look (slot-calendar-look).
 * The time grid shows the working day (8 to 6, widened to fit every slot), no all-day row.
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
  const workingDay = useMemo(() => workingHours(events), [events]);
  const boxRef = useRef<HTMLDivElement>(null);
  useCalendarAria(boxRef, view, date, events);

  return (
    <Box ref={boxRef} sx={[calendarLook, view === 'week' && weekLook]}>
      <Calendar<BookingCalendarEvent>
        localizer={calendarLocalizer}
        culture={calendarCulture}
        messages={calendarMessages}
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
        min={workingDay.min}
        max={workingDay.max}
        eventPropGetter={eventPropGetter}
        onSelectEvent={onSelectEvent}
        onKeyPressEvent={onKeyPressEvent}
        components={components}
        popup
      />
    </Box>
  );
}
