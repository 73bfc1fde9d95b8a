/**
 * The live chat under load: the server in its own process (embedded database on a fresh
 * DATA_DIR, or PostgreSQL with DATABASE_URL), 1,000 sockets in 500 conversations, messages at a
 * steady rate; delivery latency (sent by one person, received on the other's socket) and the
 * server's memory. Opening the sockets is timed too: each connection checks the session and
 * counts the person's sockets against MAX_SOCKETS_PER_USER (issue 21, point 10), the cost of
 * that limit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatMessage } from '@solace/shared';
import {
  buildApp,
  createDoctorWithSession,
  createPatientWithSession,
  loadConfig,
} from '@solace/server';
import { memoryOf, serverEnv, sleep, startServer, type RunningServer } from './servers';

const PAIRS = Number(process.env.CHAT_BENCH_PAIRS ?? 500);
const RATE = Number(process.env.CHAT_BENCH_RATE ?? 100); // messages per second, all together
const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 20);

interface ChatRow {
  scenario: string;
  sockets: number;
  messages: number;
  'connect p50 ms': number;
  'connect p99 ms': number;
  'msg/s': number;
  'p50 ms': number;
  'p99 ms': number;
  lost: number;
  'server RSS MB': number;
  'peak RSS MB': number;
}

function open(url: string, token: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** On PostgreSQL when `databaseUrl` is given, else on the embedded database in a fresh DATA_DIR. */
export async function chatBenchmark(
  options: { databaseUrl?: string; seconds?: number } = {},
): Promise<ChatRow> {
  const seconds = options.seconds ?? SECONDS;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-chat-bench-'));
  const env = serverEnv(dataDir, options.databaseUrl);
  // People and sessions first, in this process; then the database is the server's alone.
  const setup = await buildApp(loadConfig(env));
  const run = Date.now().toString(36);
  const pair = async (i: number) => ({
    patient: await createPatientWithSession(setup.ctx, {
      name: `Chat Client ${i}`,
      email: `chat.client.${run}.${i}@bench.example`,
    }),
    doctor: await createDoctorWithSession(setup.ctx, {
      name: `Chat Therapist ${i}`,
      email: `chat.therapist.${run}.${i}@bench.example`,
    }),
  });
  const pairs: Awaited<ReturnType<typeof pair>>[] = [];
  // In batches: PostgreSQL writes them side by side (PGlite, one session, in turn).
  for (let i = 0; i < PAIRS; i += 25) {
    const batch = Array.from({ length: Math.min(25, PAIRS - i) }, (_, j) => pair(i + j));
    pairs.push(...(await Promise.all(batch)));
  }
  await setup.close();

  let server: RunningServer | undefined;
  const sockets: Socket[] = [];
  try {
    server = await startServer(env);
    const { url } = server;
    const people = pairs.flatMap((p) => [p.patient, p.doctor]);
    const connectTimes: number[] = [];
    const timedOpen = async (token: string) => {
      const began = performance.now();
      const socket = await open(url, token);
      connectTimes.push(performance.now() - began);
      return socket;
    };
    for (let i = 0; i < people.length; i += 100) {
      sockets.push(...(await Promise.all(people.slice(i, i + 100).map((p) => timedOpen(p.token)))));
    }
    connectTimes.sort((a, b) => a - b);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    sockets.forEach((socket, index) => {
      const self = people[index]!.id;
      socket.on('chatMessage', (message: ChatMessage) => {
        // The other person's socket receiving it is the delivery that counts.
        if (message.userId === self) return;
        const start = sentAt.get(message.text);
        if (start !== undefined) latencies.push(performance.now() - start);
      });
    });
    const send = (from: number, text: string) =>
      new Promise<boolean>((resolve) => {
        const pair = pairs[Math.floor(from / 2)]!;
        const receiverId = from % 2 === 0 ? pair.doctor.id : pair.patient.id;
        sentAt.set(text, performance.now());
        sockets[from]!.emit('chatMessage', { text, receiverId }, (ack: { ok: boolean }) =>
          resolve(ack.ok),
        );
      });
    // Every client writes first (opening the conversation), then both sides write.
    await Promise.all(pairs.map((_, i) => send(i * 2, `hello ${i}`)));
    await sleep(500);
    sentAt.clear();
    latencies.length = 0;

    const total = RATE * seconds;
    const started = performance.now();
    let sent = 0;
    let refused = 0;
    const acks: Promise<void>[] = [];
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
      for (; sent < due; sent += 1) {
        const from = Math.floor(Math.random() * sockets.length);
        acks.push(send(from, `m${sent}`).then((ok) => void (ok || (refused += 1))));
      }
      await sleep(5);
    }
    await Promise.all(acks);
    const elapsed = (performance.now() - started) / 1000;
    await sleep(1000); // the last deliveries
    const memory = memoryOf(server.pid);
    const sorted = latencies.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      scenario: `chat: ${PAIRS} conversations, ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
      sockets: sockets.length,
      messages: total,
      'connect p50 ms': round(percentile(connectTimes, 0.5)),
      'connect p99 ms': round(percentile(connectTimes, 0.99)),
      'msg/s': Math.round(total / elapsed),
      'p50 ms': round(percentile(sorted, 0.5)),
      'p99 ms': round(percentile(sorted, 0.99)),
      lost: total - refused - sorted.length,
      'server RSS MB': memory.rss,
      'peak RSS MB': memory.peak,
    };
  } finally {
    sockets.forEach((socket) => socket.close());
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `tsx bench/src/chat.ts` runs this one alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  chatBenchmark({ databaseUrl: process.env.DATABASE_URL }).then(
    (row) => console.table([row]),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
