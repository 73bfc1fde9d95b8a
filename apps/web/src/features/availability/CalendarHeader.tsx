import { Box, Button, Stack, Typography } from '@mui/material';
import { addDays, addMonths, addWeeks, format, startOfMonth, startOfWeek } from 'date-fns';
import { formatSlotDate } from '@solace/shared';
import { Views, type View } from 'react-big-calendar';

export const CALENDAR_VIEWS = [Views.MONTH, Views.WEEK, Views.DAY] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const VIEW_LABELS: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };

interface Props {
  date: Date;
  view: View;
  onDate: (date: Date) => void;
  onView: (view: CalendarView) => void;
}

/** Month navigation (spec), the view switch, and week or day steps in those views. */
export function CalendarHeader({ date, view, onDate, onView }: Props) {
  const step = view === Views.WEEK ? 'week' : view === Views.DAY ? 'day' : null;
  const move = (direction: 1 | -1) =>
    onDate(step === 'week' ? addWeeks(date, direction) : addDays(date, direction));
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button variant="outlined" onClick={() => onDate(startOfMonth(addMonths(date, -1)))}>
          Previous Month
        </Button>
        <Typography
          variant="h2"
          aria-live="polite"
          sx={{ fontSize: { xs: '1.25rem', sm: '1.6rem' }, textAlign: 'center' }}
        >
          {format(date, 'MMMM yyyy')}
        </Typography>
        <Button variant="outlined" onClick={() => onDate(startOfMonth(addMonths(date, 1)))}>
          Next Month
        </Button>
      </Stack>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Box role="group" aria-label="Calendar layout" sx={{ display: 'flex', gap: 1 }}>
          {CALENDAR_VIEWS.map((name) => (
            <Button
              key={name}
              size="small"
              variant={view === name ? 'contained' : 'outlined'}
              aria-pressed={view === name}
              onClick={() => onView(name)}
            >
              {VIEW_LABELS[name]}
            </Button>
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {step && (
            <Button size="small" onClick={() => move(-1)}>
              Previous {step}
            </Button>
          )}
          {step && <Typography variant="body2">{periodLabel(date, step)}</Typography>}
          {step && (
            <Button size="small" onClick={() => move(1)}>
              Next {step}
            </Button>
          )}
          <Button size="small" variant="outlined" onClick={() => onDate(new Date())}>
            Today
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}

function periodLabel(date: Date, step: 'week' | 'day'): string {
  return step === 'week' ? `Week of ${formatSlotDate(startOfWeek(date))}` : formatSlotDate(date);
}
