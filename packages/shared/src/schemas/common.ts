import { z } from 'zod';
import type { SaidLater } from './text';
import { messages } from '../messages';
import type { ErrorCode } from './errors';

/** Every id Solace hands out is a UUID; anything else cannot name a row. */
export const idSchema = z.uuid();

/** Where a params schema keeps the code its 404 answers with. */
export const NOT_FOUND_CODE_KEY = 'x-not-found-code';

/**
 * A path id. A malformed one is answered like an unknown one: 404 with the feature's own code
 * and wording, since it cannot name anything.
 */
export function idParamsSchema<K extends string>(name: K, code: ErrorCode, notFound: SaidLater) {
  return z
    .object({ [name]: z.uuid({ error: notFound }) } as { [P in K]: z.ZodUUID })
    .meta({ [NOT_FOUND_CODE_KEY]: code });
}

/** The 404 code a params schema declared, if any. */
export function notFoundCodeOf(schema: unknown): ErrorCode | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return schema.meta()?.[NOT_FOUND_CODE_KEY] as ErrorCode | undefined;
}

/** `/api/doctors/{doctorId}` and its available slots. */
export const doctorIdParamsSchema = idParamsSchema(
  'doctorId',
  'DOCTOR_NOT_FOUND',
  () => messages.booking.doctorNotFound,
);
