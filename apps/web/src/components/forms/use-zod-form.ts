import { useRef, type FormEvent } from 'react';
import {
  useController,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '../../lib/api-client';

/**
 * A shared (zod) schema as the form needs it: it reads the form's values (text as typed) and
 * gives what is sent. Only the output is typed here: a schema may accept more than the form
 * holds (an age as text or a number, say).
 */
interface FormSchema<Out> {
  _zod: { output: Out };
  safeParse(values: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

/** Each field's first problem, in the order the schema's rules found them. */
export type Problems<V extends FieldValues> = Partial<Record<Path<V>, string>>;

interface ZodFormOptions<In extends FieldValues, Out> {
  /** The form's one rule set: the shared schema the server checks the request with. */
  schema: FormSchema<Out>;
  defaultValues: In;
  /** The fields in screen order: the first wrong one is focused. */
  order: readonly Path<In>[];
}

export type ZodForm<In extends FieldValues, Out = In> = UseFormReturn<In, unknown, Out> & {
  order: readonly Path<In>[];
  /** True from a submit until its task has settled (the button says so and is disabled). */
  submitting: boolean;
  /**
   * The form's submit handler. A repeated submit is ignored until the first has settled (a
   * ref, so a double click in one tick is caught too). Every field is checked: when all is
   * well, `onValid` gets the schema's output (trimmed, typed); otherwise every problem shows
   * under its field, the first wrong field (screen order) is focused and `onInvalid` hears
   * the problems (to toast the first, say).
   */
  submit: (
    onValid: (data: Out) => Promise<void> | void,
    onInvalid?: (problems: Problems<In>) => void,
  ) => (event?: FormEvent) => Promise<void>;
  /**
   * Checks one field now, in the event that asks (a key, leaving the field): its message
   * comes or goes in the same frame. React-hook-form's `trigger` would answer a few ticks
   * later; the schema is the resolver's, and submitting still goes through the resolver.
   */
  checkField: (name: Path<In>) => void;
  /**
   * A refusal's field errors (a 400 names each wrong field, or an item inside one) put under
   * the fields they name, the first of them focused. True when the refusal named a field of this form.
   */
  showServerErrors: (error: unknown) => boolean;
};

/**
 * react-hook-form with the zod resolver, wired the way every Solace form behaves: nothing is
 * checked while typing into a fresh field; a field is checked when it loses focus once
 * something was typed in it (see `useBoundField`), every field on submit; a field showing a
 * problem is re-checked as it is typed in, so the message goes the moment it is fixed.
 * React-hook-form's own timing (`mode`) is therefore off: the fields ask for their checks.
 */
export function useZodForm<In extends FieldValues, Out = In>({
  schema,
  defaultValues,
  order,
}: ZodFormOptions<In, Out>): ZodForm<In, Out> {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as DefaultValues<In>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus follows the screen order below, not the order the fields happened to register in.
    shouldFocusError: false,
  });
  const busy = useRef(false);

  const focusFirst = (named: (field: Path<In>) => boolean) => {
    const first = order.find(named);
    if (first) form.setFocus(first);
  };

  const submit: ZodForm<In, Out>['submit'] = (onValid, onInvalid) => async (event) => {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await form.handleSubmit(onValid, (errors) => {
        focusFirst((field) => Boolean(errors[field]));
        onInvalid?.(problemsOf(errors));
      })(event);
    } finally {
      busy.current = false;
    }
  };

  const checkField = (name: Path<In>) => {
    const parsed = schema.safeParse(form.getValues());
    const issue = parsed.error?.issues.find((found) => found.path.join('.') === name);
    if (issue) form.setError(name, { type: 'schema', message: issue.message });
    else form.clearErrors(name);
  };

  const showServerErrors = (error: unknown): boolean => {
    const fields = error instanceof ApiRequestError ? (error.fields ?? {}) : {};
    // A key inside a field (`languages.1`: one item of a list the form holds as one line)
    // names that field.
    const messageOf = (field: string) =>
      fields[field] ?? Object.entries(fields).find(([key]) => key.startsWith(`${field}.`))?.[1];
    const named = order.filter((field) => typeof messageOf(field) === 'string');
    for (const field of named) form.setError(field, { type: 'server', message: messageOf(field) });
    focusFirst((field) => named.includes(field));
    return named.length > 0;
  };

  return {
    ...form,
    order,
    submitting: form.formState.isSubmitting,
    submit,
    checkField,
    showServerErrors,
  };
}

/** The problems of a failed check, field by field, in the order the rules found them. */
function problemsOf<V extends FieldValues>(errors: FieldErrors<V>): Problems<V> {
  const found: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') found[field] = message;
  }
  return found as Problems<V>;
}

const isFilled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Boolean(value);

/**
 * What ties one input to its form: its value, its problem, the ref focus goes to, and the
 * checks of `useZodForm` (on leaving a filled field; while typing into a field showing one).
 */
export function useBoundField<In extends FieldValues, Out, N extends Path<In>>(
  form: ZodForm<In, Out>,
  name: N,
) {
  const { field, fieldState } = useController({ control: form.control, name });
  const shown = Boolean(fieldState.error);
  return {
    name,
    value: field.value,
    error: fieldState.error?.message ?? null,
    inputRef: field.ref,
    onChange: (value: PathValue<In, N>) => {
      field.onChange(value);
      if (shown) form.checkField(name);
    },
    onBlur: () => {
      field.onBlur();
      if (shown || isFilled(form.getValues(name))) form.checkField(name);
    },
  };
}

/** A field of the form holding text (what a text input can be bound to). */
export type TextPath<V extends FieldValues> = FieldPathByValue<V, string>;
