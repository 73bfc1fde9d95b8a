import { useState } from 'react';
import { Box, Button } from '@mui/material';
import type { DoctorListItem } from '@solace/shared';
import { SlotCalendar } from './SlotCalendar';
import {
  visibleRange,
  type BookingCalendarEvent,
  type BookingView,
} from './booking-calendar-events';
import { bookingMessages } from '@solace/shared';

/** Where the time grid opens: half an hour before the next free slot, else 8 in the morning. */
function scrollTimeFor(start: Date | null): Date {
  const time = new Date();
  if (start) time.setHours(start.getHours(), Math.max(0, start.getMinutes() - 30), 0, 0);
  else time.setHours(8, 0, 0, 0);
  return time;
}

/** Today, unless nothing is free before the end of what the calendar shows: then the next free. */
function initialDate(view: BookingView, doctor: DoctorListItem): Date {
  const today = new Date();
  const next = doctor.nextAvailable ? new Date(doctor.nextAvailable) : null;
  if (!next || Number.isNaN(next.getTime())) return today;
  return next > visibleRange(view, today).end ? next : today;
}

interface Props {
  doctor: DoctorListItem;
  events: BookingCalendarEvent[];
  nextFreeStart: Date | null;
  /** Phones open on the day view: seven columns do not fit 375 px. */
  narrow: boolean;
  onSelectEvent: (event: BookingCalendarEvent) => void;
}

/** The spec's calendar (month, week and day), with a jump to the next free slot. */
export function CalendarSection({ doctor, events, nextFreeStart, narrow, onSelectEvent }: Props) {
  const [view, setView] = useState<BookingView>(narrow ? 'day' : 'week');
  const [date, setDate] = useState(() => initialDate(narrow ? 'day' : 'week', doctor));
  // Bumped by "Jump to next free slot" so the time grid scrolls to it again.
  const [jumps, setJumps] = useState(0);
  const [scrollToTime, setScrollToTime] = useState(() =>
    scrollTimeFor(doctor.nextAvailable ? new Date(doctor.nextAvailable) : null),
  );

  const jumpToNextFree = () => {
    if (!nextFreeStart) return;
    setDate(nextFreeStart);
    setScrollToTime(scrollTimeFor(nextFreeStart));
    setJumps((count) => count + 1);
  };

  return (
    <Box>
      {nextFreeStart && (
        <Button variant="outlined" size="small" onClick={jumpToNextFree} sx={{ mb: 2 }}>
          {bookingMessages.jumpToNextFree}
        </Button>
      )}
      <SlotCalendar
        key={jumps}
        events={events}
        view={view}
        date={date}
        scrollToTime={scrollToTime}
        onView={setView}
        onNavigate={setDate}
        onSelectEvent={onSelectEvent}
      />
    </Box>
  );
}
