/**
 * Cost that does not grow with the data (issue 23): each growing list's first page read at 100
 * rows and at 10,000, through the production server in its own process, one database and
 * server per size, both running, loaded in alternating rounds. The rows are written by SQL in
 * bulk (list-fixtures.ts) before the server starts (the embedded database belongs to one
 * process), followed by ANALYZE as decision 0017 prescribes after a bulk change. Latency is one
 * connection's (autocannon on loopback, a bounded number of requests after a warm-up), each
 * request's own time from autocannon's response events: its histogram keeps whole
 * milliseconds, too coarse for reads of one or two.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  addListRows,
  analyze,
  buildApp,
  createAdminWithSession,
  createDoctorWithSession,
  createPatientWithSession,
  loadConfig,
  openDatabase,
} from '@solace/server';
import { createBenchDatabase } from './postgres';
import { serverEnv, startServer } from './servers';

export const GROWTH_SIZES = [100, 10_000] as const;
/** The goal: the read at 10,000 rows costs at most this many times the read at 100. */
export const GROWTH_GOAL_RATIO = 2;
const WARM_UP_REQUESTS = 50;
/** Per read and size, in ROUNDS rounds alternating between the two sizes. */
const MEASURED_REQUESTS = 400;
const ROUNDS = 5;

export interface Latency {
  p50: number;
  p99: number;
  errors: number;
}

export interface GrowthRow {
  read: string;
  database: string;
  small: Latency;
  large: Latency;
}

interface Read {
  read: string;
  path: string;
  token: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One connection, `amount` requests; each answer's own time in ms. */
async function timeRequests(url: string, token: string, amount: number) {
  const times: number[] = [];
  let errors = 0;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      { url, headers: { authorization: `Bearer ${token}` }, connections: 1, amount, timeout: 10 },
      (err) => (err ? reject(err) : resolve()),
    );
    instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
      if (statusCode === 200) times.push(responseTime);
      else errors += 1;
    });
  });
  return { times, errors };
}

/** The people whose lists grow, made through the server's own fixtures. */
async function seedPeople(env: Record<string, string>) {
  const app = await buildApp(loadConfig(env));
  try {
    const { ctx } = app;
    const run = Date.now().toString(36);
    const email = (who: string) => `growth.${who}.${run}@bench.example`;
    const patient = await createPatientWithSession(ctx, {
      name: 'Growth Client',
      email: email('client'),
    });
    const doctor = await createDoctorWithSession(ctx, {
      name: 'Growth Therapist',
      email: email('therapist'),
    });
    const admin = await createAdminWithSession(ctx, {
      name: 'Growth Admin',
      email: email('admin'),
    });
    return { patient, doctor, admin, run };
  } finally {
    await app.close();
  }
}

/** Adds rows to every list until each holds `size`, then refreshes the statistics. */
async function growTo(
  env: Record<string, string>,
  people: Awaited<ReturnType<typeof seedPeople>>,
  size: number,
  from: number,
) {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: `${env.DATA_DIR}/db`,
    // Seeding ten thousand rows a list in one statement is the bench's set-up, not a request:
    // the app's 5 s statement timeout must not cut it short on a cold database.
    timeoutMs: 120_000,
  });
  try {
    const owners = {
      patientId: people.patient.id,
      doctorId: people.doctor.id,
      adminId: people.admin.id,
    };
    await addListRows(database.db, owners, {
      count: size - from,
      offset: from,
      base: new Date(Date.now() - 3600_000),
      tag: `${people.run}.${size}`,
    });
    await analyze(database.db);
  } finally {
    await database.close();
  }
}

async function conversationOf(serverUrl: string, token: string): Promise<string> {
  const res = await fetch(`${serverUrl}/api/chat/conversations?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [conversation] = (await res.json()) as { id: string }[];
  return conversation!.id;
}

/** One database grown to `size` rows a list, and its server running. */
async function grownServer(databaseUrl: string | undefined, size: number) {
  const bench = databaseUrl ? await createBenchDatabase(databaseUrl) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-growth-'));
  const cleanup = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await bench?.drop();
  };
  try {
    const env = serverEnv(dataDir, bench?.url);
    const people = await seedPeople(env);
    await growTo(env, people, size, 0);
    const server = await startServer(env);
    const { patient, doctor, admin } = people;
    const talk = await conversationOf(server.url, patient.token);
    const reads: Read[] = [
      {
        read: 'GET /api/bookings/mine (a client’s appointments)',
        path: '/api/bookings/mine',
        token: patient.token,
      },
      {
        read: 'GET /api/admin/clients/{id}/bookings',
        path: `/api/admin/clients/${patient.id}/bookings`,
        token: admin.token,
      },
      {
        read: 'GET /api/chat/conversations/{id}/messages (newest page)',
        path: `/api/chat/conversations/${talk}/messages`,
        token: patient.token,
      },
      {
        read: 'GET /api/chat/conversations (a therapist’s, all unread)',
        path: '/api/chat/conversations',
        token: doctor.token,
      },
      { read: 'GET /api/notifications', path: '/api/notifications', token: patient.token },
      {
        read: 'GET /api/profile/history/{id}',
        path: `/api/profile/history/${patient.id}`,
        token: patient.token,
      },
      { read: 'GET /api/admin/reports', path: '/api/admin/reports', token: admin.token },
      { read: 'GET /api/admin/audit-log', path: '/api/admin/audit-log', token: admin.token },
    ].map((r) => ({ ...r, path: `${server.url}${r.path}` }));
    return {
      reads,
      stop: async () => {
        await server.stop();
        await cleanup();
      },
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

function summarise(times: number[], errors: number): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors };
}

/**
 * Both sizes at once, each on a database and server of its own: the two servers are loaded in
 * alternating rounds, so a busy moment of the (shared) machine falls on both alike, and the
 * ratio compares like with like.
 */
export async function benchmarkGrowth(
  databaseUrl: string | undefined,
  log: (line: string) => void,
): Promise<GrowthRow[]> {
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const [smallSize, largeSize] = GROWTH_SIZES;
  log(
    `${database}: growth, seeding ${smallSize} and ${largeSize.toLocaleString('en-US')} rows a list`,
  );
  const small = await grownServer(databaseUrl, smallSize);
  try {
    const large = await grownServer(databaseUrl, largeSize);
    try {
      log(`${database}: growth, measuring`);
      const rows: GrowthRow[] = [];
      for (const [index, read] of small.reads.entries()) {
        const other = large.reads[index]!;
        await timeRequests(read.path, read.token, WARM_UP_REQUESTS);
        await timeRequests(other.path, other.token, WARM_UP_REQUESTS);
        const times = { small: [] as number[], large: [] as number[] };
        const errors = { small: 0, large: 0 };
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const [key, target] of [
            ['small', read],
            ['large', other],
          ] as const) {
            const answer = await timeRequests(
              target.path,
              target.token,
              MEASURED_REQUESTS / ROUNDS,
            );
            times[key].push(...answer.times);
            errors[key] += answer.errors;
          }
        }
        rows.push({
          read: read.read,
          database,
          small: summarise(times.small, errors.small),
          large: summarise(times.large, errors.large),
        });
      }
      return rows;
    } finally {
      await large.stop();
    }
  } finally {
    await small.stop();
  }
}
