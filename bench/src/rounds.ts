/**
 * Load with autocannon from this process: one request against Solace and against the ceiling
 * in alternating rounds (so a busy moment of the machine falls on both), the median of three.
 */
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
const ROUNDS = 3;
/** Each round aims at about this long; the request count is fixed from a warm-up. */
const ROUND_SECONDS = 1;
const MIN_REQUESTS = 500;
const MAX_REQUESTS = 60_000;

export interface Measure {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers that were not 2xx. */
  errors: number;
}

export interface Target {
  url: string;
  headers?: Record<string, string>;
}

/**
 * Runs autocannon and times it from the first request to the last answer. autocannon's own
 * `duration` only ends on its next one-second sample, so a run of 1.05 s would count as 2 s
 * (a rate off by half) and every run of a fixed amount would come out in whole seconds.
 */
export async function timedAutocannon(options: autocannon.Options) {
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, done) => (err ? reject(err) : resolve(done)));
    instance.on('response', () => (lastAnswer = performance.now()));
  });
  return { result, seconds: (lastAnswer - started) / 1000 };
}

function toMeasure({ result, seconds }: { result: autocannon.Result; seconds: number }): Measure {
  return {
    requests: result.requests.total,
    rps: seconds > 0 ? result.requests.total / seconds : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function load(
  target: Target,
  limit: { amount: number } | { duration: number },
): Promise<Measure> {
  return toMeasure(
    await timedAutocannon({
      url: target.url,
      headers: target.headers,
      connections: CONNECTIONS,
      timeout: 10,
      ...limit,
    }),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function medianOf(measures: Measure[]): Measure {
  return {
    requests: measures.reduce((sum, m) => sum + m.requests, 0),
    rps: median(measures.map((m) => m.rps)),
    p50: median(measures.map((m) => m.p50)),
    p99: median(measures.map((m) => m.p99)),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
  };
}

/** How many requests make a round of about ROUND_SECONDS at the rate a warm-up measured. */
async function calibrate(target: Target): Promise<number> {
  const warm = await load(target, { duration: 0.5 });
  const amount = Math.round(warm.rps * ROUND_SECONDS);
  return Math.min(MAX_REQUESTS, Math.max(MIN_REQUESTS, amount));
}

/** Solace and the ceiling, warm-up then ROUNDS alternating rounds; medians, errors summed. */
export async function compare(solace: Target, ceiling: Target) {
  const amounts = { solace: await calibrate(solace), ceiling: await calibrate(ceiling) };
  const runs = { solace: [] as Measure[], ceiling: [] as Measure[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.solace.push(await load(solace, { amount: amounts.solace }));
    runs.ceiling.push(await load(ceiling, { amount: amounts.ceiling }));
  }
  return { solace: medianOf(runs.solace), ceiling: medianOf(runs.ceiling) };
}
