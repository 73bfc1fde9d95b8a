import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, personalDataExportSchema } from '@solace/shared';
import { missedCallNotices } from '../../db/schema';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { collect, roundTrip, socketPool } from '../../test/sockets';
import { byHeader, insert, newestFirst, readAll, TIMES } from '../../test/paging-kit';
import { signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';
import { ask, bookedRoom, joinRoom } from '../video/video-test-scene';
import { callsApi } from './call-test-scene';

const m = messages.calls;

describe('ringing calls between a due booking’s two people', () => {
  const ctx = useTestApp();
  const pool = socketPool();
  afterEach(() => pool.closeAll());
  const connected = (token: string) => pool.connected(ctx.app, token);
  const bellOf = async (token: string) =>
    (await api(ctx.app).get('/api/notifications', token)).json() as {
      title: string;
      message: string;
      link: string | null;
    }[];

  it('rings every tab of the client; Accept takes both to the room, and the other tab stops', async () => {
    const scene = await bookedRoom(ctx.app);
    const calls = callsApi(ctx.app);
    const tabs = [await connected(scene.patient.token), await connected(scene.patient.token)];
    const therapist = await connected(scene.doctor.token);
    const rings = tabs.map((tab) => collect(tab, 'call:incoming'));
    const endedForClient = tabs.map((tab) => collect(tab, 'call:ended'));
    const endedForTherapist = collect(therapist, 'call:ended');

    const call = await calls.rang(scene.doctor.token, scene.booking.id);
    expect(call).toMatchObject({
      outcome: 'ringing',
      otherName: scene.patient.name,
      offline: false,
    });
    await eventually(() => rings.every((list) => list.length === 1));
    expect(rings[0]![0]).toMatchObject({
      callId: call.id,
      roomId: scene.roomId,
      callerName: scene.doctor.name,
      expiresAt: call.expiresAt,
    });

    const accepted = await calls.answer(scene.patient.token, call.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ outcome: 'accepted', roomId: scene.roomId });
    const ended = { callId: call.id, roomId: scene.roomId, outcome: 'accepted' };
    await eventually(
      () => endedForTherapist.length === 1 && endedForClient.every((list) => list.length === 1),
    );
    expect(endedForTherapist[0]).toEqual(ended);
    expect(endedForClient[1]![0]).toEqual(ended);
    // Answered once: a second answer, or the ringer hanging up late, is refused.
    expect((await calls.answer(scene.patient.token, call.id, 'decline')).json()).toMatchObject({
      code: 'CALL_OVER',
      error: m.callOver,
    });
    expect((await calls.answer(scene.doctor.token, call.id, 'cancel')).statusCode).toBe(409);
  });

  it('a decline tells the therapist, and the client gets no missed-call notice', async () => {
    const scene = await bookedRoom(ctx.app);
    const calls = callsApi(ctx.app);
    const client = await connected(scene.patient.token);
    const therapist = await connected(scene.doctor.token);
    const ended = collect(therapist, 'call:ended');
    const call = await calls.rang(scene.doctor.token, scene.booking.id);
    const declined = await calls.answer(scene.patient.token, call.id, 'decline');
    expect(declined.json()).toMatchObject({ outcome: 'declined' });
    await eventually(() => ended.length === 1);
    expect(ended[0]).toMatchObject({ callId: call.id, outcome: 'declined' });
    await roundTrip(ctx.app, client, scene.patient.id);
    expect((await bellOf(scene.patient.token)).map((n) => n.title)).not.toContain(m.missedTitle);
  });

  it('the ringer hanging up makes a missed call, with the notice and the room’s link', async () => {
    const scene = await bookedRoom(ctx.app);
    const calls = callsApi(ctx.app);
    const client = await connected(scene.patient.token);
    const bell = collect(client, 'notification:new');
    const ended = collect(client, 'call:ended');
    const call = await calls.rang(scene.doctor.token, scene.booking.id);
    // Only the person rung answers; only the ringer hangs up.
    expect((await calls.answer(scene.doctor.token, call.id, 'accept')).statusCode).toBe(404);
    expect((await calls.answer(scene.patient.token, call.id, 'cancel')).statusCode).toBe(404);
    expect((await calls.answer(scene.doctor.token, call.id, 'cancel')).json()).toMatchObject({
      outcome: 'missed',
    });
    await eventually(() => ended.length === 1 && bell.length === 1);
    expect(bell[0]).toMatchObject({
      title: m.missedTitle,
      message: m.missedMessage(scene.doctor.name),
      link: `/video-chat/${scene.roomId}`,
    });
  });

  it('a client with no open tab is not rung: missed at once, with the notice', async () => {
    const scene = await bookedRoom(ctx.app);
    const call = await callsApi(ctx.app).rang(scene.doctor.token, scene.booking.id);
    expect(call).toMatchObject({ outcome: 'missed', offline: true });
    expect(await bellOf(scene.patient.token)).toContainEqual(
      expect.objectContaining({ title: m.missedTitle, link: `/video-chat/${scene.roomId}` }),
    );
  });

  it('refuses a session not due, someone else’s booking, a stranger and a second ring', async () => {
    const calls = callsApi(ctx.app);
    const later = await bookedRoom(ctx.app, 2);
    const notDue = await calls.ring(later.doctor.token, later.booking.id);
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json()).toMatchObject({ code: 'CALL_NOT_DUE', error: m.notDue });

    const scene = await bookedRoom(ctx.app);
    await connected(scene.patient.token);
    await connected(scene.doctor.token);
    // Another therapist, another client, the client ringing a therapist not theirs: 404 alike.
    for (const outsider of [scene.otherDoctor, scene.stranger]) {
      const res = await calls.ring(outsider.token, scene.booking.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'BOOKING_NOT_FOUND', error: m.bookingNotFound });
    }
    expect((await calls.ring(scene.patient.token, later.booking.id)).statusCode).toBe(409);
    expect((await calls.ring(scene.stranger.token, later.booking.id)).statusCode).toBe(404);
    expect((await calls.ring(scene.doctor.token, 'not-a-uuid')).statusCode).toBe(404);
    expect((await calls.ring('', scene.booking.id)).statusCode).toBe(401);

    // The client may ring their own therapist; one ring at a time per session.
    const first = await calls.rang(scene.patient.token, scene.booking.id);
    expect(first).toMatchObject({ outcome: 'ringing', otherName: scene.doctor.name });
    const second = await calls.ring(scene.doctor.token, scene.booking.id);
    expect(second.json()).toMatchObject({ code: 'CALL_ALREADY_RINGING' });
    // A stranger cannot answer or hang up someone else's call.
    for (const action of ['accept', 'decline', 'cancel'] as const) {
      expect((await calls.answer(scene.stranger.token, first.id, action)).statusCode).toBe(404);
    }

    // After the session's end, it is no longer due.
    ctx.clock.advance(57 * 60_000);
    const { doctor } = await signInDemoPeople(ctx.app);
    expect((await calls.ring(doctor.token, scene.booking.id)).json()).toMatchObject({
      code: 'CALL_NOT_DUE',
    });
  });

  it('a ring older than its time counts as missed though no timer fired (a restart)', async () => {
    const scene = await bookedRoom(ctx.app);
    const calls = callsApi(ctx.app);
    await connected(scene.patient.token);
    const call = await calls.rang(scene.doctor.token, scene.booking.id);
    ctx.clock.advance(46_000);
    // Read: missed already. Answered: refused, and recorded missed with its notice.
    expect((await calls.history(scene.patient.token))[0]).toMatchObject({ outcome: 'missed' });
    const late = await calls.answer(scene.patient.token, call.id, 'accept');
    expect(late.json()).toMatchObject({ code: 'CALL_OVER' });
    expect((await bellOf(scene.patient.token)).map((n) => n.title)).toContain(m.missedTitle);
    // And it does not block the next ring.
    const again = await calls.ring(scene.doctor.token, scene.booking.id);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('tells a missed call once per booking, and again after the two met in the room unrung', async () => {
    const scene = await bookedRoom(ctx.app);
    const calls = callsApi(ctx.app);
    const client = await connected(scene.patient.token);
    const therapist = await connected(scene.doctor.token);
    const missedOnce = async () => {
      const call = await calls.rang(scene.doctor.token, scene.booking.id);
      await calls.answer(scene.doctor.token, call.id, 'cancel');
    };
    const missedNotices = async () =>
      (await bellOf(scene.patient.token)).filter((n) => n.title === m.missedTitle);
    await missedOnce();
    await missedOnce();
    expect(await missedNotices()).toHaveLength(1);
    // They meet in the room by its link, with no ring answered, and both leave.
    expect(await joinRoom(client, scene.roomId)).toMatchObject({ ok: true });
    expect(await joinRoom(therapist, scene.roomId)).toMatchObject({ ok: true });
    const noticesTaken = () =>
      ctx.app.ctx.db
        .select()
        .from(missedCallNotices)
        .where(eq(missedCallNotices.bookingId, scene.booking.id));
    await eventually(async () => (await noticesTaken()).length === 0);
    client.emit('leave-room', { roomId: scene.roomId, ended: true });
    therapist.emit('leave-room', { roomId: scene.roomId, ended: true });
    // A call of theirs missed after that is told again, once.
    await missedOnce();
    await missedOnce();
    expect(await missedNotices()).toHaveLength(2);
  });

  it('shows each person only their own calls, with who rang whom and how long it lasted', async () => {
    const scene = await bookedRoom(ctx.app);
    const calls = callsApi(ctx.app);
    const client = await connected(scene.patient.token);
    const therapist = await connected(scene.doctor.token);
    const declined = await calls.rang(scene.doctor.token, scene.booking.id);
    await calls.answer(scene.patient.token, declined.id, 'decline');
    ctx.clock.advance(1000);
    const answered = await calls.rang(scene.doctor.token, scene.booking.id);
    await calls.answer(scene.patient.token, answered.id, 'accept');
    expect(await joinRoom(client, scene.roomId)).toMatchObject({ ok: true });
    expect(await joinRoom(therapist, scene.roomId)).toMatchObject({ ok: true });
    // While they talk, it is in progress.
    expect((await calls.history(scene.doctor.token))[0]).toMatchObject({
      id: answered.id,
      outcome: 'accepted',
      inProgress: true,
      durationSeconds: null,
    });
    ctx.clock.advance(125_000);
    client.emit('leave-room', { roomId: scene.roomId, ended: true });
    therapist.emit('leave-room', { roomId: scene.roomId, ended: true });
    let mine = await calls.history(scene.doctor.token);
    await eventually(async () => {
      mine = await calls.history(scene.doctor.token);
      return mine[0]?.durationSeconds !== null;
    });
    expect(mine).toEqual([
      expect.objectContaining({
        id: answered.id,
        direction: 'outgoing',
        otherName: scene.patient.name,
        outcome: 'accepted',
        inProgress: false,
      }),
      expect.objectContaining({ id: declined.id, direction: 'outgoing', outcome: 'declined' }),
    ]);
    expect(mine[0]!.durationSeconds).toBeGreaterThanOrEqual(125);
    expect(mine[0]!.durationSeconds).toBeLessThan(135);
    const theirs = await calls.history(scene.patient.token);
    expect(theirs.map((c) => [c.id, c.direction, c.otherName])).toEqual([
      [answered.id, 'incoming', scene.doctor.name],
      [declined.id, 'incoming', scene.doctor.name],
    ]);
    expect(await calls.history(scene.stranger.token)).toEqual([]);
    expect(await calls.history(scene.otherDoctor.token)).toEqual([]);
    // And in each one's personal data export, the same.
    const exported = personalDataExportSchema.parse(
      (await api(ctx.app).get('/api/profile/export', scene.patient.token)).json(),
    );
    expect(exported.calls).toEqual(theirs);
  });

  it('pages the history with a cursor: every own call once, newest first', async () => {
    const scene = await bookedRoom(ctx.app);
    const rowsOf = (callerId: string, calleeId: string) =>
      TIMES.map((at) => ({ id: randomUUID(), at, callerId, calleeId }));
    const mine = rowsOf(scene.doctor.id, scene.patient.id);
    const theirs = rowsOf(scene.otherDoctor.id, scene.stranger.id);
    await insert(
      ctx.app,
      'calls',
      [...mine, ...theirs].map((r) => ({
        id: r.id,
        booking_id: scene.booking.id,
        caller_id: r.callerId,
        callee_id: r.calleeId,
        rang_at: r.at,
        outcome: 'declined',
      })),
    );
    const { items, pages } = await readAll(
      ctx.app,
      '/api/calls',
      scene.patient.token,
      2,
      byHeader<{ id: string }>(),
    );
    expect(items.map((c) => c.id)).toEqual(newestFirst(mine).map((r) => r.id));
    expect(pages).toBe(4);
  });

  it('a tab opened while the ring rings asks, and rings too; nobody else’s rings are told', async () => {
    const scene = await bookedRoom(ctx.app);
    await connected(scene.patient.token);
    const call = await callsApi(ctx.app).rang(scene.doctor.token, scene.booking.id);
    const late = await connected(scene.patient.token);
    expect(await ask(late, 'call:ringing-now', {})).toEqual([
      expect.objectContaining({ callId: call.id, callerName: scene.doctor.name }),
    ]);
    // The ringer is not rung; a request that is not the empty object gets nothing.
    expect(await ask(await connected(scene.doctor.token), 'call:ringing-now', {})).toEqual([]);
    expect(await ask(late, 'call:ringing-now', { userId: scene.doctor.id })).toEqual([]);
    await callsApi(ctx.app).answer(scene.patient.token, call.id, 'decline');
    expect(await ask(late, 'call:ringing-now', {})).toEqual([]);
  });
});

describe('the ring’s time-out, decided by the server', () => {
  const ctx = useTestApp({ env: { CALL_RING_SECONDS: '1' } });
  const pool = socketPool();
  afterEach(() => pool.closeAll());

  it('misses the call after CALL_RING_SECONDS though the ringer’s tab has closed', async () => {
    const scene = await bookedRoom(ctx.app);
    const { socket: client } = await pool.open(ctx.app, scene.patient.token);
    const { socket: therapist } = await pool.open(ctx.app, scene.doctor.token);
    const bell = collect(client, 'notification:new');
    const ended = collect(client, 'call:ended');
    const call = await callsApi(ctx.app).rang(scene.doctor.token, scene.booking.id);
    therapist.close();
    await eventually(() => ended.length === 1 && bell.length === 1);
    expect(ended[0]).toEqual({ callId: call.id, roomId: scene.roomId, outcome: 'missed' });
    expect(bell[0]).toMatchObject({ title: m.missedTitle, link: `/video-chat/${scene.roomId}` });
    const [row] = await callsApi(ctx.app).history(scene.doctor.token);
    expect(row).toMatchObject({ id: call.id, outcome: 'missed', direction: 'outgoing' });
  });
});

describe('rings a restart left ringing', () => {
  // The job runner polls often here; the timers of the instance that rang are not there.
  const ctx = useTestApp({ env: { REMINDER_POLL_MS: '100' } });
  const pool = socketPool();
  afterEach(() => pool.closeAll());

  it('are missed by the job runner’s sweep once their time is over, with the notice', async () => {
    const scene = await bookedRoom(ctx.app);
    const { socket: client } = await pool.open(ctx.app, scene.patient.token);
    const bell = collect(client, 'notification:new');
    const ended = collect(client, 'call:ended');
    const call = await callsApi(ctx.app).rang(scene.doctor.token, scene.booking.id);
    // 46 s pass for the app at once: long before this instance's own 45 s timer could fire.
    ctx.clock.advance(46_000);
    await eventually(() => ended.length === 1 && bell.length === 1);
    expect(ended[0]).toMatchObject({ callId: call.id, outcome: 'missed' });
    expect(bell[0]).toMatchObject({ title: m.missedTitle });
  });
});
