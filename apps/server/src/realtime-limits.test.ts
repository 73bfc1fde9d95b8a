import { afterEach, describe, expect, it } from 'vitest';
import { messages, type JoinRoomAck } from '@solace/shared';
import {
  MAX_SOCKET_FRAME_BYTES,
  SOCKET_EVENT_BUDGET,
  socketEventBudget,
  TOO_MANY_EVENTS,
} from './realtime-limits';
import { joinRoom } from './features/video/video-test-scene';
import { api } from './test/api-helpers';
import { eventually } from './test/eventually';
import { notifyNow } from './test/people';
import { collect, socketPool, type TestSocket } from './test/sockets';
import { useTestApp } from './test/test-app';
import { TestClock } from './test/test-clock';
import { useTwoInstances, whyNoTwoInstances } from './test/two-instances';

const closedNotice = { message: messages.http.tooManyConnections };

/** Resolves when the socket is disconnected, with the reason socket.io gives. */
const disconnected = (socket: TestSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

describe('socket resources', () => {
  const ctx = useTestApp();
  const pool = socketPool();
  afterEach(() => pool.closeAll());

  async function openMany(token: string, count: number) {
    const opened: TestSocket[] = [];
    for (let i = 0; i < count; i++) {
      const { socket, outcome } = await pool.open(ctx.app, token);
      expect(outcome).toBe('connected');
      opened.push(socket);
    }
    return opened;
  }

  it('keeps at most MAX_SOCKETS_PER_USER (10) sockets a person: the 11th closes the oldest, telling it why', async () => {
    expect(ctx.app.ctx.config.maxSocketsPerUser).toBe(10);
    const { token } = await api(ctx.app).login();
    const other = await api(ctx.app).login(
      'ananya.sharma@solace.example',
      'solace-demo-2026',
      '/api/DocLogin',
    );
    const [theirs] = await openMany(other.token, 1);
    const ten = await openMany(token, 10);
    const notices = ten.map((socket) => collect(socket, 'too-many-connections'));
    const oldestGone = disconnected(ten[0]!);

    const [eleventh] = await openMany(token, 1);
    expect(await oldestGone).toBe('io server disconnect');
    expect(notices[0]).toEqual([closedNotice]);
    // Everything else stays: the newer ten of this person, and the other person's socket.
    expect([...ten.slice(1), eleventh, theirs].every((s) => s!.connected)).toBe(true);
    expect(notices.slice(1).flat()).toEqual([]);

    // And so on: each newer one closes the next oldest.
    const nextGone = disconnected(ten[1]!);
    await openMany(token, 1);
    expect(await nextGone).toBe('io server disconnect');
  });

  it('closes a socket that sends a frame over the limit, and only that one', async () => {
    const { token, user } = await api(ctx.app).login();
    const [sender, sibling] = await openMany(token, 2);
    const gone = disconnected(sender!);
    sender!.emit('join-room', { roomId: 'x'.repeat(MAX_SOCKET_FRAME_BYTES + 1024) });
    expect(await gone).toBe('transport close');

    expect(sibling!.connected).toBe(true);
    const received = collect(sibling!, 'notification:new');
    await notifyNow(ctx.app, user.id, { title: 'Still here', message: 'After the big frame' });
    await eventually(() => received.length === 1);
  });

  it('refuses the events of a socket beyond its budget, in its language, and that socket alone', async () => {
    const { token } = await api(ctx.app).login();
    const [flooding, sibling] = await openMany(token, 2);
    /** `count` joins of a room that does not exist, sent at once: their answers. */
    const joins = (socket: TestSocket, count: number) =>
      Promise.all(Array.from({ length: count }, () => joinRoom(socket, 'no-such-room')));
    const overBudget = (answer: JoinRoomAck) => !answer.ok && answer.code === TOO_MANY_EVENTS;
    const { burst } = SOCKET_EVENT_BUDGET;
    const handled = (answers: JoinRoomAck[]) => answers.filter((a) => !overBudget(a)).length;
    // A flood: the burst is handled, the rest refused, saying why in words a person reads (the
    // budget's exact arithmetic is the next test's).
    const flood = await joins(flooding!, burst + 60);
    expect(handled(flood)).toBeGreaterThanOrEqual(burst);
    expect(flood.filter(overBudget)[0]).toEqual({
      ok: false,
      code: TOO_MANY_EVENTS,
      error: messages.connection.tooManyRequests,
    });
    // Its sibling has a budget of its own.
    expect(handled(await joins(sibling!, 5))).toBe(5);
    expect(flooding!.connected).toBe(true);
  });

  it('budgets a socket 100 events at once, then 20 a second', () => {
    let now = Date.parse('2026-11-29T10:00:00Z');
    const budget = socketEventBudget({ now: () => new Date(now) });
    const takes = (count: number) =>
      Array.from({ length: count }, () => budget.take()).filter(Boolean).length;
    expect(takes(150)).toBe(100);
    now += 1000;
    expect(takes(50)).toBe(20);
    // Quarter seconds add up: 5 events each.
    now += 250;
    expect(takes(10)).toBe(5);
    // A long quiet fills it to the burst, no further.
    now += 60_000;
    expect(takes(150)).toBe(100);
    // A clock set back a minute takes nothing away: a second after it, a second's worth.
    now -= 60_000;
    expect(takes(1)).toBe(0);
    now += 1000;
    expect(takes(50)).toBe(20);
  });

  it('takes a frame as large as the largest legitimate event', async () => {
    const { token } = await api(ctx.app).login();
    const [socket] = await openMany(token, 1);
    // Just under the limit: it reaches the handler, which answers (the room does not exist).
    const answer = await new Promise<JoinRoomAck>((resolve) =>
      socket!.emit('join-room', { roomId: 'x'.repeat(MAX_SOCKET_FRAME_BYTES - 1024) }, resolve),
    );
    expect(answer).toMatchObject({ ok: false });
    expect(socket!.connected).toBe(true);
  });
});

/** With Redis, the count holds across instances (PostgreSQL run, Redis answering). */
const skipped = await whyNoTwoInstances();
describe.skipIf(skipped !== undefined)(
  `socket limits on two instances${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    const clock = new TestClock();
    const two = useTwoInstances(clock);
    const { pool } = two;

    it('the 11th socket on instance B closes the oldest, held by instance A', async () => {
      const { token } = await api(two.a).login();
      const onA: TestSocket[] = [];
      for (let i = 0; i < 10; i++) {
        const { socket, outcome } = await pool.open(two.a, token);
        expect(outcome).toBe('connected');
        onA.push(socket);
      }
      const notice = collect(onA[0]!, 'too-many-connections');
      const oldestGone = disconnected(onA[0]!);
      expect((await pool.open(two.b, token)).outcome).toBe('connected');
      expect(await oldestGone).toBe('io server disconnect');
      expect(notice).toEqual([closedNotice]);
      expect(onA.slice(1).every((s) => s.connected)).toBe(true);
    });
  },
);
