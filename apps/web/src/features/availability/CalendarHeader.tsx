import { Box, Button, Stack, Typography } from '@mui/material';
import { addDays, addMonths, addWeeks, startOfMonth, startOfWeek } from 'date-fns';
import { formatSlotDate, slotsMessages, activeLocale } from '@solace/shared';
import { Views, type View } from 'react-big-calendar';

export const CALENDAR_VIEWS = [Views.MONTH, Views.WEEK, Views.DAY] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const VIEW_LABELS: Record<CalendarView, string> = {
  month: slotsMessages.month,
  week: slotsMessages.week,
  day: slotsMessages.day,
};

interface Props {
  date: Date;
  view: View;
  onDate: (date: Date) => void;
  onView: (view: CalendarView) => void;
}

/** What one step of the previous/next buttons moves in each view. */
type Step = 'Month' | 'week' | 'day';

const STEP_OF: Record<CalendarView, Step> = { month: 'Month', week: 'week', day: 'day' };

function stepped(date: Date, step: Step, direction: 1 | -1): Date {
  if (step === 'Month') return startOfMonth(addMonths(date, direction));
  return step === 'week' ? addWeeks(date, direction) : addDays(date, direction);
}

/**
 * One pair of previous/next buttons for the view shown (the spec's Previous Month and Next
 * Month in the month view, a week or a day in the others) around the period's title, then the
 * view switch and Today.
 */
export function CalendarHeader({ date, view, onDate, onView }: Props) {
  const step =
    STEP_OF[(CALENDAR_VIEWS as readonly View[]).includes(view) ? (view as CalendarView) : 'month'];
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button variant="outlined" onClick={() => onDate(stepped(date, step, -1))}>
          {slotsMessages.previous} {step}
        </Button>
        <Typography
          variant="h2"
          aria-live="polite"
          sx={{ fontSize: { xs: '1.25rem', sm: '1.6rem' }, textAlign: 'center' }}
        >
          {periodLabel(date, step)}
        </Typography>
        <Button variant="outlined" onClick={() => onDate(stepped(date, step, 1))}>
          {slotsMessages.next} {step}
        </Button>
      </Stack>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Box
          role="group"
          aria-label={slotsMessages.calendarLayout}
          sx={{ display: 'flex', gap: 1 }}
        >
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
        <Button size="small" variant="outlined" onClick={() => onDate(new Date())}>
          {slotsMessages.today}
        </Button>
      </Stack>
    </Stack>
  );
}

function periodLabel(date: Date, step: Step): string {
  if (step === 'Month') {
    return new Intl.DateTimeFormat(activeLocale(), { month: 'long', year: 'numeric' }).format(date);
  }
  return step === 'week'
    ? slotsMessages.weekOf(formatSlotDate(startOfWeek(date)))
    : formatSlotDate(date);
}
