import { useState } from 'react';
import type { FieldError } from '@solace/shared';

/**
 * A form's values and the one field error it shows at a time. Typing in the field that was
 * wrong clears its error; nothing typed is ever thrown away.
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [fieldError, setFieldError] = useState<FieldError<F> | null>(null);
  const change = (field: F) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldError((current) => (current?.field === field ? null : current));
  };
  return { values, setValues, fieldError, setFieldError, change };
}
