import { z } from 'zod';
import { CONTROL_CHARACTER_PATTERN } from '../constants';
import { messages } from '../messages';

/** True when the text holds a C0 or C1 control character or DEL (a NUL, a carriage return, ...). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER_PATTERN.test(value);
}

/**
 * A schema's message, read when a value fails rather than when the schema is made: a schema is
 * made once, as its module loads, and each request must be told in its own language.
 */
export type SaidLater = () => string;

interface TextFieldRules {
  /** The most characters accepted (after trimming, when trimmed). */
  max: number;
  /** What a longer value is told. */
  tooLong: SaidLater;
  /** Refuse an empty value (after trimming, when trimmed) with this message. */
  required?: SaidLater;
  /** What a value that is not a string at all is told. */
  notText?: z.core.$ZodErrorMap<z.core.$ZodIssueInvalidType>;
  /** Trim surrounding white space first; the output is trimmed. */
  trim?: boolean;
}

/**
 * A text field a client sends. The checks run cheapest first and stop at the first failure:
 * present, then the length, then no control characters. Whatever pattern the caller chains
 * after (`.regex(...)`) therefore never sees more than `max` characters or a NUL, which the
 * database would refuse with a 500 (issue 9, findings 1 and 5).
 */
export function textField(rules: TextFieldRules) {
  let field = z.string(rules.notText === undefined ? undefined : { error: rules.notText });
  if (rules.trim) field = field.trim();
  if (rules.required !== undefined) field = field.min(1, { error: rules.required, abort: true });
  return field
    .max(rules.max, { error: rules.tooLong, abort: true })
    .refine((value) => !hasControlCharacters(value), {
      error: () => messages.input.controlCharacters,
      abort: true,
    });
}

/**
 * A form's rules written as one function (each field's first problem) as a schema, so the
 * browser's form resolver reads exactly the rules the server runs: every problem becomes an
 * issue on its field, in the order the function found them.
 */
/* @__NO_SIDE_EFFECTS__ */
export function rulesSchema<V>(problems: (values: V) => Partial<Record<string, string>>) {
  return z.custom<V>().superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(problems(values))) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}
