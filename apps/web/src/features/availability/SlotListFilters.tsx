import { useId } from 'react';
import {
  FormControlLabel,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { slotsMessages } from '@solace/shared';

export type SlotFilter = 'all' | 'booked';

interface Props {
  filter: SlotFilter;
  onFilter: (filter: SlotFilter) => void;
  showPast: boolean;
  onShowPast: (showPast: boolean) => void;
}

const m = slotsMessages.list;

/**
 * What the list shows: all slots or the booked ones only (a pair of pressed/unpressed buttons,
 * each reached by Tab), and whether slots that have passed are shown too.
 */
export function SlotListFilters({ filter, onFilter, showPast, onShowPast }: Props) {
  const labelId = useId();
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {m.show}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={filter}
          // Pressing the chosen one again would choose nothing: the list always shows something.
          onChange={(_, next: SlotFilter | null) => next && onFilter(next)}
          aria-labelledby={labelId}
          // MUI's grey for the button not chosen reads 4.47:1 on the page's cream: the text colour.
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
        >
          <ToggleButton value="all">{m.all}</ToggleButton>
          <ToggleButton value="booked">{m.bookedOnly}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <FormControlLabel
        control={
          <Switch checked={showPast} onChange={(event) => onShowPast(event.target.checked)} />
        }
        label={m.showPast}
      />
    </Stack>
  );
}
