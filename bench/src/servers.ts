/**
 * The production server as a process of its own (never inside the load generator), started on
 * a free port and stopped with SIGTERM, as an operator's supervisor would.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@solace/server';

export { freePort };

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The production server: the bundle `npm run build` makes, what `npm run serve` runs. */
export const serverBundle = path.join(repoRoot, 'apps/server/dist/server.mjs');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS and VmHWM of a process, in MB. */
export function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** CPU time a process has used so far (user and system), in ms; Linux clock ticks of 10 ms. */
export function cpuTimeOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Polls /api/health until it answers 200; throws when the process ends first. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(20);
  }
  throw new Error(`the server was not healthy within ${timeoutMs} ms`);
}

/**
 * A helper process of the benchmark's own (the ceiling, the load generator): a TypeScript file
 * run through tsx, talking over IPC, its errors shown with the benchmark's.
 */
export function forkHelper(mainFile: string): ChildProcess {
  return fork(mainFile, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** Sends SIGTERM (or `signal`) and waits for the process to end. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs the production server (what `npm run serve` runs, without npm's wrapper process, so
 * `pid` is the server itself) with `env` on a free port; resolves once healthy.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverBundle], {
    cwd: repoRoot,
    env: {
      ...inheritedEnv(),
      // No balancer in front: a stop closes at once (a rolling-restart run sets its own drain).
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url, child);
  } catch (err) {
    await stopProcess(child, 'SIGKILL');
    throw err;
  }
  return { url, pid: child.pid!, stop: () => stopProcess(child) };
}

/** This process's environment without the database: each server is told its own. */
export function inheritedEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return rest;
}

/** The environment every benchmarked server gets: quiet logs, no demo accounts, no poller. */
export function serverEnv(dataDir: string, databaseUrl?: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    SEED_DEMO: 'false',
    REMINDER_POLL_MS: '0',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  };
}
