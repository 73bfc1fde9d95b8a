import { useCallback, useRef, useState } from 'react';

/**
 * A form's values and every field's problem at once. `validate` is the form's one rule set
 * (shared with the server). A field is checked when it loses focus (once something was typed
 * in it), every field on submit; a field showing a problem is re-checked as it is typed in, so
 * the message goes the moment it is fixed. Nothing typed is ever thrown away.
 */
export function useFieldErrors<F extends string, V extends Record<string, unknown>>(
  initial: V,
  validate: (values: V) => Partial<Record<F, string>>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const showFor = useCallback(
    (field: F, next: V) => {
      const problem = validate(next)[field];
      setErrors((current) => {
        if (current[field] === problem) return current;
        const copy = { ...current };
        if (problem) copy[field] = problem;
        else delete copy[field];
        return copy;
      });
    },
    [validate],
  );

  const change = (field: F & keyof V) => (value: V[F & keyof V]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) showFor(field, next);
  };

  const blur = (field: F & keyof V) => () => {
    const value = values[field];
    if (errors[field] || (typeof value === 'string' ? value.trim() !== '' : Boolean(value))) {
      showFor(field, values);
    }
  };

  /** Checks every field; shows all problems and focuses the first. Null when all is well. */
  const checkAll = (order: readonly F[]): Partial<Record<F, string>> | null => {
    const found = validate(values);
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (!first) return null;
    elements.current[first]?.focus();
    return found;
  };

  /** The ref each field's input registers, so the first wrong one can be focused. */
  const register = (field: F) => (element: HTMLElement | null) => {
    elements.current[field] = element;
  };

  return { values, setValues, errors, setErrors, change, blur, checkAll, register };
}
