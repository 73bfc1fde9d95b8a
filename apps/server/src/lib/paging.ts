import type { FastifyReply } from 'fastify';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PAGE_LIMIT,
  NEXT_CURSOR_HEADER,
  decodeCursor,
  encodeCursor,
  type CursorKey,
  type Page,
} from '@solace/shared';

/**
 * Keyset paging over (time DESC, id DESC), the order of every growing list (decision 0017).
 * A page asks for one row more than it shows, so it knows whether there is a next page without
 * counting anything.
 */

/** What a repo needs: the key to start after (none for the first page) and the page size. */
export interface PageRequest {
  after?: CursorKey | undefined;
  limit: number;
}

/** The route's `?cursor=&limit=` (already validated by the shared schema) as a PageRequest. */
export function pageRequest(
  query: { cursor?: string | undefined; limit?: number | undefined },
  defaultLimit: number = DEFAULT_PAGE_LIMIT,
): PageRequest {
  return {
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    limit: query.limit ?? defaultLimit,
  };
}

/**
 * The column's exact time as text (microseconds, UTC), for the cursor: a JavaScript Date keeps
 * only milliseconds, and a cursor a microsecond early would repeat or skip rows.
 */
export function cursorTime(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows strictly after the key in (time DESC, id DESC) order: a row comparison the index serves. */
export function olderThan(time: AnyColumn, id: AnyColumn, after: CursorKey | undefined) {
  return after ? sql`(${time}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
}

/** The page of `limit + 1` fetched rows: at most `limit` of them, and the next page's cursor. */
export function toPage<R extends { cursorAt: string; id: string }>(
  rows: R[],
  limit: number,
): Page<R> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/**
 * Where the spec's answer is a bare array, the body stays that array and the next page's
 * cursor travels in a header (absent at the end); the client asks again with `?cursor=`.
 */
export function sendNextCursor(reply: FastifyReply, nextCursor: string | null): void {
  if (nextCursor !== null) void reply.header(NEXT_CURSOR_HEADER, nextCursor);
}
