import { z } from 'zod';
import { AppError } from './app-error';

const uuid = z.uuid();

/**
 * A path id that must be a UUID. Anything else cannot name a row, so it is a 404 with the
 * feature's own wording (and never reaches the database as a malformed uuid).
 */
export function idParam(params: unknown, name: string, notFoundMessage: string): string {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw new AppError(404, 'NOT_FOUND', notFoundMessage);
  return parsed.data;
}
