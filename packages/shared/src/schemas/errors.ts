import { z } from 'zod';

/**
 * Every error the API answers has this shape. The spec's clients read either
 * `error` or `message`, so both carry the same text.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  /** On 400: which field failed and why. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
