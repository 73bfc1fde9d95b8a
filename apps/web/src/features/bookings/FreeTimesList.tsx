import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { formatLongDay, formatTimeRange } from '@solace/shared';
import { formatSlotLong, type BookingCalendarEvent } from './booking-calendar-events';
import { freeTimesByDay } from './booking-days';

interface Props {
  heading: string;
  /** Free slots, oldest first; those that have started by `now` are left out. */
  events: BookingCalendarEvent[];
  now: Date;
  /** False for therapists and admins: they see the times but cannot pick one. */
  canSelect: boolean;
  onSelect: (event: BookingCalendarEvent) => void;
  /** The verb each time's button is named with for screen readers ("Book", "Move to"). */
  action?: string;
}

/**
 * Free times as a plain list of buttons by day, for a dialog with no room for the booking
 * page's date picker (rescheduling).
 */
export function FreeTimesList({
  heading,
  events,
  now,
  canSelect,
  onSelect,
  action = 'Book',
}: Props) {
  const headingId = useId();
  const groups = [...freeTimesByDay(events, now).values()].map((dayEvents) => ({
    day: dayEvents[0]!.start,
    events: dayEvents,
  }));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      {groups.length === 0 ? (
        <Typography color="text.secondary">No free times in this range.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {groups.map((group) => (
            <li key={group.day.getTime()}>
              <Typography variant="h4" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
                {formatLongDay(group.day)}
              </Typography>
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {group.events.map((event) => (
                  <li key={event.id}>
                    <Button
                      variant="outlined"
                      color="success"
                      disabled={!canSelect}
                      aria-label={`${action} ${formatSlotLong(event)}`}
                      onClick={() => onSelect(event)}
                    >
                      {formatTimeRange(event.start, event.end)}
                    </Button>
                  </li>
                ))}
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
