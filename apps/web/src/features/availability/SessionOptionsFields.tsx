import { InputAdornment, Stack, TextField } from '@mui/material';
import { MAX_REPEAT_WEEKS, slotsMessages } from '@solace/shared';
import { SessionCutFields } from './SessionCutFields';

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
      <SessionCutFields
        sessionMinutes={value.sessionMinutes}
        breakMinutes={value.breakMinutes}
        onChange={set}
        disabled={disabled}
      />
      <TextField
        label={slotsMessages.repeatWeekly}
        type="number"
        value={value.repeatWeeks}
        onChange={(event) => set({ repeatWeeks: event.target.value })}
        disabled={disabled}
        error={Boolean(repeatError)}
        helperText={repeatError ?? slotsMessages.repeatHelp(MAX_REPEAT_WEEKS)}
        slotProps={{
          htmlInput: { min: 0, max: MAX_REPEAT_WEEKS, step: 1, inputMode: 'numeric' },
          input: {
            endAdornment: <InputAdornment position="end">{slotsMessages.weeksUnit}</InputAdornment>,
          },
        }}
      />
    </Stack>
  );
}
