import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { WorkingHoursRequest, WorkingRange } from '@solace/shared';
import { BoundMuiTextField } from '../../components/forms/BoundFields';
import type { ZodForm } from '../../components/forms/use-zod-form';
import { slotsMessages } from '@solace/shared';

interface Props {
  /** The working-hours form: each range's From and To are its fields. */
  form: ZodForm<WorkingHoursRequest>;
  weekday: number;
  name: string;
  /**
   * Every day's ranges as they stand, each with its row's key: a range's place in this list
   * is its place in the request, and so in its fields' names (`ranges.3.end`).
   */
  ranges: (WorkingRange & { key: string })[];
  disabled?: boolean;
  onAdd: () => void;
  /** Removes the range at this place in the list. */
  onRemove: (index: number) => void;
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

/** A range's two fields: its place in the request, its label and its place in the row. */
const RANGE_FIELDS = [
  ['start', slotsMessages.from, 'from'],
  ['end', slotsMessages.to, 'to'],
] as const;

/** One weekday of the working-hours editor: its ranges (none is a day off) and Add hours. */
export function WeekdayRanges(props: Props) {
  const { form, weekday, name, ranges, disabled, onAdd, onRemove } = props;
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
            {slotsMessages.notWorking}
          </Typography>
        )}
        {own.map(({ range, index }) => (
          <Box key={range.key} sx={rangeRowSx}>
            {RANGE_FIELDS.map(([field, label, area]) => (
              <BoundMuiTextField
                key={field}
                form={form}
                name={`ranges.${index}.${field}`}
                label={label}
                type="time"
                size="small"
                disabled={disabled}
                fullWidth
                sx={{ gridArea: area }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
              />
            ))}
            <IconButton
              aria-label={slotsMessages.removeRange(name, range.start, range.end)}
              onClick={() => onRemove(index)}
              disabled={disabled}
              sx={{ gridArea: 'remove', alignSelf: { xs: 'center', sm: 'start' } }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={onAdd}
          disabled={disabled}
          aria-label={slotsMessages.addHoursOn(name)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {slotsMessages.addHours}
        </Button>
      </Stack>
    </Box>
  );
}
