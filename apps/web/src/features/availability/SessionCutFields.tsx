import { TextField } from '@mui/material';
import { BREAK_OPTIONS, SESSION_LENGTH_OPTIONS, slotsMessages } from '@solace/shared';

interface Props {
  sessionMinutes: number;
  breakMinutes: number;
  onChange: (patch: { sessionMinutes?: number; breakMinutes?: number }) => void;
  disabled?: boolean;
}

/** How working time is cut into sessions: their length and the break between them. */
export function SessionCutFields({ sessionMinutes, breakMinutes, onChange, disabled }: Props) {
  return (
    <>
      <TextField
        select
        label={slotsMessages.sessionLengthLabel}
        value={sessionMinutes}
        onChange={(event) => onChange({ sessionMinutes: Number(event.target.value) })}
        disabled={disabled}
        fullWidth
        slotProps={{ select: { native: true } }}
      >
        {SESSION_LENGTH_OPTIONS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {slotsMessages.minutesCount(minutes)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={slotsMessages.breakLabel}
        value={breakMinutes}
        onChange={(event) => onChange({ breakMinutes: Number(event.target.value) })}
        disabled={disabled}
        fullWidth
        slotProps={{ select: { native: true } }}
      >
        {BREAK_OPTIONS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {slotsMessages.minutesCount(minutes)}
          </option>
        ))}
      </TextField>
    </>
  );
}
