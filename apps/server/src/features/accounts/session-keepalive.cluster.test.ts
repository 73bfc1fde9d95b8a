import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { socketPool } from '../../test/sockets';
import { TestClock } from '../../test/test-clock';
import { getTestDatabase, resetDatabase } from '../../test/test-database';
import { twoInstancesOnRedis, whyNoTwoInstances } from '../../test/two-instances';

/**
 * A call's keep-alive reaching instance A while the session's socket (and its remembered
 * session) lives on B, as behind a load balancer. Runs in the PostgreSQL run when Redis answers.
 */
const skipped = await whyNoTwoInstances();
const MINUTE = 60_000;
const IDLE_MINUTES = 30; // the default: the two instances run with it

describe.skipIf(skipped !== undefined)(
  `a keep-alive on two instances${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    const clock = new TestClock();
    const pool = socketPool();
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      [a, b] = await twoInstancesOnRedis(clock);
    });
    beforeEach(async () => {
      clock.reset();
      await resetDatabase(await getTestDatabase());
    });
    afterEach(() => pool.closeAll());
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    const background = (app: FastifyInstance, token: string) =>
      app.inject({
        url: '/api/check-login',
        headers: { authorization: `Bearer ${token}`, 'x-solace-background': '1' },
      });

    it('moves the deadline for the other instance too: its socket and requests go on', async () => {
      const { token } = await api(a).login();
      expect((await background(b, token)).statusCode).toBe(200); // B remembers it now
      const { socket, outcome } = await pool.open(b, token);
      expect(outcome).toBe('connected');

      clock.advance((IDLE_MINUTES - 5) * MINUTE);
      const kept = await api(a).post('/api/session/keepalive', undefined, token);
      expect(kept.statusCode).toBe(200);
      clock.advance(10 * MINUTE); // past the deadline B first remembered
      expect((await background(b, token)).statusCode).toBe(200);
      await b.ctx.realtime.recheckSessions();
      expect(socket.connected).toBe(true);

      // No keep-alive since: the session ends, on B too, and its socket with it.
      const closed = new Promise((resolve) => socket.on('disconnect', resolve));
      clock.advance(IDLE_MINUTES * MINUTE);
      await b.ctx.realtime.recheckSessions();
      await closed;
      expect((await background(b, token)).statusCode).toBe(401);
    });
  },
);
