import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { alpha } from '@mui/material/styles';
import {
  addDays,
  addMonths,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { enUS } from 'date-fns/locale';
import { bookingMessages, activeLocale, formatSpokenDay } from '@solace/shared';
import { dayKey, isPastDay, monthTitle, monthWeeks } from './booking-days';

/** Sunday to Saturday in the page's language (4 January 2026 was a Sunday). */
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 0, 4 + index));
  const name = (weekday: 'long' | 'short') =>
    new Intl.DateTimeFormat(activeLocale(), { weekday, timeZone: 'UTC' }).format(day);
  // English shows two letters (Su, Mo); Hindi its own short names (रवि, सोम).
  const short = activeLocale().startsWith('en') ? name('long').slice(0, 2) : name('short');
  return { name: name('long'), short };
});
const b = bookingMessages;

interface Props {
  month: Date;
  onMonthChange: (month: Date) => void;
  selected: Date;
  onSelect: (day: Date) => void;
  /** How many free times each local day has (by `dayKey`). */
  freeCount: (key: string) => number;
  now: Date;
}

/** Where an arrow key (or Home, End, Page Up, Page Down) moves the focus from `day`. */
function moveBy(key: string, day: Date): Date | null {
  const moves: Record<string, () => Date> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    Home: () => startOfWeek(day, { locale: enUS }),
    End: () => endOfWeek(day, { locale: enUS }),
    PageUp: () => addMonths(day, -1),
    PageDown: () => addMonths(day, 1),
  };
  return moves[key]?.() ?? null;
}

/**
 * A month of days as an accessible grid (one Tab stop, arrow keys between days), the days with
 * free times marked and named with their count, so the first free time is a few presses away.
 */
export function FreeDayPicker({ month, onMonthChange, selected, onSelect, freeCount, now }: Props) {
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusKeyboard, setFocusKeyboard] = useState(false);
  const firstMonth = startOfMonth(now);
  const canGoBack = month > firstMonth;

  // After an arrow key, the focus follows the selection (also into the next month's grid).
  useEffect(() => {
    if (!focusKeyboard) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${dayKey(selected)}"]`)?.focus();
    setFocusKeyboard(false);
  }, [focusKeyboard, selected]);

  const choose = (day: Date) => {
    if (isPastDay(day, now)) return;
    if (!isSameMonth(day, month)) onMonthChange(startOfMonth(day));
    onSelect(day);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveBy(event.key, selected);
    if (!next) return;
    event.preventDefault();
    if (isPastDay(next, now)) return;
    choose(next);
    setFocusKeyboard(true);
  };

  // A new month selects its first free day (else its first day still to come), so the times
  // beside the grid always belong to the month on show.
  const goMonth = (step: number) => {
    const target = startOfMonth(addMonths(month, step));
    const days = monthWeeks(target)
      .flat()
      .filter((day) => isSameMonth(day, target) && !isPastDay(day, now));
    onMonthChange(target);
    onSelect(days.find((day) => freeCount(dayKey(day)) > 0) ?? days[0] ?? target);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label={b.previousMonth} onClick={() => goMonth(-1)} disabled={!canGoBack}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography id={titleId} variant="h4" component="h3" aria-live="polite">
          {monthTitle(month)}
        </Typography>
        <IconButton aria-label={b.nextMonth} onClick={() => goMonth(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        component="table"
        role="grid"
        ref={gridRef}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(({ name, short }) => (
              <Box
                component="th"
                scope="col"
                key={name}
                abbr={name}
                sx={{ fontSize: '0.8rem', fontWeight: 600, color: 'text.secondary', pb: 0.5 }}
              >
                {short}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={dayKey(week[0]!)}>
              {week.map((day) => (
                <DayCell
                  key={dayKey(day)}
                  day={day}
                  inMonth={isSameMonth(day, month)}
                  selected={isSameDay(day, selected)}
                  today={isSameDay(day, now)}
                  past={isPastDay(day, now)}
                  count={freeCount(dayKey(day))}
                  onChoose={choose}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

interface CellProps {
  day: Date;
  inMonth: boolean;
  selected: boolean;
  today: boolean;
  past: boolean;
  count: number;
  onChoose: (day: Date) => void;
}

function DayCell({ day, inMonth, selected, today, past, count, onChoose }: CellProps) {
  if (!inMonth) return <td role="gridcell" />;
  const free = count > 0 && !past;
  return (
    <td role="gridcell" aria-selected={selected} style={{ padding: 2, textAlign: 'center' }}>
      <Box
        component="button"
        type="button"
        data-day={dayKey(day)}
        tabIndex={selected ? 0 : -1}
        aria-label={b.dayFreeTimes(formatSpokenDay(day), free ? count : 0)}
        aria-current={today ? 'date' : undefined}
        aria-disabled={past || undefined}
        onClick={() => onChoose(day)}
        sx={(theme) => ({
          position: 'relative',
          width: '100%',
          maxWidth: 48,
          aspectRatio: '1 / 1',
          borderRadius: '50%',
          border: today ? `2px solid ${theme.palette.primary.main}` : '2px solid transparent',
          font: 'inherit',
          fontWeight: free ? 700 : 400,
          cursor: past ? 'default' : 'pointer',
          color: past ? theme.palette.text.secondary : theme.palette.text.primary,
          opacity: past ? 0.6 : 1,
          backgroundColor: free ? alpha(theme.palette.success.main, 0.12) : 'transparent',
          ...(selected && {
            backgroundColor: theme.palette.primary.main,
            color: theme.palette.primary.contrastText,
          }),
          '&:hover':
            !past && !selected ? { backgroundColor: alpha(theme.palette.primary.main, 0.1) } : {},
          '&:focus-visible': {
            outline: `3px solid ${theme.palette.primary.dark}`,
            outlineOffset: 2,
          },
          // A dot under the date: the day has free times (the label says how many).
          '&::after': free
            ? {
                content: '""',
                position: 'absolute',
                bottom: 5,
                left: '50%',
                width: 5,
                height: 5,
                ml: '-2.5px',
                borderRadius: '50%',
                backgroundColor: selected ? 'currentColor' : theme.palette.success.main,
              }
            : {},
        })}
      >
        {format(day, 'd')}
      </Box>
    </td>
  );
}
