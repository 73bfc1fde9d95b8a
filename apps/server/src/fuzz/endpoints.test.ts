import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { demoDoctors, demoPatient } from '../db/seed-data';
import { createSession } from '../features/accounts/sessions.service';
import { api } from '../test/api-helpers';
import { hoursFromNow, later } from '../test/people';
import { useTestApp } from '../test/test-app';
import type { KnownValues } from './arbitraries';
import { listeningUrl, monitorHealth } from './health-monitor';
import {
  describeRequest,
  FIELD_HINTS,
  IDENTITIES,
  injectOptions,
  readOperations,
  requestFor,
  strangerAuthorization,
  type FuzzRequest,
  type Identity,
} from './requests';
import {
  CHECK_TIMING,
  FUZZ_RUNS,
  FUZZ_SEED,
  HEALTH_BUDGET_MS,
  HEALTH_HARD_LIMIT_MS,
  seedFor,
} from './fuzz-settings';

/**
 * Issue 9: no input may stall or crash the server. Every endpoint of the OpenAPI document (so a
 * new one is fuzzed without anyone adding it here) gets FUZZ_RUNS generated requests, a third
 * each as a stranger, the demo patient and a demo therapist: valid-shaped ones that reach the
 * services and the database, valid shapes with hostile values at any depth, hostile values and
 * raw bodies in place of the whole body, in the path and in the query. None may answer 500 or
 * above, and `/api/health`, asked over a real socket meanwhile, must keep answering 200. Under
 * `npm run fuzz` (FUZZ_TIMING=1) it must also answer within 100 ms (one isolated slower check is
 * tolerated, none may take 1 s); the normal suite never times itself.
 */

const operations = await readOperations();

interface People {
  ids: Record<'patient' | 'doctor', string>;
  tokens: Partial<Record<Identity, string>>;
}

async function userIdOf(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no demo user ${email}`);
  return row.id;
}

/** Sessions made directly: signing in again would run into the fuzz's own failed logins. */
async function freshSession(app: FastifyInstance, people: People, who: 'patient' | 'doctor') {
  people.tokens[who] = await createSession(app.ctx.db, people.ids[who], app.ctx.clock.now());
}

/** Real rows for valid-shaped requests to name: therapists, slots, a booking, notifications. */
async function knownWorld(app: FastifyInstance, people: People): Promise<KnownValues> {
  const client = api(app);
  const doctorToken = people.tokens.doctor!;
  const patientToken = people.tokens.patient!;
  const start = hoursFromNow(app, 72);
  await client.post(
    '/api/doctor/add-available-slots',
    {
      slots: [0, 1, 2].map((i) => ({
        start_time: later(start, i * 60),
        end_time: later(start, i * 60 + 50),
      })),
    },
    doctorToken,
  );
  const slots = (await client.get('/api/doctor/available-slots', doctorToken)).json() as {
    available: { id: string }[];
  };
  const slotIds = slots.available.map((s) => s.id);
  const booked = await client.post(
    '/api/bookings/create',
    { slotId: slotIds[0], doctorId: people.ids.doctor },
    patientToken,
  );
  const bookingId = (booked.json() as { booking?: { id: string } }).booking?.id;
  // A safety alert and shared results, so the questionnaire routes (the therapist's view, the
  // agenda's latest scores) reach real rows (issue 25).
  await client.post(
    `/api/bookings/${bookingId}/questionnaires`,
    { instrument: 'phq9', answers: [1, 1, 1, 1, 1, 1, 1, 1, 1] },
    patientToken,
  );
  await client.put(
    '/api/profile/consents',
    { purpose: 'share_questionnaires', granted: true },
    patientToken,
  );
  const signals = (await client.get('/api/doctor/risk-signals', doctorToken)).json() as {
    items: { id: string }[];
  };
  const doctors = (await client.get('/api/doctors')).json() as { id: string }[];
  const notices = (await client.get('/api/notifications', doctorToken)).json() as { id: string }[];
  return {
    ids: [
      people.ids.patient,
      people.ids.doctor,
      ...doctors.map((d) => d.id),
      ...slotIds,
      ...(bookingId ? [bookingId] : []),
      ...notices.map((n) => n.id),
      ...signals.items.map((signal) => signal.id),
    ],
    emails: [demoPatient.email, ...demoDoctors.map((d) => d.email), 'nobody@solace.example'],
    now: () => app.ctx.clock.now().getTime(),
    hints: FIELD_HINTS,
  };
}

const statusCounts = new Map<string, Map<number, number>>();
const slowestHealth = new Map<string, number>();

describe('fuzz: every HTTP endpoint', () => {
  const ctx = useTestApp();

  it('finds the API in its OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toContain('POST /api/login');
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: no 5xx, health keeps answering',
    async (name, op) => {
      const app = ctx.app;
      const people: People = {
        ids: {
          patient: await userIdOf(app, demoPatient.email),
          doctor: await userIdOf(app, demoDoctors[0]!.email),
        },
        tokens: {},
      };
      await freshSession(app, people, 'patient');
      await freshSession(app, people, 'doctor');
      const known = await knownWorld(app, people);
      const counts = new Map<number, number>();
      statusCounts.set(name, counts);
      const serverErrors: string[] = [];
      let sent = 0;

      const health = monitorHealth(await listeningUrl(app));
      try {
        for (const identity of IDENTITIES) {
          const arbitrary = fc.tuple(requestFor(op, known), strangerAuthorization);
          await fc.assert(
            fc.asyncProperty(arbitrary, async ([request, strangerAuth]) => {
              // Rate-limit windows pass now and then, so later runs reach past the limits.
              if (++sent % 100 === 0) ctx.clock.advance(61 * 60_000);
              const token = identity === 'stranger' ? undefined : people.tokens[identity];
              const authorization = token ? `Bearer ${token}` : strangerAuth;
              const full: FuzzRequest = { ...request, ...(authorization && { authorization }) };
              const res = await app.inject(injectOptions(full));
              // inject never leaves the process: without a turn of the event loop here, the
              // health checks would wait for the whole run, not for one request.
              await new Promise((resolve) => setImmediate(resolve));
              counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
              if (identity !== 'stranger' && res.statusCode === 401) {
                // The fuzz logged itself out, changed a password or outlived the session.
                await freshSession(app, people, identity);
              }
              if (res.statusCode >= 500) {
                serverErrors.push(`${res.statusCode} ${res.body} for ${describeRequest(full)}`);
                return false;
              }
              return true;
            }),
            {
              numRuns: Math.ceil(FUZZ_RUNS / IDENTITIES.length),
              seed: seedFor(`${name} as ${identity}`),
              endOnFailure: true,
            },
          );
        }
      } finally {
        const report = await health.stop();
        slowestHealth.set(name, report.slowestMs);
        expect(serverErrors).toEqual([]);
        expect(report.failures).toEqual([]);
        expect(report.checks).toBeGreaterThan(0);
        if (CHECK_TIMING) {
          // A stall caused by a request delays every check while it lasts; one slow check alone is
          // the machine (another process, a GC pause), so one is tolerated, within a hard bound.
          const slow = report.latencies.filter((ms) => ms >= HEALTH_BUDGET_MS);
          expect(
            slow.length,
            `health checks over ${HEALTH_BUDGET_MS} ms during ${name}`,
          ).toBeLessThanOrEqual(1);
          expect(report.slowestMs, `slowest health check during ${name}`).toBeLessThan(
            HEALTH_HARD_LIMIT_MS,
          );
        }
      }
    },
  );

  afterAll(() => {
    if (!process.env.FUZZ_RUNS) return;
    const lines = [...statusCounts].map(
      ([name, counts]) =>
        `${name.padEnd(45)} ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}, health ≤ ${Math.ceil(slowestHealth.get(name) ?? 0)} ms`,
    );
    console.info(`fuzz: ${FUZZ_RUNS} runs per endpoint, seed ${FUZZ_SEED}\n${lines.join('\n')}`);
  });
});
