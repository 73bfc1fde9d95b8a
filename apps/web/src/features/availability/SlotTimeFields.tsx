import { Stack, TextField } from '@mui/material';
import { slotsMessages } from '@solace/shared';

interface Props {
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
  disabled?: boolean;
}

/** Start Time and End Time, as clock times on the chosen day. */
export function SlotTimeFields({ start, end, onStart, onEnd, disabled }: Props) {
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        label={slotsMessages.startTime}
        type="time"
        value={start}
        onChange={(event) => onStart(event.target.value)}
        disabled={disabled}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      />
      <TextField
        label={slotsMessages.endTime}
        type="time"
        value={end}
        onChange={(event) => onEnd(event.target.value)}
        disabled={disabled}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      />
    </Stack>
  );
}
