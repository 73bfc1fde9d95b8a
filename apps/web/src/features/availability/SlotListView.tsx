import { Box, Button, Chip, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { formatSlotDate, formatTimeRange, slotsMessages } from '@solace/shared';
import {
  clientEmail,
  clientName,
  groupDashboardEventsByDay,
  SLOT_COLOURS,
  type DashboardEvent,
} from './dashboard-calendar-events';

/** What a row's buttons do. */
export interface SlotActions {
  /** The slot being deleted, if any: its button waits. */
  deletingId: string | null;
  onEdit: (event: DashboardEvent) => void;
  onDelete: (event: DashboardEvent) => void;
  onDetails: (event: DashboardEvent) => void;
}

interface Props extends SlotActions {
  /** Sorted by start. */
  events: DashboardEvent[];
  /** What an empty list says (it depends on what the list was asked to show). */
  emptyText: string;
}

const STATUS_LABEL = {
  available: slotsMessages.available,
  expired: slotsMessages.expired,
  booked: slotsMessages.booked,
} as const;

/** The slots by day: the spec's list, and the keyboard-friendly way through the calendar. */
export function SlotListView({
  events,
  emptyText,
  deletingId,
  onEdit,
  onDelete,
  onDetails,
}: Props) {
  if (events.length === 0) {
    return <Typography sx={{ py: 3 }}>{emptyText}</Typography>;
  }
  return (
    <Stack spacing={3}>
      {groupDashboardEventsByDay(events).map((day) => (
        <Box component="section" key={day.key} aria-labelledby={`day-${day.key}`}>
          <Typography id={`day-${day.key}`} variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {formatSlotDate(day.date)}
          </Typography>
          <Paper variant="outlined">
            <List disablePadding>
              {day.events.map((event, index) => (
                <ListItem key={event.id} divider={index < day.events.length - 1} sx={{ py: 1.5 }}>
                  <SlotRow
                    event={event}
                    deleting={deletingId === event.id}
                    onEdit={onEdit}
                    onDelete={onDelete}
                    onDetails={onDetails}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        </Box>
      ))}
    </Stack>
  );
}

interface RowProps extends Omit<SlotActions, 'deletingId'> {
  event: DashboardEvent;
  deleting: boolean;
}

function SlotRow({ event, deleting, onEdit, onDelete, onDetails }: RowProps) {
  const date = formatSlotDate(event.start);
  const time = formatTimeRange(event.start, event.end);
  const colours = SLOT_COLOURS[event.status];
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ width: '100%', gap: 1, alignItems: { sm: 'center' } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {date}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{time}</Typography>
        {event.status === 'booked' && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {slotsMessages.bookedBy(clientName(event.slot), clientEmail(event.slot))}
          </Typography>
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          label={STATUS_LABEL[event.status]}
          size="small"
          sx={{ bgcolor: colours.background, color: colours.text }}
        />
        {event.status === 'available' && (
          <>
            <Button
              size="small"
              onClick={() => onEdit(event)}
              aria-label={slotsMessages.editSlotOn(date, time)}
            >
              {slotsMessages.edit}
            </Button>
            <Button
              size="small"
              color="error"
              disabled={deleting}
              onClick={() => onDelete(event)}
              aria-label={slotsMessages.deleteSlotOn(date, time)}
            >
              {deleting ? slotsMessages.deleting : slotsMessages.delete}
            </Button>
          </>
        )}
        {event.status === 'booked' && (
          <Button
            size="small"
            onClick={() => onDetails(event)}
            aria-label={slotsMessages.appointmentDetailsFor(date, time)}
          >
            {slotsMessages.details}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
