import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** What the app counts itself (features call these); the rest is read on scrape. */
export interface AppMetrics {
  readonly registry: Registry;
  /** A login refused by the rate limiter: the address's allowance or the account's ran out. */
  loginLimited(by: 'address' | 'account'): void;
}

/**
 * The process's own metrics (event-loop lag, memory, CPU, GC, handles): prom-client's defaults,
 * once per process however many apps it builds (tests build many), on a registry of their own.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** One registry per app: what it counts is its own (tests run several apps in one process). */
export function createAppMetrics(): AppMetrics {
  processMetrics();
  const registry = new Registry();
  const loginLimited = new Counter({
    name: 'solace_login_limited_total',
    help: 'Logins refused by the rate limiter, by the allowance that ran out (address or account).',
    labelNames: ['by'],
    registers: [registry],
  });
  return { registry, loginLimited: (by) => loginLimited.inc({ by }) };
}

/** Seconds: from a cached read (well under 5 ms) to a slow upload. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Every request the framework answers, observed once when its answer is sent (onResponse, with
 * Fastify's own `elapsedTime`): method, route pattern (`/api/doctors/:doctorId`, never the URL,
 * so no id becomes a label) and status class. The histogram's `_count` is the request count.
 * Answers from the front door (speed/front-door.ts) never reach these hooks: they are counted
 * apart (`solace_front_door_answers_total`, metrics-gauges.ts).
 */
export function measureRequests(app: FastifyInstance, metrics: AppMetrics): void {
  const seconds = new Histogram({
    name: 'solace_http_request_duration_seconds',
    help: 'Time to answer requests the framework handles, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [metrics.registry],
  });
  // Each label set's child, found by one string key: no label object hashed per request.
  const children = new Map<string, ReturnType<typeof seconds.labels>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${request.method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = seconds.labels({ method: request.method, route, status });
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}

/** The Prometheus text of the process's metrics and the app's. */
export async function scrape(metrics: AppMetrics): Promise<{ contentType: string; text: string }> {
  const process = await processMetrics().metrics();
  const app = await metrics.registry.metrics();
  return { contentType: metrics.registry.contentType, text: `${process}\n${app}` };
}
