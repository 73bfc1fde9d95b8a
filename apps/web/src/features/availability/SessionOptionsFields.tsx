import { InputAdornment, Stack, TextField } from '@mui/material';
import { BREAK_OPTIONS, MAX_REPEAT_WEEKS, SESSION_LENGTH_OPTIONS } from '@solace/shared';

export interface SessionOptions {
  sessionMinutes: number;
  breakMinutes: number;
  /** As typed; checked on saving. */
  repeatWeeks: string;
}

interface Props {
  value: SessionOptions;
  onChange: (value: SessionOptions) => void;
  disabled?: boolean;
  repeatError?: string | null;
}

/** How the range is cut into sessions, and for how many more weeks it repeats. */
export function SessionOptionsFields({ value, onChange, disabled, repeatError }: Props) {
  const set = (patch: Partial<SessionOptions>) => onChange({ ...value, ...patch });
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Session length"
        value={value.sessionMinutes}
        onChange={(event) => set({ sessionMinutes: Number(event.target.value) })}
        disabled={disabled}
        fullWidth
        slotProps={{ select: { native: true } }}
      >
        {SESSION_LENGTH_OPTIONS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes} minutes
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Break between sessions"
        value={value.breakMinutes}
        onChange={(event) => set({ breakMinutes: Number(event.target.value) })}
        disabled={disabled}
        fullWidth
        slotProps={{ select: { native: true } }}
      >
        {BREAK_OPTIONS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes} minutes
          </option>
        ))}
      </TextField>
      <TextField
        label="Repeat weekly for"
        type="number"
        value={value.repeatWeeks}
        onChange={(event) => set({ repeatWeeks: event.target.value })}
        disabled={disabled}
        error={Boolean(repeatError)}
        helperText={repeatError ?? `0 adds this day only; up to ${MAX_REPEAT_WEEKS} more weeks.`}
        slotProps={{
          htmlInput: { min: 0, max: MAX_REPEAT_WEEKS, step: 1, inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">weeks</InputAdornment> },
        }}
      />
    </Stack>
  );
}
