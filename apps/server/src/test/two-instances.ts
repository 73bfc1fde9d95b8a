import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from './test-app';
import type { TestClock } from './test-clock';
import { socketPool } from './sockets';
import { getTestDatabase, resetDatabase } from './test-database';

/** The Redis the two-instance tests relay through (REDIS_URL, else the machine's own). */
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Why two instances on PostgreSQL and Redis cannot run here, or undefined when they can: they
 * run in the PostgreSQL run (DATABASE_URL set) when Redis answers.
 */
export async function whyNoTwoInstances(): Promise<string | undefined> {
  if (!process.env.DATABASE_URL)
    return 'needs DATABASE_URL (PostgreSQL); runs in the PostgreSQL run';
  return (await redisAnswers(redisUrl)) ? undefined : `needs Redis at ${redisUrl}`;
}

/**
 * Two server instances on the shared test database and one Redis, as behind a load balancer,
 * on a channel of this run alone: other runs on the same Redis never hear them.
 */
async function twoInstancesOnRedis(clock: TestClock): Promise<[FastifyInstance, FastifyInstance]> {
  const database = await getTestDatabase();
  const redisChannel = `solace-test-${randomUUID()}`;
  const build = () =>
    buildApp(testConfig({ REDIS_URL: redisUrl }), { database, clock, redisChannel });
  return Promise.all([build(), build()]);
}

/** Two instances on Redis for one describe block, with the database reset before each test. */
interface TwoInstances {
  a: FastifyInstance;
  b: FastifyInstance;
  /** Sockets opened in a test; all closed after it. */
  pool: ReturnType<typeof socketPool>;
}

/**
 * Registers the hooks every two-instance describe block needs: both instances built once, a
 * fresh database and clock before each test, sockets closed after it, the instances closed
 * at the end. Read `a` and `b` inside tests (they exist once beforeAll has run).
 */
export function useTwoInstances(clock: TestClock): TwoInstances {
  const two = { pool: socketPool() } as TwoInstances;
  beforeAll(async () => {
    [two.a, two.b] = await twoInstancesOnRedis(clock);
  });
  beforeEach(async () => {
    clock.reset();
    await resetDatabase(await getTestDatabase());
  });
  afterEach(() => two.pool.closeAll());
  afterAll(async () => {
    await Promise.all([two.a?.close(), two.b?.close()]);
  });
  return two;
}
