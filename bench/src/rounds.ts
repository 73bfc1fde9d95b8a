/**
 * Load with autocannon: one request against Solace and against the ceiling in alternating
 * rounds (so a busy moment of the machine falls on both), the median of three.
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { forkHelper, stopProcess } from './servers';

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

export type Limit = { amount: number } | { duration: number };

export interface LoadJob {
  target: Target;
  limit: Limit;
}

export async function load(target: Target, limit: Limit): Promise<Measure> {
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

const loadGeneratorMain = fileURLToPath(new URL('./load-generator.ts', import.meta.url));

/** A fresh load-generator process (load-generator.ts) that runs one job at a time. */
function startLoadGenerator() {
  const child = forkHelper(loadGeneratorMain);
  const run = (target: Target, limit: Limit) =>
    new Promise<Measure>((resolve, reject) => {
      const exited = () => reject(new Error('the load generator exited'));
      child.once('exit', exited);
      child.once('message', (answer: { measure?: Measure; error?: string }) => {
        child.off('exit', exited);
        if (answer.measure) resolve(answer.measure);
        else reject(new Error(`the load generator failed: ${answer.error}`));
      });
      child.send({ target, limit } satisfies LoadJob);
    });
  return { run, stop: () => stopProcess(child) };
}

/**
 * Solace and the ceiling: a warm-up of each (which also fixes the request count of a round of
 * about ROUND_SECONDS), then ROUNDS alternating rounds; medians, errors summed. The load comes
 * from a process started for this comparison alone.
 */
export async function compare(solace: Target, ceiling: Target) {
  const generator = startLoadGenerator();
  try {
    const calibrate = async (target: Target) => {
      const warm = await generator.run(target, { duration: 0.5 });
      return Math.min(MAX_REQUESTS, Math.max(MIN_REQUESTS, Math.round(warm.rps * ROUND_SECONDS)));
    };
    const amounts = { solace: await calibrate(solace), ceiling: await calibrate(ceiling) };
    const runs = { solace: [] as Measure[], ceiling: [] as Measure[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.solace.push(await generator.run(solace, { amount: amounts.solace }));
      runs.ceiling.push(await generator.run(ceiling, { amount: amounts.ceiling }));
    }
    return { solace: medianOf(runs.solace), ceiling: medianOf(runs.ceiling) };
  } finally {
    await generator.stop();
  }
}
