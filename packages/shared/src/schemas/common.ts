import { z } from 'zod';
import type { ErrorCode } from './errors';

/** Every id Solace hands out is a UUID; anything else cannot name a row. */
export const idSchema = z.uuid();

/** Where a params schema keeps the code its 404 answers with. */
export const NOT_FOUND_CODE_KEY = 'x-not-found-code';

/**
 * A path id. A malformed one is answered like an unknown one: 404 with the feature's own code
 * and wording, since it cannot name anything.
 */
export function idParamsSchema<K extends string>(name: K, code: ErrorCode, notFound: string) {
  return z
    .object({ [name]: z.uuid({ error: notFound }) } as { [P in K]: z.ZodUUID })
    .meta({ [NOT_FOUND_CODE_KEY]: code });
}

/** The 404 code a params schema declared, if any. */
export function notFoundCodeOf(schema: unknown): ErrorCode | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return schema.meta()?.[NOT_FOUND_CODE_KEY] as ErrorCode | undefined;
}

/** `{ success: true }`: the answer of a change with nothing more to say. */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** `{ success: true, message }`: the spec's answers that the screen shows as they are. */
export const successMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type SuccessMessageResponse = z.infer<typeof successMessageResponseSchema>;
