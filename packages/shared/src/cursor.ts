/**
 * Cursor paging (issue 23, decision 0017). A list is read in a fixed order over a key of a time
 * and an id, newest first; the cursor names the last row of a page, so the next page is "the
 * rows after this key" through an index of the same order: its cost does not grow with the
 * rows before it, and rows written meanwhile neither repeat nor go missing.
 *
 * The cursor is opaque to clients: base64url of `[time, id]`, the time with the database's
 * microseconds so that ties and sub-millisecond times page exactly.
 *
 * This file has no zod: the web app's API client reads NEXT_CURSOR_HEADER on every page, and
 * schemas/paging.ts's schemas are built when their module is loaded, so importing from there
 * would put zod on the home route (decision note 0016).
 */
export interface CursorKey {
  /** ISO 8601 in UTC, up to microseconds. */
  at: string;
  id: string;
}

/** Most rows one page may hold, whatever `limit` asks for. */
export const MAX_PAGE_LIMIT = 100;
/** Rows in a page when `limit` is not given. */
export const DEFAULT_PAGE_LIMIT = 50;
/** The response header that carries the next page's cursor where the body must stay an array. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Longest cursor the server reads; anything longer is refused before it is decoded. */
export const MAX_CURSOR_LENGTH = 200;
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Browsers and Node 16+ both have these; the shared package is typed for neither. */
const { btoa, atob } = globalThis as unknown as {
  btoa(text: string): string;
  atob(text: string): string;
};

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[\w-]*$/.test(text)) return undefined;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
}

export function encodeCursor(key: CursorKey): string {
  return toBase64Url(JSON.stringify([key.at, key.id]));
}

/** The key a cursor names, or undefined when it is not one the server made. */
export function decodeCursor(cursor: string): CursorKey | undefined {
  if (cursor.length > MAX_CURSOR_LENGTH) return undefined;
  const text = fromBase64Url(cursor);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [at, id] = value as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string') return undefined;
  if (!ISO_MICROS.test(at) || Number.isNaN(Date.parse(at)) || !UUID.test(id)) return undefined;
  return { at, id };
}

/** One page as the web app keeps it, whichever way the server carried the cursor. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
