import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { publicSlotsResponseSchema } from '@solace/shared';
import { ask, joinRoom } from '../features/video/video-test-scene';
import { sendWithAck } from '../features/chat/chat-test-scene';
import { eventually } from '../test/eventually';
import { call } from '../test/server-calls';
import { collect, type TestSocket } from '../test/sockets';
import {
  addSlot,
  book,
  openSocket,
  socketsOn,
  useCluster,
  whyNoCluster,
  type Person,
} from './cluster-scene';

/**
 * The production topology (three instances on PostgreSQL and Redis, nginx in front, as
 * `npm run cluster` runs it), driven through nginx alone. nginx balances round robin without
 * stickiness, so what one person does lands on any instance: each test opens a person's sockets
 * on every instance (three connections in a row take the three instances in turn, which each
 * instance's own socket count confirms) and checks that what happens through nginx reaches all.
 */
const skipped = await whyNoCluster();

const RACERS = 50;

/**
 * A GET to `url` sent from the loopback address `from`: nginx counts requests per client
 * address and does not count 127.0.0.1 (deploy/nginx/solace.conf), so a client it counts comes
 * from another address of loopback (Linux answers all of 127.0.0.0/8).
 */
function getFrom(
  from: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { localAddress: from, agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }),
      );
    });
    req.on('error', reject);
  });
}

describe.skipIf(skipped !== undefined)(
  `three instances behind nginx${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    const scene = useCluster({ therapists: 3, clients: RACERS + 4 });
    const opened: TestSocket[] = [];
    // Every instance has let go of a test's sockets before the next test counts its own.
    afterEach(async () => {
      opened.splice(0).forEach((socket) => socket.close());
      await eventually(async () => (await socketCounts()).every((count) => count === 0));
    });

    const url = () => scene.cluster.url;
    const instanceUrls = () => scene.cluster.instances.map((instance) => instance.url);
    const socketCounts = () => Promise.all(instanceUrls().map(socketsOn));

    /** One socket of `token` on each instance, opened through nginx. */
    async function socketOnEveryInstance(token: string): Promise<TestSocket[]> {
      const before = await socketCounts();
      const sockets: TestSocket[] = [];
      for (const _ of instanceUrls()) sockets.push(await openSocket(url(), token));
      opened.push(...sockets);
      const after = await socketCounts();
      expect(after.map((count, i) => count - before[i]!)).toEqual(instanceUrls().map(() => 1));
      return sockets;
    }

    const [therapist, otherTherapist, raceTherapist] = [0, 1, 2].map(
      (i) => () => scene.therapists[i]!,
    ) as [() => Person, () => Person, () => Person];
    const client = (i: number) => scene.clients[i]!;

    it('connects socket.io over websockets to any instance, with no sticky sessions', async () => {
      // Nine connections in a row: every one is accepted, whichever instance nginx picked.
      for (let i = 0; i < 3; i += 1) await socketOnEveryInstance(client(0).token);
      // A client asking for HTTP long-polling (which would need every poll to reach the same
      // instance) is refused at once, with socket.io's reason, on every instance.
      for (const _ of instanceUrls()) {
        const polling = connect(url(), {
          path: '/socket.io',
          transports: ['polling'],
          reconnection: false,
          forceNew: true,
          auth: { token: client(0).token },
        });
        const refused = await new Promise<Error>((resolve) =>
          polling.once('connect_error', resolve),
        );
        polling.close();
        expect(refused.message).toBe('xhr poll error');
        const handshake = await fetch(`${url()}/socket.io/?EIO=4&transport=polling`);
        expect(handshake.status).toBe(400);
        expect(await handshake.json()).toMatchObject({ message: 'Transport unknown' });
      }
    });

    it('rings the therapist’s bell on every instance for a booking made through any', async () => {
      const bells = (await socketOnEveryInstance(therapist().token)).map((socket) =>
        collect(socket, 'notification:new'),
      );
      const slotId = await addSlot(url(), therapist());
      const made = await book(url(), client(1), therapist(), slotId);
      expect(made.status).toBe(200);
      // The booking was handled by one instance; the sockets on the other two hear it as well.
      await eventually(async () => bells.every((received) => received.length === 1));
    });

    it('carries chat and video signalling between people on different instances', async () => {
      const slotId = await addSlot(url(), otherTherapist(), new Date(Date.now() + 6 * 60_000));
      const { booking } = await book(url(), client(2), otherTherapist(), slotId);
      const clientSockets = await socketOnEveryInstance(client(2).token);
      const therapistSockets = await socketOnEveryInstance(otherTherapist().token);
      const chats = therapistSockets.map((socket) => collect(socket, 'chatMessage'));
      // A message from each of the client's instances reaches the therapist on every instance.
      for (const [i, socket] of clientSockets.entries()) {
        const ack = await sendWithAck(socket, {
          text: `From ${i}`,
          receiverId: otherTherapist().id,
        });
        expect(ack).toMatchObject({ ok: true });
      }
      await eventually(async () => chats.every((received) => received.length === 3));
      for (const received of chats) {
        expect(received.map((m) => m.text).sort()).toEqual(['From 0', 'From 1', 'From 2']);
      }

      // The video room: the client's tab on one instance, the therapist's on the next one.
      const roomId = booking!.roomId;
      const [clientTab] = clientSockets;
      const therapistTab = therapistSockets[1]!;
      expect(await joinRoom(clientTab!, roomId)).toMatchObject({ ok: true });
      expect(await joinRoom(therapistTab, roomId)).toMatchObject({ ok: true, peerPresent: true });
      const signals = collect(clientTab!, 'video-signal');
      const roomChat = collect(therapistTab, 'receive-message');
      therapistTab.emit('video-signal', { roomId, description: { type: 'offer', sdp: 'v=0\r\n' } });
      await ask(clientTab!, 'send-message', { roomId, message: 'Across' });
      await eventually(async () => signals.length === 1 && roomChat.length === 1);
      expect(signals[0]).toMatchObject({ description: { type: 'offer' } });
      expect(roomChat[0]).toMatchObject({ text: 'Across', senderId: client(2).id });
    });

    const allClosed = (sockets: TestSocket[]) =>
      Promise.all(
        sockets.map((socket) =>
          socket.connected ? new Promise((resolve) => socket.once('disconnect', resolve)) : null,
        ),
      );

    it('ends a person’s sockets on every instance at logout', async () => {
      const sockets = await socketOnEveryInstance(client(3).token);
      const before = await socketCounts();
      const closed = allClosed(sockets);
      expect((await call(url(), '/api/logout', client(3).token, {})).status).toBe(200);
      await closed;
      await eventually(async () =>
        (await socketCounts()).every((count, i) => count === before[i]! - 1),
      );
      expect((await call(url(), '/api/check-login', client(3).token)).status).toBe(401);
    });

    it('ends the other device’s sockets on every instance at a password change', async () => {
      const { id, password, tokens } = scene.devices;
      const [elsewhere, here] = tokens as [string, string];
      const otherDevice = await socketOnEveryInstance(elsewhere);
      const thisDevice = await socketOnEveryInstance(here);
      const closed = allClosed(otherDevice);
      const changed = await call(url(), '/api/changepassword', here, {
        userId: id,
        currentPassword: password,
        newPassword: 'cluster-password-2',
        confirmPassword: 'cluster-password-2',
      });
      expect(changed.status).toBe(200);
      await closed;
      // This device's session goes on: its sockets stay, and it still signs in everywhere.
      expect(thisDevice.every((socket) => socket.connected)).toBe(true);
      for (const _ of instanceUrls()) {
        expect((await call(url(), '/api/check-login', elsewhere)).status).toBe(401);
        expect((await call(url(), '/api/check-login', here)).status).toBe(200);
      }
    });

    it(`gives one booking to ${RACERS} clients racing for one slot through nginx`, async () => {
      const slotId = await addSlot(url(), raceTherapist());
      const racers = scene.clients.slice(4, 4 + RACERS);
      const answers = await Promise.all(
        racers.map((racer) => book(url(), racer, raceTherapist(), slotId)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
      const rows = await scene.query<{ count: string }>(
        `select count(*) from bookings where slot_id = $1 and status = 'booked'`,
        [slotId],
      );
      expect(rows[0]!.count).toBe('1');
    });

    it('sends a reminder that falls due while all three poll exactly once', async () => {
      const slotId = await addSlot(url(), raceTherapist());
      const { status, booking } = await book(url(), client(1), raceTherapist(), slotId);
      expect(status).toBe(200);
      // Every reminder (a day, an hour and a quarter of an hour ahead) falls due now, as if time
      // passed: the e-mails are the day's and the quarter's (the hour's is a text, and this
      // client takes none).
      const jobs = await scene.query(
        `update reminder_jobs set run_at = now() where booking_id = $1 returning id`,
        [booking!.id],
      );
      expect(jobs).toHaveLength(3);
      const reminders = () =>
        scene.smtp.mails.filter(
          (mail) =>
            mail.to.includes(client(1).email) && /Reminder: your Solace session/.test(mail.decoded),
        );
      await eventually(async () => reminders().length >= 2);
      // Once every job is claimed and the outbox has nothing left to send, no mail can follow:
      // a second send would need a second claim or a second outbox row.
      await eventually(async () => {
        const [left] = await scene.query<{ jobs: string; mails: string }>(
          `select (select count(*) from reminder_jobs where booking_id = $1 and claimed_at is null) as jobs,
                  (select count(*) from outbox_mails where status in ('pending', 'sending')) as mails`,
          [booking!.id],
        );
        return left!.jobs === '0' && left!.mails === '0';
      });
      expect(reminders()).toHaveLength(2);
      const subjects = reminders().map((mail) => /^Subject: (.*)$/m.exec(mail.decoded)?.[1]);
      expect(new Set(subjects).size).toBe(2);
    });

    it('answers a flood of API requests from one address 429 with Retry-After, and that address alone', async () => {
      const health = `${url()}/api/health`;
      const flood = await Promise.all(
        Array.from({ length: 100 }, () => getFrom('127.0.0.2', health)),
      );
      const refused = flood.filter((answer) => answer.status === 429);
      // The burst (60) goes through at once; the rest of the flood is refused by nginx.
      expect(flood.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(60);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.length + flood.filter((a) => a.status === 200).length).toBe(100);
      expect(new Set(refused.map((answer) => answer.retryAfter))).toEqual(new Set(['1']));
      // Meanwhile another address, this machine itself and what is not the API (robots.txt
      // stands for the pages, which the cluster's instances serve only with a web build) are
      // served as before.
      expect((await getFrom('127.0.0.3', health)).status).toBe(200);
      expect((await getFrom('127.0.0.1', health)).status).toBe(200);
      expect((await getFrom('127.0.0.2', `${url()}/robots.txt`)).status).toBe(200);
      // Nor are the providers' callbacks and the therapists' photos counted, however many come
      // at once: each reaches an instance, which answers for itself (no such photo; a GET where
      // a provider posts).
      for (const path of [
        '/api/therapist-photos/no-such-photo.webp',
        '/api/payments/webhooks/stripe',
        '/api/texts/twilio/status',
        '/api/texts/meta/webhook',
      ]) {
        const burst = await Promise.all(
          Array.from({ length: 30 }, () => getFrom('127.0.0.2', `${url()}${path}`)),
        );
        expect(
          burst.filter((answer) => answer.status === 429),
          path,
        ).toEqual([]);
      }
      // Socket openings from the flooding address are counted too (20 at once).
      const sockets = await Promise.all(
        Array.from({ length: 30 }, () =>
          getFrom('127.0.0.2', `${url()}/socket.io/?EIO=4&transport=websocket`),
        ),
      );
      expect(sockets.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
      // A moment later the address is served again.
      await eventually(async () => (await getFrom('127.0.0.2', health)).status === 200);
    });

    it('gives each signed-in person behind one address an allowance of their own, under a ceiling for the address', async () => {
      const health = `${url()}/api/health`;
      const signedIn = (token: string) => ({ authorization: `Bearer ${token}` });
      // One person behind a shared address (an office, a carrier's) floods: past their burst
      // (60), they are refused...
      const flood = await Promise.all(
        Array.from({ length: 100 }, () => getFrom('127.0.0.4', health, signedIn(client(0).token))),
      );
      expect(flood.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
      // ...while another person, and someone not signed in, behind the same address each have
      // their whole burst.
      const burst = (headers: Record<string, string>) =>
        Promise.all(Array.from({ length: 40 }, () => getFrom('127.0.0.4', health, headers)));
      for (const answers of [await burst(signedIn(client(1).token)), await burst({})]) {
        expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      }
      // A script making up a token per request meets the address's ceiling (300 at once).
      const madeUp = await Promise.all(
        Array.from({ length: 500 }, (_, i) =>
          getFrom('127.0.0.5', health, signedIn(`made-up-${i}`)),
        ),
      );
      const refused = madeUp.filter((answer) => answer.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(madeUp.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(300);
      // Another address is served meanwhile.
      expect((await getFrom('127.0.0.6', health)).status).toBe(200);
    });

    it('shows a slot added through one instance in the next public read from every instance', async () => {
      const slotsFrom = async (base: string) =>
        publicSlotsResponseSchema
          .parse((await call(base, `/api/doctors/${therapist().id}/available-slots`)).body)
          .available.map((slot) => slot.id);
      // Every instance has the therapist's slots in memory before the write.
      for (const base of instanceUrls()) await slotsFrom(base);
      for (const _ of instanceUrls()) await slotsFrom(url());
      const slotId = await addSlot(url(), therapist());
      for (const _ of instanceUrls()) expect(await slotsFrom(url())).toContain(slotId);
      for (const base of instanceUrls()) expect(await slotsFrom(base)).toContain(slotId);
    });
  },
);
