import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@solace/shared';
import type { makePerson } from './authorization-scene';

/** What the cursor-paging tests share: tied times, the promised order, rows by SQL, every page. */
export type Person = Awaited<ReturnType<typeof makePerson>>;

/** Microsecond times, several rows on each: what keyset paging must get exactly right. */
export const TIMES = [
  '2030-01-01T10:00:00.000003Z',
  '2030-01-01T10:00:00.000003Z',
  '2030-01-01T10:00:00.000003Z',
  '2030-01-01T09:59:59.999999Z',
  '2030-01-01T09:59:59.999999Z',
  '2030-01-01T09:00:00Z',
  '2030-01-01T09:00:00Z',
];

interface Row {
  id: string;
  at: string;
}
/** The order every list promises: time descending, then id descending. */
export const newestFirst = <R extends Row>(rows: R[]): R[] =>
  [...rows].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));

/** Inserts rows with ids of our own, so the expected order is known before reading. */
export async function insert(app: FastifyInstance, table: string, rows: Record<string, string>[]) {
  for (const row of rows) {
    const columns = Object.keys(row);
    await app.ctx.db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )}) values (${sql.join(
        columns.map((c) => sql`${row[c]}`),
        sql`, `,
      )})`,
    );
  }
}

/** Reads every page of a list at `limit` a page; the pages in order, and how many there were. */
export async function readAll<T>(
  app: FastifyInstance,
  url: string,
  token: string,
  limit: number,
  pageOf: (body: unknown, headers: Record<string, unknown>) => { items: T[]; next: string | null },
) {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await app.inject({
      method: 'GET',
      url: `${url}${url.includes('?') ? '&' : '?'}${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = pageOf(res.json(), res.headers);
    items.push(...page.items);
    cursor = page.next;
    pages += 1;
  } while (cursor !== null && pages < 50);
  return { items, pages };
}

/** Lists whose body is the spec's array: the cursor comes in X-Next-Cursor. */
export const byHeader =
  <T>() =>
  (body: unknown, headers: Record<string, unknown>) => ({
    items: body as T[],
    next: (headers[NEXT_CURSOR_HEADER] as string | undefined) ?? null,
  });
