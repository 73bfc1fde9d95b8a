import { Box, Button } from '@mui/material';
import { slotsMessages } from '@solace/shared';

export type ViewMode = 'calendar' | 'list';

const MODES: [ViewMode, string][] = [
  ['calendar', slotsMessages.calendarView],
  ['list', slotsMessages.listView],
];

/** Calendar View and List View: a two-way toggle. */
export function ViewModeSwitch({
  mode,
  onChange,
}: {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
}) {
  return (
    <Box role="group" aria-label={slotsMessages.dashboardView} sx={{ display: 'flex', gap: 1 }}>
      {MODES.map(([value, label]) => (
        <Button
          key={value}
          variant={mode === value ? 'contained' : 'outlined'}
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </Box>
  );
}
