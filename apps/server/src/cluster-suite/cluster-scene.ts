/**
 * The cluster suite's topology: `npm run cluster`'s (cluster/topology.ts) on a PostgreSQL
 * database of the file's own, the machine's Redis, a real SMTP capture, and the people the
 * tests need, written before the instances start (so no instance has read anything about them
 * yet). Tests reach Solace through nginx alone; they read an instance directly only to check
 * what that instance answers or holds.
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { doctorSlotsResponseSchema, SOCKET_TRANSPORTS } from '@solace/shared';
import { seedClusterPeople, type ClusterPerson } from '../cluster/people';
import { startCluster, type Cluster } from '../cluster/topology';
import { serverEntry } from '../test/server-bundle';
import { openDatabase } from '../db/client';
import { insertUser } from '../features/accounts/accounts.repo';
import { createSession } from '../features/accounts/sessions.service';
import { systemClock } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import { call } from '../test/server-calls';
import { startSmtpCapture } from '../test/smtp-capture';
import type { TestSocket } from '../test/sockets';
import { whyNoTwoInstances } from '../test/two-instances';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** Why nginx cannot run here, or undefined. */
export function whyNoNginx(): string | undefined {
  return fs.existsSync(NGINX) ? undefined : `needs nginx at ${NGINX} (apt-get install nginx)`;
}

/**
 * Why the topology cannot run here, or undefined: it needs PostgreSQL (DATABASE_URL), Redis
 * (REDIS_URL or the machine's) and nginx.
 */
export async function whyNoCluster(): Promise<string | undefined> {
  return (await whyNoTwoInstances()) ?? whyNoNginx();
}

export type Person = ClusterPerson;

export interface SceneCounts {
  therapists: number;
  clients: number;
}

/** A database beside DATABASE_URL's, named for this file's run; dropped at the end. */
async function databaseOfOwn(): Promise<{ url: string; drop(): Promise<void> }> {
  const shared = new URL(process.env.DATABASE_URL!);
  const name = `solace_cluster_${Date.now()}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: shared.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The counted people, and a client with a password and two sessions, as on two devices. */
async function seedPeople(databaseUrl: string, counts: SceneCounts) {
  const people = await seedClusterPeople(databaseUrl, counts);
  const database = await openDatabase({ databaseUrl, migrate: false });
  try {
    const password = 'cluster-password-1';
    const now = systemClock.now();
    const user = await insertUser(database.db, {
      createdAt: now,
      updatedAt: now,
      name: 'Two Devices',
      email: `devices.${randomUUID()}@cluster.example`,
      phone: '+919800011122',
      role: 'patient',
      passwordHash: await hashPassword(password),
    });
    const session = () => createSession(database.db, user!.id, now);
    return {
      ...people,
      devices: { id: user!.id, password, tokens: [await session(), await session()] },
    };
  } finally {
    await database.close();
  }
}

export type Scene = Awaited<ReturnType<typeof seedPeople>> & {
  cluster: Cluster;
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  /** The file's database, for checking what the requests left in it. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
};

/**
 * Registers the hooks of a file that runs the topology: its database, people, SMTP capture and
 * three instances behind nginx before the tests; everything stopped and dropped after them.
 * Read the scene's fields inside tests (they exist once beforeAll has run).
 */
export function useCluster(counts: SceneCounts, env: Record<string, string> = {}): Scene {
  const scene = {} as Scene;
  let database: Awaited<ReturnType<typeof databaseOfOwn>> | undefined;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    database = await databaseOfOwn();
    Object.assign(scene, await seedPeople(database.url, counts));
    scene.smtp = await startSmtpCapture();
    scene.cluster = await startCluster({
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_URL,
      serverEntry: serverEntry(),
      env: {
        SMTP_URL: scene.smtp.url,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        // Reminders due are picked up within a moment, by whichever instance polls first.
        REMINDER_POLL_MS: '200',
        ...env,
      },
    });
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    scene.query = async (text, values) => (await pool!.query(text, values)).rows;
  }, 120_000);
  afterAll(async () => {
    await scene.cluster?.stop();
    await pool?.end();
    await scene.smtp?.close();
    await database?.drop();
  }, 60_000);
  return scene;
}

/** A real socket.io client through `url` (nginx), on the web app's transports (websocket only). */
export function openSocket(url: string, token: string): Promise<TestSocket> {
  const socket: TestSocket = connect(url, {
    path: '/socket.io',
    transports: [...SOCKET_TRANSPORTS],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The sockets an instance holds, from its own /metrics (loopback may read it). */
export async function socketsOn(instanceUrl: string): Promise<number> {
  const text = await (await fetch(`${instanceUrl}/metrics`)).text();
  return Number(/^solace_sockets_open (\d+)/m.exec(text)?.[1] ?? NaN);
}

let slotHours = 48;
/** A free 50-minute slot of `therapist`, added through `url`, at a time no other test uses. */
export async function addSlot(url: string, therapist: Person, start?: Date): Promise<string> {
  const at =
    start ?? new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + slotHours++ * 3600_000);
  const startTime = at.toISOString();
  const endTime = new Date(at.getTime() + 50 * 60_000).toISOString();
  const added = await call(url, '/api/doctor/add-available-slots', therapist.token, {
    slots: [{ start_time: startTime, end_time: endTime }],
  });
  if (added.status !== 200) throw new Error(`adding a slot answered ${added.status}`);
  const own = doctorSlotsResponseSchema.parse(
    (await call(url, '/api/doctor/available-slots', therapist.token)).body,
  );
  return own.available.find((slot) => slot.start_time === startTime)!.id;
}

/** `POST /api/bookings/create` through `url`: the status and the booking's id when made. */
export async function book(url: string, client: Person, therapist: Person, slotId: string) {
  const res = await call(url, '/api/bookings/create', client.token, {
    slotId,
    doctorId: therapist.id,
  });
  const booking = res.body.booking as { id: string; roomId: string } | undefined;
  return { status: res.status, booking };
}
