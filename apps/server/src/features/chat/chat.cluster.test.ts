import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatDoctorsResponseSchema } from '@solace/shared';
import { buildApp } from '../../app';
import { api } from '../../test/api-helpers';
import { collect, eventually, socketPool } from '../../test/sockets';
import { testConfig } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { getTestDatabase, resetDatabase } from '../../test/test-database';
import { chatPeople, sendWithAck } from './chat-test-scene';

/**
 * Two server instances on one PostgreSQL and one Redis, as behind a load balancer. Runs in the
 * PostgreSQL run (DATABASE_URL set) when Redis answers at REDIS_URL (default 127.0.0.1:6379).
 */
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

const skipped = !process.env.DATABASE_URL
  ? 'needs DATABASE_URL (PostgreSQL); runs in the PostgreSQL run'
  : !(await redisAnswers(redisUrl))
    ? `needs Redis at ${redisUrl}`
    : undefined;
if (skipped) console.warn(`chat on two instances skipped: ${skipped}`);

describe.skipIf(skipped !== undefined)(
  `live chat on two instances${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    const clock = new TestClock();
    const pool = socketPool();
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      const database = await getTestDatabase();
      // A channel of this run alone: other runs on the same Redis never hear these instances.
      const redisChannel = `solace-test-${randomUUID()}`;
      const build = () =>
        buildApp(testConfig({ REDIS_URL: redisUrl }), { database, clock, redisChannel });
      [a, b] = await Promise.all([build(), build()]);
    });
    beforeEach(async () => resetDatabase(await getTestDatabase()));
    afterEach(() => pool.closeAll());
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    it('delivers through instance A to the therapist on B, and A sees B’s sockets', async () => {
      const { patient, doctor } = await chatPeople(a);
      const onA = await pool.open(a, patient.token);
      expect(onA.outcome).toBe('connected');
      const presence = collect(onA.socket, 'presence');
      const onB = await pool.open(b, doctor.token);
      expect(onB.outcome).toBe('connected');
      await eventually(() => presence.some((p) => p.userId === doctor.id && p.online));

      const doctors = chatDoctorsResponseSchema.parse(
        (await api(a).get('/api/chat/doctors', patient.token)).json(),
      );
      expect(doctors.find((d) => d.id === doctor.id)?.online).toBe(true);

      const received = collect(onB.socket, 'chatMessage');
      const ack = await sendWithAck(onA.socket, {
        text: 'Across instances',
        receiverId: doctor.id,
      });
      expect(ack).toMatchObject({ ok: true });
      await eventually(() => received.length === 1);
      expect(received[0]).toMatchObject({ text: 'Across instances', userId: patient.id });

      // Logging out through A closes the therapist's socket on B.
      const closed = new Promise((resolve) => onB.socket.on('disconnect', resolve));
      await api(a).post('/api/logout', {}, doctor.token);
      await closed;
      await eventually(() => presence.some((p) => p.userId === doctor.id && !p.online));
    });
  },
);
