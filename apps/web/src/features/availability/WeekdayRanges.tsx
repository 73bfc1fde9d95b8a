import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { RangeDraft } from './working-hours-form';

interface Props {
  weekday: number;
  name: string;
  /** Every day's ranges: a field error names a range by its place in this list. */
  ranges: RangeDraft[];
  errors: Record<string, string>;
  disabled?: boolean;
  onChange: (key: number, patch: Partial<RangeDraft>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

/**
 * A range's From, To and Remove. On a phone From and To are stacked, each the row's full width
 * beside Remove: side by side they were too narrow for "09:00 AM" and cut the AM/PM off.
 */
const rangeRowSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  gridTemplateAreas: { xs: '"from remove" "to remove"', sm: '"from to remove"' },
  columnGap: 1,
  rowGap: 1.5,
  alignItems: 'start',
} as const;

/** One weekday of the working-hours editor: its ranges (none is a day off) and Add hours. */
export function WeekdayRanges(props: Props) {
  const { weekday, name, ranges, errors, disabled, onChange, onAdd, onRemove } = props;
  const own = ranges
    .map((range, index) => ({ range, index }))
    .filter(({ range }) => range.weekday === weekday);

  return (
    <Box
      component="fieldset"
      // minWidth 0: a fieldset is at least as wide as its content by default, wider than a phone.
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        m: 0,
        minWidth: 0,
        px: 2,
        pt: 0.5,
        pb: 1.5,
      }}
    >
      <Typography component="legend" sx={{ fontWeight: 650, px: 0.5 }}>
        {name}
      </Typography>
      <Stack spacing={1.5}>
        {own.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Not working
          </Typography>
        )}
        {own.map(({ range, index }) => {
          const startError = errors[`ranges.${index}.start`];
          const endError = errors[`ranges.${index}.end`];
          return (
            <Box key={range.key} sx={rangeRowSx}>
              <TextField
                label="From"
                type="time"
                size="small"
                value={range.start}
                onChange={(event) => onChange(range.key, { start: event.target.value })}
                disabled={disabled}
                error={Boolean(startError)}
                helperText={startError}
                fullWidth
                sx={{ gridArea: 'from' }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
              />
              <TextField
                label="To"
                type="time"
                size="small"
                value={range.end}
                onChange={(event) => onChange(range.key, { end: event.target.value })}
                disabled={disabled}
                error={Boolean(endError)}
                helperText={endError}
                fullWidth
                sx={{ gridArea: 'to' }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
              />
              <IconButton
                aria-label={`Remove ${name} ${range.start} to ${range.end}`}
                onClick={() => onRemove(range.key)}
                disabled={disabled}
                sx={{ gridArea: 'remove', alignSelf: { xs: 'center', sm: 'start' } }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          );
        })}
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={onAdd}
          disabled={disabled}
          aria-label={`Add hours on ${name}`}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add hours
        </Button>
      </Stack>
    </Box>
  );
}
