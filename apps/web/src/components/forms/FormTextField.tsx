import type { ChangeEvent, ReactNode, Ref } from 'react';
import { TextField } from '@mui/material';

export interface FormTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** When the field loses focus: forms check a field there, not on every key. */
  onBlur?: () => void;
  type?: string;
  autoComplete?: string;
  /** The field's problem: shown under it, and the input is marked aria-invalid. */
  error?: string | null;
  /** Marks the field invalid without a message under it (the message is shown elsewhere). */
  invalid?: boolean;
  /** Help shown under the field while it has no problem. */
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** Extra attributes of the <input> itself (inputMode, minLength, ...). */
  htmlInput?: Record<string, unknown>;
  endAdornment?: ReactNode;
}

/**
 * A labelled, required text field. `required` sits on the input (announced, no asterisk): every
 * field of these forms is required, and the labels stay exactly the spec's words.
 */
export function FormTextField(props: FormTextFieldProps) {
  const { name, label, value, onChange, type = 'text', error, hint, readOnly } = props;
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={label}
      type={type}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      onBlur={props.onBlur}
      autoComplete={props.autoComplete}
      autoFocus={props.autoFocus}
      inputRef={props.inputRef}
      error={Boolean(error) || Boolean(props.invalid)}
      helperText={error || hint}
      fullWidth
      slotProps={{
        htmlInput: { required: !readOnly, readOnly, ...props.htmlInput },
        input: props.endAdornment ? { endAdornment: props.endAdornment } : undefined,
      }}
    />
  );
}
