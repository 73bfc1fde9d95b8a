import { useId } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { formatClockTime, formatLongDay, bookingMessages } from '@solace/shared';
import { formatSlotLong, type BookingCalendarEvent } from './booking-calendar-events';
import { PICKED_SLOT_PARAM } from './use-picked-slot';

const b = bookingMessages;

interface Props {
  day: Date;
  /** The day's free times, oldest first. */
  events: BookingCalendarEvent[];
  /** The first free time after this day, offered when the day has none. */
  nextFree: BookingCalendarEvent | null;
  /** False for therapists and admins: they see the times but cannot pick one. */
  canSelect: boolean;
  onSelect: (event: BookingCalendarEvent) => void;
  onGoToDay: (day: Date) => void;
  /** What picking a time does, first in each time's name: "Book" here, "Move to" on reschedule. */
  action?: string;
  /** The page that opens with a time picked (`?slot=`) if it is pressed before any script runs. */
  pickPath?: string;
}

/**
 * The chosen day's free times as large buttons, in the viewer's zone (the page names it). With
 * `pickPath` they are a form's submit buttons, which work as plain HTML: pressed before the
 * scripts run (a server-drawn page), one opens `pickPath` with its time picked. Once the scripts
 * run, a press picks the time here instead.
 */
export function DayTimes({
  day,
  events,
  nextFree,
  canSelect,
  onSelect,
  onGoToDay,
  action = bookingMessages.book,
  pickPath,
}: Props) {
  const headingId = useId();
  const list = (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
        gap: 1.5,
      }}
    >
      {events.map((event) => (
        <li key={event.id}>
          <Button
            {...(pickPath && { type: 'submit', name: PICKED_SLOT_PARAM, value: event.id })}
            variant="outlined"
            size="large"
            fullWidth
            disabled={!canSelect}
            aria-label={`${action} ${formatSlotLong(event)}`}
            onClick={(click) => {
              click.preventDefault();
              onSelect(event);
            }}
            sx={{
              borderRadius: 2,
              minHeight: 56,
              borderWidth: 2,
              '&:hover': { borderWidth: 2 },
            }}
          >
            {formatClockTime(event.start)}
          </Button>
        </li>
      ))}
    </Box>
  );
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h3" sx={{ mb: 2 }}>
        {b.freeTimesOn(formatLongDay(day))}
      </Typography>
      {events.length === 0 ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>{b.noFreeTimesOnDay}</Typography>
          {nextFree && (
            <>
              <Typography sx={{ fontWeight: 600 }}>
                {b.nextFreeTime(
                  `${formatLongDay(nextFree.start)}, ${formatClockTime(nextFree.start)}`,
                )}
              </Typography>
              <Button variant="outlined" onClick={() => onGoToDay(nextFree.start)}>
                {b.goToNextFree}
              </Button>
            </>
          )}
        </Stack>
      ) : pickPath ? (
        <form method="get" action={pickPath}>
          {list}
        </form>
      ) : (
        list
      )}
    </Box>
  );
}
