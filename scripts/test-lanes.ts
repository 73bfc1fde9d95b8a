/**
 * The lanes `npm test` runs side by side, each a vitest process with a report of its own, and
 * the one report they add up to. Two cores spend a serial run mostly waiting: a journey waits on
 * Chromium, a clock or a socket while the server suite waits on its database, so lanes fill each
 * other's waits (the times per lane are in CI's log, scripts/test-times.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestLane {
  name: string;
  args: string[];
  env?: Record<string, string>;
  /**
   * The cores the lane keeps busy while it runs (measured on a quiet two-core machine): the
   * server suite's two workers two, a browser journey lane about one (Chromium, the server it
   * drives), the journeys that wait on clocks none to speak of. Not their averages: in CI a
   * journeys shard averages 0.4 of a core (its CPU-seconds over its wall clock, printed at the
   * end), but weighed so, one ran beside the server suite and the server suite took 961 s
   * instead of 525 (2026-11-29): a journey's load comes in bursts above its average.
   */
  cores: number;
}

/**
 * The cores lanes may keep busy at once (TEST_CORES, else the machine's). Lanes beyond them
 * do not finish sooner, they starve each other: a CI run that let two busy lanes share two
 * cores whatever their weight took 3,343 s, three times the lanes' quiet times added up
 * (decision note 0032).
 */
const CORES = Number(process.env.TEST_CORES) || os.availableParallelism();

/**
 * The longest browser journeys, about half the e2e project's time (two CI runs' file times,
 * 2026-11-28): one journeys lane runs these, the other every other journey, new ones included.
 * Vitest's own `--shard` splits by file name and left one lane a minute longer than the other.
 */
const LONG_JOURNEYS = [
  'axe-every-route-hindi',
  'axe-every-route',
  'payments',
  'accounts',
  'calls',
  'trust',
].map((name) => `e2e/src/${name}.e2e.test.ts`);

/** Every other journey of the e2e project (the waiting ones are a project of their own). */
function otherJourneys(): string[] {
  return fs
    .readdirSync('e2e/src')
    .filter((file) => file.endsWith('.e2e.test.ts'))
    .map((file) => `e2e/src/${file}`)
    .filter((file) => !LONG_JOURNEYS.includes(file));
}

/** The clinical record's journeys, once more with the demo server on PostgreSQL (issue 25). */
const CLINICAL_JOURNEYS = ['e2e/src/safety-net.e2e.test.ts', 'e2e/src/session-notes.e2e.test.ts'];

/**
 * The server suite's files run once more on PostgreSQL (vitest's file filters): those where more
 * than one connection, or PostgreSQL's own process, can change the outcome. PGlite is
 * PostgreSQL's engine behind one connection, so the rest (validation, authorization, rendering)
 * answers the same on both; the whole suite on PostgreSQL is `DATABASE_URL=… npm test --
 * --project server` (decision note 0032).
 */
const ON_POSTGRES_TOO = [
  // Concurrent writes, row locks and unique races: double bookings, money counted once.
  'apps/server/src/features/bookings/',
  'apps/server/src/features/payments/',
  // Jobs claimed with SKIP LOCKED, exactly once across connections and restarts.
  'apps/server/src/features/outbox/',
  'apps/server/src/features/reminders/',
  'apps/server/src/features/texts/',
  'apps/server/src/lib/job-poller',
  // The clinical record: encryption at rest (a pg_dump holds no note), retention, key rotation.
  'apps/server/src/features/records/',
  'apps/server/src/features/questionnaires/',
  'apps/server/src/features/safety/',
  // Consent in the order the database received it, whatever the writing instance's clock.
  'apps/server/src/features/consent/',
  // Instances that share a database (invalidations by NOTIFY, sessions, sockets).
  '.cluster.test.ts',
  'apps/server/src/speed/',
  // The database itself: migrations, transactions, a lost connection, backups.
  'apps/server/src/db/',
  'apps/server/src/lib/unit-of-work',
  'apps/server/src/lib/db-errors',
  'apps/server/src/cli/migrate',
  'apps/server/src/backup/',
  'apps/server/src/durability',
];

/**
 * With arguments: one lane that runs them. Without: every suite, in lanes, the heaviest first.
 * POSTGRES_TEST_URL (an empty database CI made) adds the driver-sensitive part of the server
 * suite, the clinical journeys and the cluster suite (which also needs Redis and nginx) on
 * PostgreSQL; the server suite's workers use databases beside it
 * (apps/server/src/test/worker-database.ts), the journeys' demo server that one.
 */
export function testLanes(extraArgs: string[]): TestLane[] {
  if (extraArgs.length > 0) return [{ name: 'vitest', args: extraArgs, cores: CORES }];
  const postgres = process.env.POSTGRES_TEST_URL;
  const lanes: TestLane[] = [
    // Two workers, each a PGlite in WebAssembly: the machine's two cores.
    {
      name: 'server',
      args: ['--project', 'server', '--project', 'shared', '--project', 'bench'],
      cores: 2,
    },
    // Minutes of waiting on a call's clock or an idle limit: beside everything else.
    { name: 'waiting journeys', args: ['--project', 'e2e-waits'], cores: 0 },
    { name: 'journeys-1', args: ['--project', 'e2e', ...LONG_JOURNEYS], cores: 1 },
    { name: 'journeys-2', args: ['--project', 'e2e', ...otherJourneys()], cores: 1 },
    { name: 'web', args: ['--project', 'web'], cores: 1 },
  ];
  if (postgres) {
    lanes.push(
      {
        name: 'server on PostgreSQL',
        args: ['--project', 'server', ...ON_POSTGRES_TOO],
        env: { DATABASE_URL: postgres },
        // Two workers, but a third of its files start processes and wait on them: it runs beside
        // the web components at the end instead of after them (decision note 0032).
        cores: 1,
      },
      {
        name: 'clinical journeys on PostgreSQL',
        args: ['--project', 'e2e', ...CLINICAL_JOURNEYS],
        env: { E2E_DATABASE_URL: postgres },
        cores: 1,
      },
      // Three instances behind nginx on PostgreSQL and Redis (apps/server/src/cluster-suite):
      // each file makes a database of its own beside this one and drops it.
      {
        name: 'cluster behind nginx',
        args: ['--project', 'cluster'],
        env: { DATABASE_URL: postgres },
        cores: 1,
      },
    );
  }
  return lanes;
}

const slug = (name: string) => name.replace(/\W+/g, '-').replace(/^-|-$/g, '');

/**
 * Runs the lanes side by side. A single lane writes to the terminal as it goes; several write to
 * a log each (`<results>/lanes/<lane>.log`), printed whole when the lane ends, so CI's log reads
 * one suite at a time. Resolves with each lane's report file.
 */
export async function runLanes(lanes: TestLane[], resultsFile: string): Promise<string[]> {
  const dir = path.join(path.dirname(resultsFile), 'lanes');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const started = Date.now();
  const logged = lanes.length > 1;

  async function run(lane: TestLane): Promise<{ report: string; cpu?: number }> {
    const report = path.join(dir, `${slug(lane.name)}.json`);
    const log = logged ? path.join(dir, `${slug(lane.name)}.log`) : undefined;
    const out = log ? fs.openSync(log, 'w') : 'inherit';
    const cpuFile = path.join(dir, `${slug(lane.name)}.cpu`);
    // Through bash, whose `times` reports the CPU the lane's processes spent (vitest, its workers,
    // the servers and browsers they started): what a lane costs on a shared machine.
    const child = spawn(
      'bash',
      [
        '-c',
        '"$@"; code=$?; times > "$CPU_FILE"; exit $code',
        'lane',
        'npx',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...lane.args,
      ],
      { stdio: ['ignore', out, out], env: { ...process.env, ...lane.env, CPU_FILE: cpuFile } },
    );
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (log) {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n=== ${lane.name}: ended after ${seconds} s (exit ${code}) ===`);
      process.stdout.write(fs.readFileSync(log));
    }
    return { report, cpu: childCpuSeconds(cpuFile) };
  }

  // Each lane starts, in the order given, as soon as the cores it keeps busy are free beside the
  // running ones (a lane that needs more than the machine has starts on an idle machine); a
  // lighter lane further down may start first when a heavy one does not fit yet.
  const waiting = [...lanes];
  const reports: string[] = [];
  const times: string[] = [];
  let busy = 0;
  let running = 0;
  await new Promise<void>((allDone) => {
    const startWhatFits = () => {
      for (const lane of [...waiting]) {
        if (running > 0 && busy + lane.cores > CORES) continue;
        waiting.splice(waiting.indexOf(lane), 1);
        busy += lane.cores;
        running += 1;
        const from = Date.now();
        void run(lane).then(({ report, cpu }) => {
          const at = (ms: number) => `${Math.round((ms - started) / 1000)} s`;
          const spent = cpu === undefined ? '' : `, ${Math.round(cpu)} CPU-s`;
          times.push(`${lane.name}: from ${at(from)} to ${at(Date.now())}${spent}`);
          reports.push(report);
          busy -= lane.cores;
          running -= 1;
          if (waiting.length === 0 && running === 0) allDone();
          else startWhatFits();
        });
      }
    };
    startWhatFits();
  });
  if (logged) console.log(`\nlanes (${CORES} cores):\n  ${times.join('\n  ')}`);
  return reports;
}

/** The children's user and system time from bash's `times` ("0m1.5s 0m0.2s" on its second line). */
function childCpuSeconds(file: string): number | undefined {
  if (!fs.existsSync(file)) return undefined;
  const line = fs.readFileSync(file, 'utf8').split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length === 0) return undefined;
  return parts.reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  );
}

interface LaneReport {
  startTime?: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: unknown[];
}

/**
 * One vitest-shaped report of all lanes, for CI's sum and time table. A lane that left no report
 * (it crashed) is one failure, never a silent gap.
 */
export function mergeReports(reports: string[], into: string): void {
  const merged: LaneReport = { numPassedTests: 0, numFailedTests: 0, testResults: [] };
  for (const file of reports) {
    if (!fs.existsSync(file)) {
      merged.numFailedTests += 1;
      console.log(`no report from ${path.basename(file)}: the lane did not finish`);
      continue;
    }
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as LaneReport;
    merged.numPassedTests += report.numPassedTests;
    merged.numFailedTests += report.numFailedTests;
    merged.testResults.push(...report.testResults);
    if (report.startTime !== undefined) {
      merged.startTime = Math.min(merged.startTime ?? report.startTime, report.startTime);
    }
  }
  fs.writeFileSync(into, JSON.stringify(merged));
}
