import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import * as shared from '@solace/shared';
import { users } from '../db/schema';
import { demoPatient } from '../db/seed-data';
import { createSession } from '../features/accounts/sessions.service';
import { useTestApp } from '../test/test-app';
import { hostileString, hostileValue } from './arbitraries';
import { CHECK_TIMING, FUZZ_RUNS, HEALTH_BUDGET_MS, seedFor } from './fuzz-settings';
import { listeningUrl, monitorHealth } from './health-monitor';
import { SOCKET_EVENT_BUDGET } from '../realtime-limits';

/** Names socket.io keeps for itself: a client cannot emit them. */
const RESERVED = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);

/**
 * Client events the shared contract declares at run time. ClientToServerEvents is a type only
 * and empty today; when client events arrive, exporting their argument schemas from
 * `socket-events.ts` as `clientEventSchemas` (name to zod schema) puts them in this fuzz.
 */
const DECLARED_EVENTS = Object.keys(
  (shared as { clientEventSchemas?: Record<string, unknown> }).clientEventSchemas ?? {},
);

/**
 * Event names to fuzz once the socket is open: the declared ones, guesses and random names. An
 * event the server does not handle must be ignored; one it handles meets hostile arguments.
 */
const EVENT_NAMES = fc.oneof(
  {
    weight: DECLARED_EVENTS.length > 0 ? 4 : 0,
    arbitrary: fc.constantFrom('', ...DECLARED_EVENTS),
  },
  fc.constantFrom(
    'notification:new',
    'notification:read',
    'message',
    'chat:message',
    'join',
    'room:join',
    'typing',
    'ping',
    'error',
    '__proto__',
    'constructor',
  ),
  fc.string({ minLength: 1, maxLength: 30 }),
);

type Outcome = 'connected' | 'refused' | 'closed' | 'timeout';

function open(baseUrl: string, auth: unknown): Promise<{ socket: Socket; outcome: Outcome }> {
  const socket = connect(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true, // one connection each: a shared one would mix up their outcomes
    reconnection: false,
    timeout: 3000,
    auth: auth as Record<string, unknown>,
  });
  return new Promise((resolve) => {
    const done = (outcome: Outcome) => resolve({ socket, outcome });
    const timer = setTimeout(() => done('timeout'), 4000);
    socket.on('connect', () => {
      clearTimeout(timer);
      done('connected');
    });
    socket.on('connect_error', (err) => {
      clearTimeout(timer);
      done(err.message === shared.SOCKET_UNAUTHORIZED ? 'refused' : 'closed');
    });
    // A handshake over the size limit (64 KB, realtime-limits.ts): the server closes the connection. ('forced
    // close' is the client closing itself after a refusal, which connect_error reports.)
    socket.io.on('close', (reason) => {
      if (reason === 'forced close') return;
      clearTimeout(timer);
      done('closed');
    });
  });
}

describe('fuzz: the socket server', () => {
  const ctx = useTestApp();

  it('refuses every hostile handshake, and the server keeps answering', async () => {
    const baseUrl = await listeningUrl(ctx.app);
    const outcomes = new Map<Outcome, number>();
    const connected: string[] = [];
    const health = monitorHealth(baseUrl);
    try {
      const auth = fc.oneof(
        { weight: 3, arbitrary: fc.record({ token: hostileValue }) },
        { weight: 2, arbitrary: fc.record({ token: hostileString }) },
        fc.constantFrom(null, 'token', 42, [], ['token'], { token: ['a'] }),
        fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 }),
      );
      await fc.assert(
        fc.asyncProperty(auth, async (hostile) => {
          const { socket, outcome } = await open(baseUrl, hostile);
          socket.close();
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          if (outcome === 'connected') connected.push(JSON.stringify(hostile).slice(0, 200));
          return outcome === 'refused' || outcome === 'closed';
        }),
        { numRuns: FUZZ_RUNS, seed: seedFor('socket handshake'), endOnFailure: true },
      );
    } finally {
      const report = await health.stop();
      expect(connected).toEqual([]);
      expect(report.failures).toEqual([]);
      if (CHECK_TIMING) expect(report.slowestMs).toBeLessThan(HEALTH_BUDGET_MS);
    }
    // Most are refused as unauthorised; a token over the size limit closes the connection.
    expect(outcomes.get('refused') ?? 0).toBeGreaterThan(0);
  });

  it('takes hostile events on a signed-in socket without falling over', async () => {
    const baseUrl = await listeningUrl(ctx.app);
    const [patient] = await ctx.app.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoPatient.email));
    const token = await createSession(ctx.app.ctx.db, patient!.id, ctx.app.ctx.clock.now());
    const { socket, outcome } = await open(baseUrl, { token });
    expect(outcome).toBe('connected');
    const health = monitorHealth(baseUrl);
    try {
      const event = fc.tuple(
        EVENT_NAMES.filter((name) => !RESERVED.has(name)),
        fc.array(hostileValue, { maxLength: 3 }),
      );
      await fc.assert(
        fc.asyncProperty(event, async ([name, args]) => {
          // A twentieth of a second on the test clock earns the socket one more event from its
          // budget (realtime-limits.ts), so every hostile event reaches its handler.
          ctx.clock.advance(1000 / SOCKET_EVENT_BUDGET.perSecond);
          socket.emit(name, ...args);
          await new Promise((resolve) => setTimeout(resolve, 2));
          return true;
        }),
        { numRuns: FUZZ_RUNS, seed: seedFor('socket events'), endOnFailure: true },
      );
      // Still there, and still the same socket: the server neither crashed nor hung up on it.
      const res = await fetch(`${baseUrl}/api/health`);
      expect(res.status).toBe(200);
    } finally {
      socket.close();
      const report = await health.stop();
      expect(report.failures).toEqual([]);
      if (CHECK_TIMING) expect(report.slowestMs).toBeLessThan(HEALTH_BUDGET_MS);
    }
  });
});
