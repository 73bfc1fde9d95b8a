/** What a shared (zod) schema's check answers; the web app needs nothing more of zod. */
interface Checks {
  safeParse(
    values: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Each field's first problem by a shared schema (the one the server checks too), for
 * `useFieldErrors`; `as` names the field a problem is shown under when it differs from the path.
 */
export function schemaErrors<F extends string>(
  schema: Checks,
  values: unknown,
  as: (path: PropertyKey | undefined) => F = (path) => path as F,
): Partial<Record<F, string>> {
  const parsed = schema.safeParse(values);
  const errors: Partial<Record<F, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    errors[as(issue.path[0])] ??= issue.message;
  }
  return errors;
}
