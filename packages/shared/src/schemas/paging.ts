import { z } from 'zod';
import { pagingMessages } from '../messages/paging';
import { decodeCursor, MAX_CURSOR_LENGTH, MAX_PAGE_LIMIT } from '../cursor';

// The schemas of cursor paging; the cursor itself and the shape of a page are in ../cursor.ts.

/** A `cursor` query parameter: a string the server handed out, else 400 naming `cursor`. */
export const cursorParamSchema = z
  .string({ error: () => pagingMessages.badCursor })
  .max(MAX_CURSOR_LENGTH, { error: () => pagingMessages.badCursor, abort: true })
  .refine((value) => decodeCursor(value) !== undefined, { error: () => pagingMessages.badCursor });

/** `limit`: 1 to MAX_PAGE_LIMIT rows (query strings are text, hence the coercion). */
export const limitParamSchema = z.coerce
  .number({ error: () => pagingMessages.badLimit })
  .int({ error: () => pagingMessages.badLimit })
  .min(1, { error: () => pagingMessages.badLimit })
  .max(MAX_PAGE_LIMIT, { error: () => pagingMessages.badLimit });

/** `?cursor=&limit=` of every paged list. */
export const pageQuerySchema = z.object({
  cursor: cursorParamSchema.optional(),
  limit: limitParamSchema.optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
