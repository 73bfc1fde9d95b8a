/**
 * The lanes `npm test` runs side by side, each a vitest process with a report of its own, and
 * the one report they add up to. Two cores spend a serial run mostly waiting: a journey waits on
 * Chromium, a clock or a socket while the server suite waits on its database, so lanes fill each
 * other's waits (the times per lane are in CI's log, scripts/test-times.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface TestLane {
  name: string;
  args: string[];
  env?: Record<string, string>;
}

/**
 * How many busy lanes run at once (TEST_LANES_AT_ONCE): more than the machine's cores can carry
 * starves a browser past its time-outs, fewer leaves cores idle while journeys wait.
 */
const LANES_AT_ONCE = Number(process.env.TEST_LANES_AT_ONCE) || 2;

/** The clinical record's journeys, once more with the demo server on PostgreSQL (issue 25). */
const CLINICAL_JOURNEYS = ['e2e/src/safety-net.e2e.test.ts', 'e2e/src/session-notes.e2e.test.ts'];

/**
 * With arguments: one lane that runs them. Without: every suite, in lanes. POSTGRES_TEST_URL (an
 * empty database CI made) adds the server suite, the clinical journeys and the cluster suite
 * (which also needs Redis and nginx) on PostgreSQL; the
 * server suite's workers use databases beside it (apps/server/src/test/worker-database.ts), the
 * journeys' demo server that one.
 */
export function testLanes(extraArgs: string[]): TestLane[] {
  if (extraArgs.length > 0) return [{ name: 'vitest', args: extraArgs }];
  const lanes: TestLane[] = [
    { name: 'journeys-1', args: ['--project', 'e2e', '--shard=1/2'] },
    { name: 'journeys-2', args: ['--project', 'e2e', '--shard=2/2'] },
    { name: 'waiting journeys', args: ['--project', 'e2e-waits'] },
    { name: 'server', args: ['--project', 'server', '--project', 'shared', '--project', 'bench'] },
    { name: 'web', args: ['--project', 'web'] },
  ];
  const postgres = process.env.POSTGRES_TEST_URL;
  if (postgres) {
    lanes.push(
      {
        name: 'server on PostgreSQL',
        args: ['--project', 'server'],
        env: { DATABASE_URL: postgres },
      },
      {
        name: 'clinical journeys on PostgreSQL',
        args: ['--project', 'e2e', ...CLINICAL_JOURNEYS],
        env: { E2E_DATABASE_URL: postgres },
      },
      // Three instances behind nginx on PostgreSQL and Redis (apps/server/src/cluster-suite):
      // each file makes a database of its own beside this one and drops it.
      {
        name: 'cluster behind nginx',
        args: ['--project', 'cluster'],
        env: { DATABASE_URL: postgres },
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

  async function run(lane: TestLane): Promise<string> {
    const report = path.join(dir, `${slug(lane.name)}.json`);
    const log = logged ? path.join(dir, `${slug(lane.name)}.log`) : undefined;
    const out = log ? fs.openSync(log, 'w') : 'inherit';
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ].concat(lane.args),
      { stdio: ['ignore', out, out], env: { ...process.env, ...lane.env } },
    );
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (log) {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n=== ${lane.name}: ended after ${seconds} s (exit ${code}) ===`);
      process.stdout.write(fs.readFileSync(log));
    }
    return report;
  }

  // Lanes take turns, in the order given (the longest first), LANES_AT_ONCE at a time.
  const queue = [...lanes];
  const turns = Array.from({ length: Math.min(LANES_AT_ONCE, queue.length) }, async () => {
    const reports: string[] = [];
    for (let lane = queue.shift(); lane; lane = queue.shift()) reports.push(await run(lane));
    return reports;
  });
  return (await Promise.all(turns)).flat();
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
