/**
 * The soak: the production server as its own process under a steady, bounded mix of reads (a
 * long-standing client's appointments, notifications, conversation list and chat history, older
 * pages included) and a few writes (read marks), for SOAK_MINUTES (15), its resident memory
 * sampled after a warm-up, at 5 minutes and at the end. Flat means within 10% of the first
 * sample (`lower` when memory was given back): a server whose memory keeps growing under a
 * steady load is found here, not in production after a week; growth fails the benchmark.
 */
import autocannon from 'autocannon';
import { memoryOf, sleep, startServer } from './servers';
import { seedSoakScene, SOAK_COUNTS, type SoakScene } from './soak-scene';

export const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 15);
/** Requests per second, all connections together: a busy practice, well under the ceiling. */
const SOAK_RATE = Number(process.env.SOAK_RATE ?? 40);
const WARM_UP_SECONDS = Number(process.env.SOAK_WARM_UP_SECONDS ?? 60);
const CONNECTIONS = 4;
/** Within this much of the sample after warm-up counts as flat. */
const FLAT_TOLERANCE = 0.1;

interface SoakRow {
  database: string;
  minutes: number;
  /** Requests answered, and how many were errors (not 2xx, timeouts). */
  requests: number;
  errors: number;
  /** RSS in MB after warm-up, after 5 minutes (when the soak lasts that long), at the end. */
  startMb: number;
  at5Mb: number | undefined;
  endMb: number;
  peakMb: number;
  /** Every sample within 10% of the first; `lower` when one fell further (memory given back). */
  flat: 'yes' | 'lower' | 'no';
}

/** The soak's line in the results: RSS at each sample, and whether it stayed flat. */
export function soakTableRow(row: SoakRow): Record<string, string> {
  const mb = (n: number | undefined) => (n === undefined ? '-' : `${n} MB`);
  return {
    Database: row.database,
    'Load (requests, errors)': `${row.requests.toLocaleString('en-US')} at ${SOAK_RATE}/s, ${row.errors}`,
    'RSS at start': mb(row.startMb),
    'after 5 min': mb(row.at5Mb),
    [`after ${row.minutes} min`]: mb(row.endMb),
    Peak: mb(row.peakMb),
    'flat (±10%)': row.flat === 'no' ? '**no**' : row.flat,
  };
}

/** One request of the mix, picked at random (with older pages at random points in history). */
function mix(scene: SoakScene): () => { method: 'GET' | 'POST'; path: string } {
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
  const minutesAgo = () =>
    new Date(Date.now() - Math.random() * SOAK_COUNTS.notifications * 60_000).toISOString();
  const reads = [
    () => '/api/bookings/mine',
    () => '/api/notifications',
    () => `/api/notifications?before=${encodeURIComponent(minutesAgo())}`,
    () => '/api/chat/conversations',
    () => `/api/chat/conversations/${pick(scene.conversationIds)}/messages`,
  ];
  return () => {
    // One request in ten writes: a conversation read (as opening it does).
    if (Math.random() < 0.1) {
      return {
        method: 'POST',
        path: `/api/chat/conversations/${pick(scene.conversationIds)}/read`,
      };
    }
    return { method: 'GET', path: pick(reads)() };
  };
}

/** Seeds, starts the server, loads it and samples its memory; `env` says which database. */
export async function soak(
  env: Record<string, string>,
  database: string,
  log: (line: string) => void,
): Promise<SoakRow> {
  const scene = await seedSoakScene(env);
  const server = await startServer(env);
  try {
    const next = mix(scene);
    const totalSeconds = WARM_UP_SECONDS + SOAK_MINUTES * 60;
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: server.url,
          connections: CONNECTIONS,
          overallRate: SOAK_RATE,
          duration: totalSeconds,
          headers: { authorization: `Bearer ${scene.client.token}` },
          requests: [
            {
              setupRequest: (request) => {
                const { method, path } = next();
                return { ...request, method, path };
              },
            },
          ],
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });
    await sleep(WARM_UP_SECONDS * 1000);
    const start = memoryOf(server.pid).rss;
    log(`${database}: soak: ${start} MB after ${WARM_UP_SECONDS} s of warm-up`);
    let at5: number | undefined;
    for (let minute = 1; minute <= SOAK_MINUTES; minute += 1) {
      await sleep(60_000);
      const { rss } = memoryOf(server.pid);
      if (minute === 5) at5 = rss;
      log(`${database}: soak: ${rss} MB at ${minute} min`);
    }
    const { rss: end, peak } = memoryOf(server.pid);
    const result = await load;
    const samples = [start, at5, end].filter((mb): mb is number => mb !== undefined);
    return {
      database,
      minutes: SOAK_MINUTES,
      requests: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
      startMb: start,
      at5Mb: at5,
      endMb: end,
      peakMb: peak,
      flat: samples.some((mb) => mb > start * (1 + FLAT_TOLERANCE))
        ? 'no'
        : samples.some((mb) => mb < start * (1 - FLAT_TOLERANCE))
          ? 'lower'
          : 'yes',
    };
  } finally {
    await server.stop();
  }
}
