import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { RedisProcess, whyNoRedisServer } from '../../test/redis-process';
import { testConfig, useTestApp } from '../../test/test-app';
import { Readiness } from './readiness';

async function ready(app: FastifyInstance) {
  const res = await app.inject({ url: '/api/ready' });
  return {
    status: res.statusCode,
    body: res.json<Record<string, unknown>>(),
    headers: res.headers,
  };
}

/** Polls /api/ready until it answers `status`, or gives its last answer after 15 s. */
async function readyBecomes(app: FastifyInstance, status: number) {
  for (let tries = 0; ; tries++) {
    const answer = await ready(app);
    if (answer.status === status || tries >= 150) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('GET /api/ready on a serving instance', () => {
  const ctx = useTestApp();

  it('answers 200 once started, migrated and not draining, never cached', async () => {
    const answer = await ready(ctx.app);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/ready while it cannot serve', () => {
  const opened: { app?: FastifyInstance; database: Database }[] = [];
  afterEach(async () => {
    for (const { app, database } of opened.splice(0)) {
      await app?.close();
      await database.close();
    }
  });
  async function ownApp(env: Record<string, string> = {}) {
    const database = await openDatabase({});
    const app = await buildApp(testConfig(env), { database });
    opened.push({ app, database });
    return { app, database };
  }

  it('is not ready while starting (before Fastify is ready)', async () => {
    const database = await openDatabase({});
    opened.push({ database });
    const readiness = new Readiness(database.db, () => undefined);
    expect(await readiness.notReadyBecause()).toBe('starting');
    readiness.serving();
    expect(await readiness.notReadyBecause()).toBeUndefined();
  });

  it('answers 503 while the newest migration is not applied, 200 once it is', async () => {
    const { app, database } = await ownApp();
    const newest = sql`(select max(id) from drizzle.__drizzle_migrations)`;
    const [row] = (
      (await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = ${newest} returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    const behind = await ready(app);
    expect(behind.status).toBe(503);
    expect(behind.body).toMatchObject({
      code: 'NOT_READY',
      message: messages.http.notReady.migrations,
      requestId: expect.any(String),
    });
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`,
    );
    expect((await ready(app)).status).toBe(200);
  });

  it('answers 503 from the moment it drains, while other routes still answer', async () => {
    const { app } = await ownApp();
    expect((await ready(app)).status).toBe(200);
    app.readiness.drain();
    const draining = await ready(app);
    expect(draining.status).toBe(503);
    expect(draining.body).toMatchObject({ message: messages.http.notReady.draining });
    expect(JSON.stringify(draining.body)).not.toMatch(/stack|at .*\.ts/);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    const { app, database } = await ownApp();
    await app.ready();
    await database.close();
    const gone = await ready(app);
    expect(gone.status).toBe(503);
    expect(gone.body).toMatchObject({ message: messages.http.notReady.database });
    opened.splice(0); // closed already; the app's close must not close it again
    await app.close();
  });

  const noRedis = whyNoRedisServer();
  it.skipIf(noRedis !== undefined)(
    'answers 503 while Redis is away, 200 when it is back',
    async () => {
      const redis = await RedisProcess.start();
      try {
        const { app } = await ownApp({ REDIS_URL: redis.url });
        expect((await ready(app)).status).toBe(200);
        await redis.kill();
        const away = await readyBecomes(app, 503);
        expect(away.body).toMatchObject({ message: messages.http.notReady.redis });
        await redis.restart();
        const back = await readyBecomes(app, 200);
        expect(back.status).toBe(200);
      } finally {
        await redis.kill();
      }
    },
  );
});
