import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  chatDoctorsResponseSchema,
  chatMessagesResponseSchema,
  conversationsResponseSchema,
  type ChatMessageAck,
} from '@solace/shared';
import { buildApp } from '../../app';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { RedisProcess, whyNoRedisServer } from '../../test/redis-process';
import { collect, socketPool } from '../../test/sockets';
import { testConfig } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { getTestDatabase, resetDatabase } from '../../test/test-database';
import { chatPeople, sendWithAck } from './chat-test-scene';

/**
 * Redis going away (a Redis of the test's own, killed and started again): chat goes on on each
 * instance by itself, and the instances catch up with each other when Redis is back. Runs on
 * PGlite and on PostgreSQL (the two instances share the test database).
 */
const skipped = whyNoRedisServer();
if (skipped) console.warn(`chat without Redis skipped: ${skipped}`);

describe.skipIf(skipped !== undefined)(
  `live chat when Redis goes away${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    const clock = new TestClock();
    const pool = socketPool();
    let redis: RedisProcess;
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      redis = await RedisProcess.start();
      const database = await getTestDatabase();
      const redisChannel = `solace-test-${randomUUID()}`;
      const build = () =>
        buildApp(testConfig({ REDIS_URL: redis.url }), { database, clock, redisChannel });
      [a, b] = await Promise.all([build(), build()]);
      await Promise.all([a.ready(), b.ready()]);
    });
    beforeEach(async () => {
      if (!redis.running) await redis.restart();
      await resetDatabase(await getTestDatabase());
      await Promise.all([a.ctx.invalidations.settle(), b.ctx.invalidations.settle()]);
    });
    afterEach(() => pool.closeAll());
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await redis?.kill();
    });

    it('stores and delivers 7 of 7 messages on one instance, lists answer 200', async () => {
      const { patient, doctor } = await chatPeople(a);
      const fromPatient = await pool.open(a, patient.token);
      const toDoctor = await pool.open(a, doctor.token);
      expect([fromPatient.outcome, toDoctor.outcome]).toEqual(['connected', 'connected']);
      const received = collect(toDoctor.socket, 'chatMessage');

      await redis.kill();
      const acks: ChatMessageAck[] = [];
      for (let n = 1; n <= 7; n++) {
        acks.push(
          await sendWithAck(fromPatient.socket, { text: `Message ${n}`, receiverId: doctor.id }),
        );
      }
      expect(acks.filter((ack) => ack.ok)).toHaveLength(7);
      await eventually(() => received.length === 7);
      expect(received.map((m) => m.text)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Message ${n}`));

      // Stored: the history shows them, and both lists answer, presence from this instance.
      const list = await api(a).get('/api/chat/conversations', patient.token);
      expect(list.statusCode).toBe(200);
      const [conversation] = conversationsResponseSchema.parse(list.json());
      expect(conversation?.other).toMatchObject({ id: doctor.id, online: true });
      const history = await api(a).get(
        `/api/chat/conversations/${conversation!.id}/messages`,
        doctor.token,
      );
      expect(history.statusCode).toBe(200);
      expect(chatMessagesResponseSchema.parse(history.json())).toHaveLength(7);
      const doctorsList = await api(a).get('/api/chat/conversations', doctor.token);
      expect(doctorsList.statusCode).toBe(200);
      const doctors = await api(a).get('/api/chat/doctors', patient.token);
      expect(doctors.statusCode).toBe(200);
      const listed = chatDoctorsResponseSchema.parse(doctors.json());
      expect(listed.find((d) => d.id === doctor.id)?.online).toBe(true);
    });

    it('catches up when Redis is back: presence both ways, delivery across instances', async () => {
      const { patient, doctor, otherDoctor } = await chatPeople(a);
      const patientOnA = await pool.open(a, patient.token);
      const doctorOnA = await pool.open(a, doctor.token);
      expect([patientOnA.outcome, doctorOnA.outcome]).toEqual(['connected', 'connected']);
      const heardOnA = collect(patientOnA.socket, 'presence');

      await redis.kill();
      // A therapist comes online on B while the instances cannot hear each other.
      const otherOnB = await pool.open(b, otherDoctor.token);
      expect(otherOnB.outcome).toBe('connected');
      const heardOnB = collect(otherOnB.socket, 'presence');
      const whileApart = await api(a).get('/api/chat/doctors', patient.token);
      expect(whileApart.statusCode).toBe(200);

      await redis.restart();
      // Each side hears of the other's therapist, as things stand now.
      // Reconnection and the catch-up that follows take up to about a second.
      await eventually(() => heardOnA.some((p) => p.userId === otherDoctor.id && p.online));
      await eventually(() => heardOnB.some((p) => p.userId === doctor.id && p.online));
      const doctors = chatDoctorsResponseSchema.parse(
        (await api(a).get('/api/chat/doctors', patient.token)).json(),
      );
      expect(doctors.find((d) => d.id === otherDoctor.id)?.online).toBe(true);

      // And a message from A reaches the therapist on B again.
      const received = collect(otherOnB.socket, 'chatMessage');
      const ack = await sendWithAck(patientOnA.socket, {
        text: 'Across again',
        receiverId: otherDoctor.id,
      });
      expect(ack).toMatchObject({ ok: true });
      await eventually(() => received.length === 1);
      expect(received[0]).toMatchObject({ text: 'Across again', userId: patient.id });
    });
  },
);
