import { useId } from 'react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { bookingMessages, CANCEL_REASON_MAX_LENGTH } from '@solace/shared';

const t = bookingMessages.therapistCancel;
/** The radio value of "Another reason": the therapist's own words then go in the text field. */
const OTHER_REASON = 'other';

export interface CancelChoice {
  /** One of `t.reasons`, OTHER_REASON, or '' before a choice. */
  picked: string;
  written: string;
  keepBlocked: boolean;
}
export const NO_CHOICE: CancelChoice = { picked: '', written: '', keepBlocked: false };

/** The reason the client will read, or '' when none is given yet. */
export function reasonOf(choice: CancelChoice): string {
  return (choice.picked === OTHER_REASON ? choice.written : choice.picked).trim();
}

interface Props {
  choice: CancelChoice;
  onChange: (choice: CancelChoice) => void;
  /** Why the reason was refused (none given, too long), shown under the group. */
  error: string | null;
  disabled: boolean;
}

/**
 * A therapist cancelling a booked session says why, as the client will read it: one of a few
 * usual reasons or their own words, and whether the time stays blocked for others.
 */
export function CancelReasonFields({ choice, onChange, error, disabled }: Props) {
  const legendId = useId();
  const errorId = useId();
  const set = (change: Partial<CancelChoice>) => onChange({ ...choice, ...change });
  const writing = choice.picked === OTHER_REASON;
  return (
    <>
      <FormControl
        component="fieldset"
        error={Boolean(error)}
        disabled={disabled}
        sx={{ mt: 2, display: 'block' }}
      >
        <FormLabel component="legend" id={legendId}>
          {t.reasonLegend}
        </FormLabel>
        <RadioGroup
          aria-labelledby={legendId}
          aria-describedby={error && !writing ? errorId : undefined}
          value={choice.picked}
          onChange={(event) => set({ picked: event.target.value })}
        >
          {[...t.reasons, OTHER_REASON].map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={value === OTHER_REASON ? t.otherReason : value}
            />
          ))}
        </RadioGroup>
        {error && !writing && <FormHelperText id={errorId}>{error}</FormHelperText>}
      </FormControl>
      {writing && (
        <TextField
          label={t.otherLabel}
          value={choice.written}
          onChange={(event) => set({ written: event.target.value })}
          disabled={disabled}
          required
          autoFocus
          fullWidth
          multiline
          minRows={2}
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX_LENGTH } }}
          sx={{ mt: 1 }}
        />
      )}
      <FormControlLabel
        sx={{ mt: 1 }}
        disabled={disabled}
        control={
          <Checkbox
            checked={choice.keepBlocked}
            onChange={(event) => set({ keepBlocked: event.target.checked })}
          />
        }
        label={t.keepBlocked}
      />
    </>
  );
}
