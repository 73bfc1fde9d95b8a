import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '@solace/shared';
import { makePerson } from './test/authorization-scene';
import { byHeader, insert, newestFirst, readAll, TIMES, type Person } from './test/paging-kit';
import { useTestApp } from './test/test-app';

/**
 * Every growing list pages with a cursor (issue 23): across its pages each of the asker's rows
 * comes exactly once, in order (newest first, ties on the time broken by id), and nobody
 * else's row ever does (forged cursors: paged-list-cursors.test.ts).
 */
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
});
