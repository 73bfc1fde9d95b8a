import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT, NEXT_CURSOR_HEADER, encodeCursor, messages } from '@solace/shared';
import { makePerson } from './test/authorization-scene';
import { useTestApp } from './test/test-app';

/**
 * Every growing list pages with a cursor (issue 23): across its pages each of the asker's rows
 * comes exactly once, in order (newest first, ties on the time broken by id), and nobody
 * else's row ever does; a cursor the server did not make is a 400 naming the field.
 */
type Person = Awaited<ReturnType<typeof makePerson>>;

/** Microsecond times, several rows on each: what keyset paging must get exactly right. */
const TIMES = [
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
const newestFirst = <R extends Row>(rows: R[]): R[] =>
  [...rows].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));

/** Inserts rows with ids of our own, so the expected order is known before reading. */
async function insert(app: FastifyInstance, table: string, rows: Record<string, string>[]) {
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
async function readAll<T>(
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
const byHeader =
  <T>() =>
  (body: unknown, headers: Record<string, unknown>) => ({
    items: body as T[],
    next: (headers[NEXT_CURSOR_HEADER] as string | undefined) ?? null,
  });

describe('cursor paging of every growing list', () => {
  const ctx = useTestApp();

  /** Two people's rows in one table, the asker's at the tied times above. */
  async function twoPeople() {
    const [me, other] = await Promise.all([
      makePerson(ctx.app, 'patient', 'Paging Me'),
      makePerson(ctx.app, 'patient', 'Paging Other'),
    ]);
    const rowsOf = (person: Person) => TIMES.map((at) => ({ id: randomUUID(), at, person }));
    return { me, other, mine: rowsOf(me), theirs: rowsOf(other) };
  }

  it('notifications: every own one once, newest first, in pages of 2', async () => {
    const { me, mine, theirs } = await twoPeople();
    await insert(
      ctx.app,
      'notifications',
      [...mine, ...theirs].map((r) => ({
        id: r.id,
        user_id: r.person.id,
        title: r.id,
        message: 'm',
        created_at: r.at,
      })),
    );
    const { items, pages } = await readAll(
      ctx.app,
      '/api/notifications',
      me.token,
      2,
      byHeader<{ id: string }>(),
    );
    expect(items.map((n) => n.id)).toEqual(newestFirst(mine).map((r) => r.id));
    expect(pages).toBe(4);
  });

  it('history: every own line once, newest first', async () => {
    const { me, mine, theirs } = await twoPeople();
    await insert(
      ctx.app,
      'activity_log',
      [...mine, ...theirs].map((r) => ({
        id: r.id,
        user_id: r.person.id,
        activity: r.id,
        created_at: r.at,
      })),
    );
    const { items } = await readAll(
      ctx.app,
      `/api/profile/history/${me.id}`,
      me.token,
      3,
      byHeader<{ activity: string }>(),
    );
    expect(items.map((h) => h.activity)).toEqual(newestFirst(mine).map((r) => r.id));
  });

  it('a cursor from someone else’s list still reads only the asker’s rows', async () => {
    const { me, other, mine, theirs } = await twoPeople();
    await insert(
      ctx.app,
      'notifications',
      [...mine, ...theirs].map((r) => ({
        id: r.id,
        user_id: r.person.id,
        title: r.id,
        message: 'm',
        created_at: r.at,
      })),
    );
    const theirFirst = newestFirst(theirs)[0]!;
    const cursor = encodeCursor({ at: theirFirst.at, id: theirFirst.id });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/notifications?cursor=${cursor}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    const ids = (res.json() as { id: string }[]).map((n) => n.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => mine.some((r) => r.id === id))).toBe(true);
    expect(other.id).not.toBe(me.id);
  });

  it('chat history: every message of the conversation once, each page oldest first', async () => {
    const doctor = await makePerson(ctx.app, 'doctor', 'Paging Doctor');
    const { me, other, mine, theirs } = await twoPeople();
    const talk = { mine: randomUUID(), theirs: randomUUID() };
    await insert(ctx.app, 'conversations', [
      {
        id: talk.mine,
        patient_id: me.id,
        doctor_id: doctor.id,
        created_at: TIMES[6]!,
        updated_at: TIMES[0]!,
      },
      {
        id: talk.theirs,
        patient_id: other.id,
        doctor_id: doctor.id,
        created_at: TIMES[6]!,
        updated_at: TIMES[0]!,
      },
    ]);
    await insert(
      ctx.app,
      'messages',
      [...mine, ...theirs].map((r) => ({
        id: r.id,
        conversation_id: r.person.id === me.id ? talk.mine : talk.theirs,
        sender_id: r.person.id,
        body: r.id,
        sent_at: r.at,
      })),
    );
    const pages: string[][] = [];
    await readAll(
      ctx.app,
      `/api/chat/conversations/${talk.mine}/messages`,
      me.token,
      3,
      (body, headers) => {
        const page = byHeader<{ id: string }>()(body, headers);
        pages.push(page.items.map((m) => m.id));
        return page;
      },
    );
    // Pages go back in time; each page reads oldest first.
    const expected = newestFirst(mine).map((r) => r.id);
    expect(pages.flatMap((page) => [...page].reverse())).toEqual(expected);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    // The other patient's conversation is not the asker's: 404, as if it did not exist.
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${talk.theirs}/messages`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('conversation list: every own conversation once, latest first, with kept unread counts', async () => {
    const doctor = await makePerson(ctx.app, 'doctor', 'Paging Doctor');
    const otherDoctor = await makePerson(ctx.app, 'doctor', 'Other Doctor');
    const patients = await Promise.all(
      TIMES.map((_, i) => makePerson(ctx.app, 'patient', `Talker ${i}`)),
    );
    const talks = TIMES.map((at, i) => ({ id: randomUUID(), at, patient: patients[i]! }));
    await insert(ctx.app, 'conversations', [
      ...talks.map((t) => ({
        id: t.id,
        patient_id: t.patient.id,
        doctor_id: doctor.id,
        created_at: TIMES[6]!,
        updated_at: t.at,
      })),
      // Someone else's conversation never shows.
      {
        id: randomUUID(),
        patient_id: patients[0]!.id,
        doctor_id: otherDoctor.id,
        created_at: TIMES[6]!,
        updated_at: TIMES[0]!,
      },
    ]);
    // Conversation i gets i messages from its patient: unread counts 0 to 6.
    await insert(
      ctx.app,
      'messages',
      talks.flatMap((t, i) =>
        Array.from({ length: i }, () => ({
          conversation_id: t.id,
          sender_id: t.patient.id,
          body: 'hi',
          sent_at: TIMES[6]!,
        })),
      ),
    );
    const { items } = await readAll(
      ctx.app,
      '/api/chat/conversations',
      doctor.token,
      2,
      byHeader<{ id: string; unread: number }>(),
    );
    const expected = newestFirst(talks);
    expect(items.map((c) => c.id)).toEqual(expected.map((t) => t.id));
    expect(items.map((c) => c.unread)).toEqual(expected.map((t) => talks.indexOf(t)));
  });

  /** A client's bookings with two therapists: ties are sessions at one time, one cancelled. */
  async function bookingsScene() {
    const [doctorA, doctorB] = await Promise.all([
      makePerson(ctx.app, 'doctor', 'Doctor A'),
      makePerson(ctx.app, 'doctor', 'Doctor B'),
    ]);
    const { me, other } = await twoPeople();
    const now = ctx.app.ctx.clock.now().getTime();
    const hour = 3600_000;
    const rows: { id: string; at: string; patient: Person; doctor: Person; status: string }[] = [];
    const add = (offsetHours: number, patient: Person, doctor: Person, status: string) =>
      rows.push({
        id: randomUUID(),
        at: new Date(now + offsetHours * hour).toISOString(),
        patient,
        doctor,
        status,
      });
    // Past: three ties at one time (two cancelled), and more.
    add(-48, me, doctorA, 'booked');
    add(-48, me, doctorB, 'cancelled');
    add(-24, me, doctorA, 'cancelled');
    add(-24, me, doctorB, 'booked');
    add(-5, me, doctorA, 'booked');
    add(-3, me, doctorA, 'cancelled');
    // Upcoming: two active ones, and a cancelled future one (listed with the past).
    add(30, me, doctorA, 'booked');
    add(60, me, doctorB, 'booked');
    add(30, me, doctorB, 'cancelled');
    // Someone else's.
    add(-47, other, doctorA, 'cancelled');
    add(31, other, doctorA, 'booked');
    for (const r of rows) {
      const slot = randomUUID();
      const end = new Date(Date.parse(r.at) + 50 * 60_000).toISOString();
      await insert(ctx.app, 'slots', [
        { id: slot, doctor_id: r.doctor.id, start_time: r.at, end_time: end },
      ]);
      await insert(ctx.app, 'bookings', [
        {
          id: r.id,
          slot_id: slot,
          patient_id: r.patient.id,
          doctor_id: r.doctor.id,
          client_name: r.patient.name,
          client_email: `${r.patient.id}@example.com`,
          start_time: r.at,
          end_time: end,
          status: r.status,
          room_id: randomUUID(),
        },
      ]);
    }
    const at = (iso: string) => new Date(iso).toISOString();
    const mine = rows.filter((r) => r.patient.id === me.id).map((r) => ({ ...r, at: at(r.at) }));
    return { me, mine, now };
  }

  it('my appointments: every upcoming one on the first page, the past in pages, each once', async () => {
    const { me, mine, now } = await bookingsScene();
    const upcomingIds: string[][] = [];
    const { items } = await readAll(ctx.app, '/api/bookings/mine', me.token, 2, (body) => {
      const page = body as {
        upcoming: { id: string }[];
        past: { id: string }[];
        nextCursor: string | null;
      };
      upcomingIds.push(page.upcoming.map((b) => b.id));
      return { items: page.past, next: page.nextCursor };
    });
    const isUpcoming = (r: (typeof mine)[number]) =>
      r.status === 'booked' && Date.parse(r.at) > now;
    expect(upcomingIds[0]).toEqual(
      mine
        .filter(isUpcoming)
        .sort((a, b) => a.at.localeCompare(b.at))
        .map((r) => r.id),
    );
    expect(upcomingIds.slice(1).flat()).toEqual([]);
    expect(items.map((b) => b.id)).toEqual(
      newestFirst(mine.filter((r) => !isUpcoming(r))).map((r) => r.id),
    );
  });

  it('the admin console: every booking of the client once, latest start first', async () => {
    const { me, mine } = await bookingsScene();
    const admin = await makePerson(ctx.app, 'admin', 'Paging Admin');
    const { items } = await readAll(
      ctx.app,
      `/api/admin/clients/${me.id}/bookings`,
      admin.token,
      4,
      byHeader<{ start_time: string; status: string }>(),
    );
    const expected = newestFirst(mine);
    expect(items.map((b) => [b.start_time, b.status])).toEqual(
      expected.map((r) => [r.at, r.status]),
    );
  });

  it('reports and the audit log: every row once, newest first', async () => {
    const admin = await makePerson(ctx.app, 'admin', 'Paging Admin');
    const rows = TIMES.map((at) => ({ id: randomUUID(), at }));
    await insert(
      ctx.app,
      'problem_reports',
      rows.map((r) => ({
        id: r.id,
        problem_type: 'Bug',
        description: 'd',
        email: 'r@example.com',
        priority: 'Low',
        created_at: r.at,
        updated_at: r.at,
      })),
    );
    await insert(
      ctx.app,
      'admin_audit_log',
      rows.map((r) => ({
        id: r.id,
        admin_name: 'A',
        action: 'x',
        target_type: 'client',
        target_label: 'c',
        created_at: r.at,
      })),
    );
    const expected = newestFirst(rows).map((r) => r.id);
    for (const url of ['/api/admin/reports', '/api/admin/audit-log']) {
      const { items } = await readAll(ctx.app, url, admin.token, 3, byHeader<{ id: string }>());
      expect(
        items.map((r) => r.id),
        url,
      ).toEqual(expected);
    }
  });

  describe('a cursor or limit the server did not make is a 400 naming the field', () => {
    const forged = [
      'not a cursor',
      'bm90LWpzb24', // base64url of "not-json"
      encodeCursor({ at: '2030-01-01T10:00:00Z', id: 'not-a-uuid' }),
      encodeCursor({ at: 'yesterday', id: randomUUID() }),
      'x'.repeat(500),
    ];
    const limits = ['0', String(MAX_PAGE_LIMIT + 1), 'ten', '2.5'];

    it.each([
      ['/api/notifications', 'patient'],
      ['/api/profile/history/{self}', 'patient'],
      ['/api/bookings/mine', 'patient'],
      ['/api/chat/conversations', 'patient'],
      ['/api/chat/conversations/{conversation}/messages', 'patient'],
      ['/api/admin/reports', 'admin'],
      ['/api/admin/audit-log', 'admin'],
      ['/api/admin/clients/{client}/bookings', 'admin'],
    ] as const)('%s', async (template, role) => {
      const asker = await makePerson(ctx.app, role, 'Asker');
      const client = await makePerson(ctx.app, 'patient', 'Client');
      const doctor = await makePerson(ctx.app, 'doctor', 'Doctor');
      const conversation = randomUUID();
      await insert(ctx.app, 'conversations', [
        {
          id: conversation,
          patient_id: asker.id,
          doctor_id: doctor.id,
          created_at: TIMES[0]!,
          updated_at: TIMES[0]!,
        },
      ]);
      const url = template
        .replace('{self}', asker.id)
        .replace('{client}', client.id)
        .replace('{conversation}', conversation);
      const get = (query: string) =>
        ctx.app.inject({
          method: 'GET',
          url: `${url}?${query}`,
          headers: { authorization: `Bearer ${asker.token}` },
        });
      for (const cursor of forged) {
        const res = await get(`cursor=${encodeURIComponent(cursor)}`);
        expect(res.statusCode, cursor).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: messages.paging.badCursor,
          fields: { cursor: messages.paging.badCursor },
        });
      }
      for (const limit of limits) {
        const res = await get(`limit=${limit}`);
        expect(res.statusCode, limit).toBe(400);
        expect(res.json()).toMatchObject({ fields: { limit: messages.paging.badLimit } });
      }
    });
  });
});
