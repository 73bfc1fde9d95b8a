import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { formatTimeRange } from '@solace/shared';
import {
  formatLongDay,
  formatSlotLong,
  groupFreeTimesByDay,
  type BookingCalendarEvent,
} from './booking-calendar-events';

interface Props {
  heading: string;
  /** The free slots of the range the calendar shows, oldest first. */
  events: BookingCalendarEvent[];
  /** False for therapists and admins: they see the times but cannot pick one. */
  canSelect: boolean;
  onSelect: (event: BookingCalendarEvent) => void;
  /** The verb each time's button is named with for screen readers ("Book", "Move to"). */
  action?: string;
}

/**
 * The calendar's free times as a plain list of buttons: quicker with a keyboard or a screen
 * reader than a grid of positioned boxes, and the same dialog opens from either.
 */
export function FreeTimesList({ heading, events, canSelect, onSelect, action = 'Book' }: Props) {
  const headingId = useId();
  const groups = groupFreeTimesByDay(events);
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
