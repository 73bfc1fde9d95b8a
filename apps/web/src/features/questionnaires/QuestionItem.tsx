import { useId, type Ref } from 'react';
import {
  Box,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';

interface Props {
  /** The radios' group name, unique in the form. */
  name: string;
  /** "3. Trouble falling or staying asleep...": what the radiogroup is labelled by. */
  label: string;
  /** Shown after the label in a quieter type ("(optional)"); part of the group's name too. */
  hint?: string;
  options: readonly string[];
  value: number | null;
  onChange: (value: number) => void;
  /** Why it cannot be sent yet; the group is marked invalid and reads it out. */
  error?: string;
  required: boolean;
  /** The group itself, so the form can move focus to it (see `focusQuestion`). */
  groupRef?: Ref<HTMLDivElement>;
  /** Options side by side where there is room (a desktop), one under another otherwise. */
  row: boolean;
}

/**
 * One question: native radios in a radiogroup named by the question, so Tab reaches the group,
 * the arrow keys choose within it and a screen reader reads the question with each answer.
 */
export function QuestionItem(props: Props) {
  const { name, label, hint, options, value, onChange, error, required, groupRef, row } = props;
  const labelId = useId();
  const errorId = useId();
  return (
    <Box>
      <Typography id={labelId} component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
        {hint && (
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 400, ml: 0.5 }}>
            {hint}
          </Typography>
        )}
      </Typography>
      <RadioGroup
        ref={groupRef}
        name={name}
        row={row}
        value={value === null ? '' : String(value)}
        onChange={(_, chosen) => onChange(Number(chosen))}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required}
        sx={row ? { columnGap: 1 } : undefined}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option}
            value={String(index)}
            control={<Radio />}
            label={option}
            // A phone's answers are big targets: the whole line chooses.
            sx={row ? undefined : { minHeight: 48, mr: 0 }}
          />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText id={errorId} error sx={{ fontSize: '0.9375rem' }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/** Moves focus into a question's group: to its chosen answer, or the first while none is. */
export function focusQuestion(group: HTMLElement | null | undefined): void {
  const radios = [...(group?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
  (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
}
