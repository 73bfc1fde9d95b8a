/** One failed check of an input, as zod and the route validator report it. */
interface InputIssue {
  /** Where in the input: path segments (zod) or a JSON pointer (`/field/0`). */
  path: string;
  message: string;
}

/**
 * Which field failed and why, first problem per field, as every 400 answers it
 * (`{ "fields": { "email": "Invalid email format." } }`); `_` is the input as a whole.
 */
export function fieldErrors(issues: InputIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key =
      issue.path
        .split('/')
        .filter((segment) => segment !== '')
        .join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
