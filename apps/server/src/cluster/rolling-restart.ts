/**
 * A rolling restart under steady load, through nginx (the cluster suite asserts it, the bench's
 * "cluster" part reports it): each instance in turn gets SIGTERM and is replaced, the next only
 * once the replacement's /api/ready answers 200, while clients keep reading, booking (each a
 * slot of their own) and chatting. Counted: failed requests, chat messages not stored exactly
 * once, bookings answered 200 but not in the database exactly once.
 */
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { addSlotsThroughNginx, bookThroughNginx, reconnectingSocket } from './clients';
import type { ClusterPeople, ClusterPerson } from './people';
import type { Cluster } from './topology';

/** Requests of each kind, in turn: bounded however long the restart takes. */
const READ_PAUSE_MS = 25;
const BOOKING_PAUSE_MS = 300;
/** Under CHAT_RATE_LIMIT (20 a person in 10 s). */
const CHAT_PAUSE_MS = 700;

export interface RollingRestartResult {
  seconds: number;
  /** Each instance's exit code after SIGTERM (0: drained and closed in time). */
  exitCodes: (number | null)[];
  requests: number;
  failedRequests: number;
  /** The first few failures, for the log. */
  failures: string[];
  bookings: number;
  /** Answered 200 but missing from the database, or there twice. */
  lostBookings: number;
  chatMessages: number;
  /** Sent without an acknowledgement (the socket closed under it), found stored in history. */
  chatUnacknowledged: number;
  /** Acknowledged or found in history, but not stored exactly once. */
  lostChatMessages: number;
  /** Delivered live to the other person's socket (the rest they read in history on reconnect). */
  chatReceivedLive: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the load does until `running()` turns false, and what it saw. */
function steadyLoad(url: string, therapist: ClusterPerson, running: () => boolean) {
  const tally = { requests: 0, failed: 0, failures: [] as string[] };
  const fail = (what: string) => {
    tally.failed += 1;
    if (tally.failures.length < 10) tally.failures.push(what);
  };
  /** One HTTP request through nginx; anything but `expected` is a failure. */
  async function request(path: string, token?: string, body?: unknown, expected = 200) {
    tally.requests += 1;
    try {
      const res = await fetch(`${url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== expected) fail(`${path}: ${res.status} ${text.slice(0, 200)}`);
      return res.status === expected ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    } catch (err) {
      fail(`${path}: ${(err as Error).message}`);
      return undefined;
    }
  }
  async function readLoop() {
    while (running()) {
      await request('/api/doctors');
      await request(`/api/doctors/${therapist.id}/available-slots`);
      await pause(READ_PAUSE_MS);
    }
  }
  return { tally, request, readLoop };
}

const connected = (socket: Socket) =>
  socket.connected
    ? Promise.resolve()
    : new Promise<void>((resolve) => socket.once('connect', () => resolve()));

/** The conversation's latest page, as the web app reads it on reconnecting. */
async function history(socket: Socket, pair: { userId: string; doctorId: string }) {
  await connected(socket);
  const page = new Promise<{ text: string }[]>((resolve) =>
    socket.once('previousMessages', resolve),
  );
  socket.emit('getPreviousMessages', pair);
  return (await page).map((message) => message.text);
}

/**
 * One side of the chat: a message every CHAT_PAUSE_MS while `running()`. A message whose
 * acknowledgement never came (its socket was closed under it by a stopping instance) is looked
 * up in the history after reconnecting and sent again only when it is not there, as a person
 * would press "retry" on a message shown as not sent.
 */
async function chatLoop(
  socket: Socket,
  label: string,
  receiverId: string,
  pair: { userId: string; doctorId: string },
  running: () => boolean,
) {
  const sent: string[] = [];
  let unacknowledged = 0;
  for (let i = 0; running(); i += 1) {
    const text = `${label} ${i}`;
    for (;;) {
      await connected(socket);
      try {
        const ack = (await socket
          .timeout(10_000)
          .emitWithAck('chatMessage', { text, receiverId })) as { ok: boolean };
        if (!ack.ok) throw new Error(`refused: ${JSON.stringify(ack)}`);
        break;
      } catch (err) {
        if ((err as Error).message.startsWith('refused')) throw err;
        unacknowledged += 1;
        if ((await history(socket, pair)).includes(text)) break;
      }
    }
    sent.push(text);
    await pause(CHAT_PAUSE_MS);
  }
  return { sent, unacknowledged };
}

/**
 * Restarts every instance of `cluster` in turn under the load. `people`: at least two
 * therapists (the first is booked, the second chats) and clients (the first chats, the others
 * book, one each).
 */
export async function rollingRestartUnderLoad(
  cluster: Cluster,
  people: ClusterPeople,
): Promise<RollingRestartResult> {
  const [bookedTherapist, chatTherapist] = people.therapists as [ClusterPerson, ClusterPerson];
  const [chatClient, ...bookers] = people.clients as [ClusterPerson, ...ClusterPerson[]];
  const slotIds = await addSlotsThroughNginx(cluster.url, bookedTherapist, bookers.length);
  // A therapist writes to their clients: the chatting client has a session booked with them.
  const [chatSlot] = await addSlotsThroughNginx(cluster.url, chatTherapist, 1);
  const chatBooking = await bookThroughNginx(cluster.url, chatClient, chatTherapist, chatSlot!);
  if (chatBooking !== 200) throw new Error(`the chat's booking answered ${chatBooking}`);
  const clientSocket = await reconnectingSocket(cluster.url, chatClient.token);
  const therapistSocket = await reconnectingSocket(cluster.url, chatTherapist.token);
  // What each person's socket is sent live from the other (their own messages come back too).
  const receivedLive = new Set<string>();
  const receive = (socket: Socket, label: string) =>
    socket.on('chatMessage', ({ text }: { text: string }) => {
      if (text.startsWith(label)) receivedLive.add(text);
    });
  receive(clientSocket, 'to client');
  receive(therapistSocket, 'to therapist');

  const started = performance.now();
  let restarting = true;
  const running = () => restarting;
  const load = steadyLoad(cluster.url, bookedTherapist, running);
  const booked: string[] = [];
  const bookingLoop = async () => {
    for (const [i, booker] of bookers.entries()) {
      if (!running()) break;
      const answer = await load.request('/api/bookings/create', booker.token, {
        slotId: slotIds[i],
        doctorId: bookedTherapist.id,
      });
      const id = (answer?.booking as { id?: string } | undefined)?.id;
      if (id) booked.push(id);
      await pause(BOOKING_PAUSE_MS);
    }
  };
  const pair = { userId: chatClient.id, doctorId: chatTherapist.id };
  const loops = Promise.all([
    load.readLoop(),
    load.readLoop(),
    bookingLoop(),
    chatLoop(clientSocket, 'to therapist', chatTherapist.id, pair, running),
    chatLoop(therapistSocket, 'to client', chatClient.id, pair, running),
  ]);
  // A loop that throws ends the run below, after the restarts, not as an unhandled rejection.
  loops.catch(() => undefined);

  const exitCodes: (number | null)[] = [];
  try {
    for (const [i] of cluster.instances.entries()) exitCodes.push(await cluster.restartInstance(i));
  } finally {
    restarting = false;
  }
  const [, , , toTherapist, toClient] = await loops;
  const seconds = (performance.now() - started) / 1000;
  clientSocket.close();
  therapistSocket.close();

  const database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
  try {
    const bookingRows = await database.query<{ id: string; n: string }>(
      `select id, count(*) over (partition by slot_id) as n from bookings where id = any($1)`,
      [booked],
    );
    const once = bookingRows.rows.filter((row) => row.n === '1').length;
    const sent = [...toTherapist.sent, ...toClient.sent];
    const stored = await database.query<{ body: string; n: string }>(
      `select body, count(*) as n from messages where body = any($1) group by body`,
      [sent],
    );
    const storedOnce = stored.rows.filter((row) => row.n === '1').length;
    return {
      seconds,
      exitCodes,
      requests: load.tally.requests,
      failedRequests: load.tally.failed,
      failures: load.tally.failures,
      bookings: booked.length,
      lostBookings: booked.length - once,
      chatMessages: sent.length,
      chatUnacknowledged: toTherapist.unacknowledged + toClient.unacknowledged,
      lostChatMessages: sent.length - storedOnce,
      chatReceivedLive: sent.filter((text) => receivedLive.has(text)).length,
    };
  } finally {
    await database.end();
  }
}
