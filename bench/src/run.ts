/**
 * `npm run bench`: Solace's reads and bookings on the embedded database and, when DATABASE_URL
 * is set, on PostgreSQL (in a database of its own, dropped at the end), side by side with the
 * Node ceiling; the home page's JavaScript, the start time, the live chat and (when present)
 * the video benchmark. Prints the tables and writes them to bench/RESULTS.md.
 *
 * Knobs: DATABASE_URL (a PostgreSQL server to make a database on), BENCH_BOOKINGS (1000),
 * CHAT_BENCH_SECONDS (8), SOAK_MINUTES (15; SOAK_RATE, SOAK_WARM_UP_SECONDS in soak.ts),
 * BENCH_SKIP and BENCH_ONLY (see below), BENCH_SERVER_NODE_ARGS (servers.ts), PAGE_LOAD_RUNS (3,
 * page-load.ts). Parts named as arguments run alone, e.g. `npm run bench -- page-load` (the
 * slow-4G page loads only; RESULTS.md is then not written). The "cluster" part (three instances
 * behind nginx: the bell across instances, a rolling restart under load) needs DATABASE_URL
 * and Debian's nginx.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import * as prettier from 'prettier';
import { benchmarkBookings, type BookingRun } from './bookings';
import { chatBenchmark } from './chat';
import { clusterBenchmark, whyNoClusterBench } from './cluster';
import { checkExactlyOnce } from './integrity';
import { benchmarkGrowth } from './growth';
import { describeMachine } from './machine';
import { createBenchDatabase } from './postgres';
import { benchmarkReads, type ReadRow } from './reads';
import { renderResults, type Results } from './report';
import { seedScene, type Scene } from './seed';
import { repoRoot, serverBundle, serverEnv, startServer } from './servers';
import { soak, soakTableRow, SOAK_MINUTES } from './soak';
import { measureStartTimes } from './start-time';
import { measurePageLoad } from './page-load';
import { measureHomePage } from './web-bytes';

/** On PostgreSQL; the embedded database, booked for the record only, gets half as many. */
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1000);
const RACERS = 20;
const CHAT_SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 8);
/** The parts of a run, as BENCH_SKIP, BENCH_ONLY and the arguments name them. */
const PARTS = [
  'page',
  'page-load',
  'start',
  'pglite',
  'postgres',
  'reads',
  'bookings',
  'chat',
  'video',
  'growth',
  'soak',
  'cluster',
];
/**
 * For working on one part (RESULTS.md is then not written): BENCH_SKIP=page,reads,... leaves
 * parts out; parts named as arguments (`npm run bench -- page-load`) or in BENCH_ONLY run alone.
 */
const list = (value: string | undefined) => (value ?? '').split(',').filter(Boolean);
const only = [
  ...process.argv.slice(2).filter((arg) => arg !== '--'),
  ...list(process.env.BENCH_ONLY),
];
for (const part of only) {
  if (!PARTS.includes(part)) throw new Error(`unknown part "${part}": one of ${PARTS.join(', ')}`);
}
const skip = new Set([
  ...list(process.env.BENCH_SKIP),
  ...(only.length > 0 ? PARTS.filter((part) => !only.includes(part)) : []),
]);
const skipped = (part: string) => skip.has(part);
const partial = skip.size > 0;
const resultsFile = fileURLToPath(new URL('../RESULTS.md', import.meta.url));
const videoFile = fileURLToPath(new URL('./video.ts', import.meta.url));

const began = performance.now();
const log = (line: string) =>
  console.error(`[bench ${Math.round((performance.now() - began) / 1000)} s] ${line}`);

/**
 * Builds the web app and the server bundle first, so that what is measured is this checkout's
 * production build (BENCH_NO_BUILD=1 measures what is built already).
 */
function buildAll(): void {
  if (process.env.BENCH_NO_BUILD === '1' && fs.existsSync(serverBundle)) return;
  // The cluster runs the server from its source, as `npm run cluster` does: alone, no build.
  if (PARTS.every((part) => skipped(part) || part === 'cluster')) return;
  log('building the web app and the server');
  execFileSync('npm', ['run', '-s', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The build's files go to disk now, not while the first rounds are measured.
  execFileSync('sync');
}

const webDistDir = () => path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? 'apps/web/dist');

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(
      `select current_setting('server_version') as v`,
    );
    return `PostgreSQL ${rows[0]!.v.split(' ')[0]}`;
  } finally {
    await client.end();
  }
}

/**
 * One database's part of the run: list growth, the loads and the memory soak, each on a
 * database of its own.
 */
async function benchmarkDatabase(
  results: Results,
  databaseUrl: string | undefined,
  withChat: boolean,
) {
  if (!skipped('growth')) results.growth.push(...(await benchmarkGrowth(databaseUrl, log)));
  if (!skipped('reads') || !skipped('bookings') || (withChat && !skipped('chat'))) {
    await benchmarkLoads(results, databaseUrl, withChat);
  }
  if (!skipped('soak')) await soakDatabase(results, databaseUrl);
}

/**
 * Reads, bookings and their check on one database, then the chat on the same one when it is
 * the last database of the run (PostgreSQL when there is one): 1,000 people and sockets are
 * slow to set up, and one chat row keeps the whole run within five minutes.
 */
async function benchmarkLoads(
  results: Results,
  databaseUrl: string | undefined,
  withChat: boolean,
) {
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const bench = databaseUrl ? await createBenchDatabase(databaseUrl) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-bench-'));
  try {
    const env = serverEnv(dataDir, bench?.url);
    log(`${database}: seeding`);
    const bookers = databaseUrl ? BOOKINGS : Math.ceil(BOOKINGS / 2);
    const scene = await seedScene(env, { bookers, racers: RACERS });
    if (!skipped('reads')) results.reads.push(...(await readsBothWays(env, scene, database)));
    let run: BookingRun | undefined;
    if (!skipped('bookings')) {
      const server = await startServer(env);
      try {
        log(`${database}: bookings`);
        const outbox = path.join(env.DATA_DIR!, 'outbox');
        run = await benchmarkBookings(server, scene, database, outbox);
      } finally {
        await server.stop();
      }
    }
    if (run) {
      const integrity = await checkExactlyOnce(env, run.booked + run.raceWinners);
      results.bookings.push({ ...run, integrity });
    }
    if (withChat && !skipped('chat')) {
      log(`${database}: chat`);
      const chat = await chatBenchmark({ databaseUrl: bench?.url, seconds: CHAT_SECONDS });
      results.extra[0]!.rows.push({ ...chat });
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await bench?.drop();
  }
}

/**
 * Each read with the speed part's memory on, then on a server started with READ_CACHES=off on
 * the same data (one server at a time: the embedded database has one owner), so each row
 * shows what the memory buys for that read.
 */
async function readsBothWays(
  env: Record<string, string>,
  scene: Scene,
  database: string,
): Promise<ReadRow[]> {
  const measure = async (readCaches: 'on' | 'off') => {
    log(`${database}: reads, caches ${readCaches}`);
    const server = await startServer({ ...env, READ_CACHES: readCaches });
    try {
      return await benchmarkReads(server.url, scene, database);
    } finally {
      await server.stop();
    }
  };
  const on = await measure('on');
  const off = await measure('off');
  return on.map((row, i) => ({ ...row, cachesOff: off[i]?.solace }));
}

/** The soak on a database of its own (a fresh DATA_DIR, or a new PostgreSQL database). */
async function soakDatabase(results: Results, databaseUrl: string | undefined) {
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const bench = databaseUrl ? await createBenchDatabase(databaseUrl) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-soak-'));
  try {
    log(`${database}: soak, ${SOAK_MINUTES} min`);
    const row = await soak(serverEnv(dataDir, bench?.url), database, log);
    results.extra[2]!.rows.push(soakTableRow(row));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await bench?.drop();
  }
}

/** Three instances behind nginx on PostgreSQL and Redis (cluster.ts): needs DATABASE_URL and nginx. */
async function benchmarkCluster(results: Results, databaseUrl: string | undefined) {
  const missing = databaseUrl ? whyNoClusterBench() : 'DATABASE_URL is not set';
  if (missing || !databaseUrl) {
    log(`cluster skipped: ${missing}`);
    return;
  }
  log('cluster: three instances behind nginx');
  const tables = await clusterBenchmark(databaseUrl, log);
  results.extra[3]!.rows.push(tables.bell);
  results.extra[4]!.rows.push(tables.restart);
}

/** video.ts (the video benchmark) joins when it exists. */
async function videoRows(): Promise<Record<string, unknown>[]> {
  if (!fs.existsSync(videoFile)) return [];
  const video = (await import(pathToFileURL(videoFile).href)) as {
    videoBenchmark?: () => Promise<Record<string, unknown> | Record<string, unknown>[]>;
  };
  if (!video.videoBenchmark) return [];
  log('video');
  const rows = await video.videoBenchmark();
  return Array.isArray(rows) ? rows : [rows];
}

async function main() {
  buildAll();
  const started = performance.now();
  const databaseUrl = process.env.DATABASE_URL;
  const results: Results = {
    date: new Date(),
    seconds: 0,
    machine: describeMachine(databaseUrl && (await postgresVersion(databaseUrl))),
    reads: [],
    bookings: [],
    growth: [],
    homePage: skipped('page') ? undefined : measureHomePage(webDistDir()),
    pageLoad: [],
    start: { freshMs: NaN, restartMs: NaN },
    extra: [
      { title: 'Live chat: delivery to the other person’s socket', rows: [] },
      { title: 'Video', rows: [] },
      {
        title: `Soak: the server's resident memory under a steady mixed load (${SOAK_MINUTES} min)`,
        rows: [],
      },
      {
        title: 'Cluster: the therapist’s bell on every instance after a booking through nginx',
        rows: [],
      },
      {
        title: 'Cluster: a rolling restart of three instances behind nginx under steady load',
        rows: [],
      },
    ],
  };
  if (!skipped('page-load')) {
    log('page loads under slow 4G');
    results.pageLoad = await measurePageLoad();
  }
  if (!skipped('start')) {
    log('start time');
    results.start = await measureStartTimes();
  }
  if (!skipped('pglite')) await benchmarkDatabase(results, undefined, !databaseUrl);
  if (databaseUrl && !skipped('postgres')) await benchmarkDatabase(results, databaseUrl, true);
  else if (!databaseUrl) log('DATABASE_URL is not set: PostgreSQL skipped');
  if (!skipped('video')) results.extra[1]!.rows.push(...(await videoRows()));
  if (!skipped('cluster')) await benchmarkCluster(results, databaseUrl);
  results.seconds = (performance.now() - started) / 1000;

  // Formatted as `npm run lint` expects the repository's Markdown to be.
  const markdown = await prettier.format(renderResults(results), {
    ...(await prettier.resolveConfig(resultsFile)),
    filepath: resultsFile,
  });
  console.log(`\n${markdown}`);
  if (!partial) {
    fs.writeFileSync(resultsFile, markdown);
    log(`written to ${path.relative(process.cwd(), resultsFile)}`);
  }
  const broken =
    results.bookings.some((b) => !b.integrity.ok || b.raceWinners !== 1) ||
    results.extra[2]!.rows.some((row) => row['flat (±10%)'] === '**no**') ||
    results.extra[4]!.rows.some((row) => row['goal (0 failed, 0 lost)'] === '**no**');
  if (broken) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
