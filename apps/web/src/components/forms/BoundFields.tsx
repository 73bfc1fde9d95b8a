import { useId, type ReactNode } from 'react';
import {
  Checkbox,
  FormControlLabel,
  FormHelperText,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import type { FieldPathByValue, FieldValues, PathValue } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { PasswordField } from './PasswordField';
import { useBoundField, type TextPath, type ZodForm } from './use-zod-form';

/** The props the form supplies; the rest stay the page's (label, autocomplete, hint...). */
type Supplied = 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef';

interface Binding<In extends FieldValues, Out> {
  form: ZodForm<In, Out>;
  /** The form's field this input holds. */
  name: TextPath<In>;
  /** The input's own name (and id), when it differs from the field's. */
  inputName?: string;
  /** Told of every edit (a page clears a refusal about this field, say). */
  onEdit?: () => void;
}

/** A text field's binding with its value typed as the text it is. */
function asText<B extends { name: string; value: unknown; onChange: (value: never) => void }>(
  bound: B,
  { inputName, onEdit }: Pick<Binding<FieldValues, unknown>, 'inputName' | 'onEdit'>,
) {
  const onChange = bound.onChange as (value: string) => void;
  return {
    ...bound,
    name: inputName ?? bound.name,
    value: bound.value as string,
    onChange: (value: string) => {
      onChange(value);
      onEdit?.();
    },
  };
}

/** A `FormTextField` bound to its form's field. */
export function BoundTextField<In extends FieldValues, Out>({
  form,
  name,
  inputName,
  onEdit,
  ...props
}: Binding<In, Out> & Omit<FormTextFieldProps, Supplied>) {
  return <FormTextField {...props} {...asText(useBoundField(form, name), { inputName, onEdit })} />;
}

/** A `PasswordField` bound to its form's field. */
export function BoundPasswordField<In extends FieldValues, Out>({
  form,
  name,
  inputName,
  onEdit,
  ...props
}: Binding<In, Out> & Omit<FormTextFieldProps, Supplied | 'type' | 'endAdornment'>) {
  return <PasswordField {...props} {...asText(useBoundField(form, name), { inputName, onEdit })} />;
}

/**
 * A plain MUI `TextField` (a select, a multi-line box) bound to its form's field; its problem
 * is its helper text.
 */
export function BoundMuiTextField<In extends FieldValues, Out>({
  form,
  name,
  inputName,
  onEdit,
  helperText,
  ...props
}: Binding<In, Out> & Omit<TextFieldProps, Supplied | 'helperText'> & { helperText?: string }) {
  const bound = asText(useBoundField(form, name), { inputName, onEdit });
  return (
    <TextField
      {...props}
      name={bound.name}
      value={bound.value}
      onChange={(event) => bound.onChange(event.target.value)}
      onBlur={bound.onBlur}
      inputRef={bound.inputRef}
      error={Boolean(bound.error)}
      helperText={bound.error ?? helperText}
    />
  );
}

interface CheckboxBinding<In extends FieldValues, Out> {
  form: ZodForm<In, Out>;
  /** The form's true / false field this box holds. */
  name: FieldPathByValue<In, boolean>;
  label: ReactNode;
  /** A note that says what the box means, read out with it (its element's id). */
  describedBy?: string;
  /** A box that must be ticked (announced as such). */
  required?: boolean;
}

/**
 * A labelled checkbox bound to its form's true / false field; its problem shows under it, tied
 * to the box (aria-invalid, aria-describedby) as a text field's is.
 */
export function BoundCheckbox<In extends FieldValues, Out>({
  form,
  name,
  label,
  describedBy,
  required,
}: CheckboxBinding<In, Out>) {
  const bound = useBoundField(form, name);
  const errorId = `${useId()}-error`;
  const described = [describedBy, bound.error && errorId].filter(Boolean).join(' ');
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={Boolean(bound.value)}
            onChange={(event) => bound.onChange(event.target.checked as PathValue<In, typeof name>)}
            slotProps={{
              input: {
                ref: bound.inputRef,
                required,
                'aria-invalid': Boolean(bound.error),
                'aria-describedby': described || undefined,
              } as Record<string, unknown>,
            }}
          />
        }
        label={label}
      />
      {bound.error && (
        <FormHelperText id={errorId} error>
          {bound.error}
        </FormHelperText>
      )}
    </>
  );
}
