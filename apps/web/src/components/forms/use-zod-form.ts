import { useLayoutEffect, useRef, type FormEvent } from 'react';
import {
  get,
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

/** Each field's first problem, by its path (`ranges.3.end` inside a list). */
export type Problems<V extends FieldValues> = Partial<Record<Path<V>, string>>;

/** The fields in screen order, or, for a form whose fields come and go, a function of its values. */
type ScreenOrder<In extends FieldValues> =
  readonly Path<In>[] | ((values: In) => readonly Path<In>[]);

interface ZodFormOptions<In extends FieldValues, Out> {
  /** The form's one rule set: the shared schema the server checks the request with. */
  schema: FormSchema<Out>;
  defaultValues: In;
  /**
   * The fields in screen order: the first wrong one is focused. A list's fields are named by
   * their place in it (`ranges.3.end`); when rows come and go, or the screen groups them
   * otherwise than the list does, give a function of the values, read at the moment of focus.
   */
  order: ScreenOrder<In>;
}

export type ZodForm<In extends FieldValues, Out = In> = UseFormReturn<In, unknown, Out> & {
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
   * the fields they name, the first of them focused. A key naming no field but a value the form
   * holds (a list as a whole, a value with no input) is kept at its path, for the form to show
   * where it shows that value's problem (`problemAt`). True when the refusal named a field of
   * this form.
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
  const submitting = form.formState.isSubmitting;
  // The first wrong field (the schema's or a refusal's) is focused once its submit is over: a
  // form may disable its fields while it checks and sends, and a disabled field takes no focus.
  // (A layout effect: in the commit that enables them, before anything else can run.)
  const focusAfterSubmit = useRef<Path<In> | null>(null);
  useLayoutEffect(() => {
    const field = focusAfterSubmit.current;
    if (submitting || !field) return;
    focusAfterSubmit.current = null;
    form.setFocus(field);
  });

  const screenOrder = () => (typeof order === 'function' ? order(form.getValues()) : order);
  // Focused at once, and again once the submit is over (see above): the fields may already
  // be disabled for it, and a disabled field ignores the first.
  const focusFirstAfterSubmit = (named: (field: Path<In>) => boolean) => {
    const first = screenOrder().find(named);
    if (!first) return;
    form.setFocus(first);
    focusAfterSubmit.current = first;
  };

  const submit: ZodForm<In, Out>['submit'] = (onValid, onInvalid) => async (event) => {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await form.handleSubmit(onValid, (errors) => {
        focusFirstAfterSubmit((field) => problemAt(errors, field) !== undefined);
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
    const onScreen = screenOrder();
    const keys = Object.keys(fields);
    // A field's own key first, else the first key inside it.
    const messageOf = (field: string) => {
      const key =
        keys.find((found) => found === field) ??
        keys.find((found) => fieldNamed(onScreen, found) === field);
      return key === undefined ? undefined : fields[key];
    };
    const named = onScreen.filter((field) => typeof messageOf(field) === 'string');
    for (const field of named) form.setError(field, { type: 'server', message: messageOf(field) });
    const values = form.getValues();
    for (const key of keys) {
      if (fieldNamed(onScreen, key) || get(values, key) === undefined) continue;
      form.setError(key as Path<In>, { type: 'server', message: fields[key] });
    }
    const first = onScreen.find((field) => named.includes(field));
    if (first && busy.current) focusAfterSubmit.current = first;
    else if (first) form.setFocus(first);
    return named.length > 0;
  };

  return {
    ...form,
    submitting,
    submit,
    checkField,
    showServerErrors,
  };
}

/**
 * The field of the form a refusal's key names: the field itself, else the deepest field the key
 * is inside (`languages.1`: one item of a list the form holds as one line).
 */
function fieldNamed<F extends string>(fields: readonly F[], key: string): F | undefined {
  if (fields.includes(key as F)) return key as F;
  const around = fields.filter((field) => key.startsWith(`${field}.`));
  return around.sort((a, b) => b.length - a.length)[0];
}

/**
 * The problem at a path of the form's errors (`weeks`, `ranges.3.end`), if any. A list's own
 * problem (too few items, say) is found at the list's path: react-hook-form keeps it there
 * while the list is empty, and under the list's `root` once it has items.
 */
export function problemAt<V extends FieldValues>(
  errors: FieldErrors<V>,
  path: string,
): string | undefined {
  const error = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | null;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The problems of a failed check, field by field, in the order the rules found them; a field
 * inside a list by its path (`ranges.3.end`), a list's own problem by the list's.
 */
function problemsOf<V extends FieldValues>(errors: FieldErrors<V>): Problems<V> {
  const found: Record<string, string> = {};
  const walk = (tree: object, prefix: string) => {
    for (const [key, error] of Object.entries(tree) as [string, unknown][]) {
      if (typeof error !== 'object' || error === null) continue;
      const path = key === 'root' && prefix ? prefix : [prefix, key].filter(Boolean).join('.');
      // A problem has a type and a message (and the input's ref: never walked into).
      const message = 'message' in error ? error.message : undefined;
      if (!('type' in error) && !('message' in error)) walk(error, path);
      else if (typeof message === 'string') found[path] ??= message;
    }
  };
  walk(errors, '');
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
