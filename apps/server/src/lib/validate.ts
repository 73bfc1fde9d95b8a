import { messages } from '@solace/shared';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses input with the shared contract. A failure is a 400 naming each field and what is
 * wrong with it; the first problem is the message, as forms show one message at a time.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? messages.http.invalidInput;
  throw new AppError(400, 'VALIDATION_FAILED', first, fields);
}
