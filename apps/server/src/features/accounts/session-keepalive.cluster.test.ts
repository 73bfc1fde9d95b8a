import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { TestClock } from '../../test/test-clock';
import { useTwoInstances, whyNoTwoInstances } from '../../test/two-instances';

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
    const two = useTwoInstances(clock);
    const { pool } = two;

    const background = (app: FastifyInstance, token: string) =>
      app.inject({
        url: '/api/check-login',
        headers: { authorization: `Bearer ${token}`, 'x-solace-background': '1' },
      });

    it('moves the deadline for the other instance too: its socket and requests go on', async () => {
      const { token } = await api(two.a).login();
      expect((await background(two.b, token)).statusCode).toBe(200); // B remembers it now
      const { socket, outcome } = await pool.open(two.b, token);
      expect(outcome).toBe('connected');

      clock.advance((IDLE_MINUTES - 5) * MINUTE);
      const kept = await api(two.a).post('/api/session/keepalive', undefined, token);
      expect(kept.statusCode).toBe(200);
      clock.advance(10 * MINUTE); // past the deadline B first remembered
      expect((await background(two.b, token)).statusCode).toBe(200);
      await two.b.ctx.realtime.recheckSessions();
      expect(socket.connected).toBe(true);

      // No keep-alive since: the session ends, on B too, and its socket with it.
      const closed = new Promise((resolve) => socket.on('disconnect', resolve));
      clock.advance(IDLE_MINUTES * MINUTE);
      await two.b.ctx.realtime.recheckSessions();
      await closed;
      expect((await background(two.b, token)).statusCode).toBe(401);
    });
  },
);
