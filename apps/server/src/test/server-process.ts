import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventually } from './eventually';
import { TEST_RECORDS_KEY } from './records-key';
import { nodeArgsFor } from '../lib/node-args';
import { serverEntry } from './server-bundle';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const createUserFile = path.join(srcDir, 'cli/create-user.ts');
const rotateKeyFile = path.join(srcDir, 'cli/rotate-records-key.ts');
const backupFile = path.join(srcDir, 'cli/backup.ts');
const restoreFile = path.join(srcDir, 'cli/restore.ts');
const moveFile = path.join(srcDir, 'cli/move-to-postgres.ts');

const running = new Set<{ kill(): void; exited: Promise<unknown> }>();

/** Kills whatever these helpers started and is still running (an afterEach of each file). */
export async function stopAllProcesses(): Promise<void> {
  const left = [...running];
  for (const child of left) child.kill();
  await Promise.all(left.map((child) => child.exited));
}

/** A spawned script (TypeScript through tsx, or `.mjs` as it is): its output and exit code. */
function run(file: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...nodeArgsFor(file), ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_FORMAT: 'json',
      // No balancer to notice a drain: a SIGTERM closes at once, instead of serving on for the
      // default 5 s (shutdown.test.ts sets its own drain to see one).
      SHUTDOWN_DRAIN_MS: '0',
      // The test apps' records key (test-app.ts), unless the test picks the key itself.
      ...(env.RECORDS_KEY_FILE === undefined && { RECORDS_KEY: TEST_RECORDS_KEY }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  const entry = { kill: () => child.kill('SIGKILL'), exited };
  running.add(entry);
  void exited.then(() => running.delete(entry));
  return {
    child,
    exited,
    output: () => output,
    ended: () => ended,
    /** The exit code, or an error when it still runs after `timeoutMs`. */
    async exitCode(timeoutMs = 30_000): Promise<number | null> {
      await eventually(() => ended, { timeoutMs });
      return exited;
    },
  };
}

/**
 * Runs the real entry point and collects what it prints: the test run's bundle of the source
 * (server-bundle.ts), or the one `npm run build` makes (`apps/server/dist/server.mjs`, what
 * `npm run serve` runs) when given.
 */
export function startServer(env: Record<string, string>, entry = serverEntry()) {
  const server = run(entry, [], env);
  return {
    ...server,
    /** Waits for "ready" and answers the base URL (the port is the one the server picked). */
    async ready(timeoutMs = 45_000): Promise<string> {
      const isReady = () => /Solace is ready/.test(server.output());
      await eventually(() => isReady() || server.ended(), { timeoutMs });
      if (!isReady()) throw new Error(`the server ended before it was ready:\n${server.output()}`);
      const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[1];
      if (!port) throw new Error(`no port in the server's output:\n${server.output()}`);
      return `http://127.0.0.1:${port}`;
    },
  };
}

/** `npm run records:rotate-key`, to its end. */
export async function rotateRecordsKeyCli(env: Record<string, string>) {
  const cli = run(rotateKeyFile, [], env);
  return { code: await cli.exitCode(60_000), output: cli.output() };
}

/** `npm run user:create -- ...args`, to its end. */
export async function createUser(args: string[], env: Record<string, string>) {
  const cli = run(createUserFile, args, env);
  return { code: await cli.exitCode(), output: cli.output() };
}

const dataCommands = { backup: backupFile, restore: restoreFile, move: moveFile };

/** `npm run db:backup`, `db:restore` or `db:move-to-postgres` with `args`, to its end. */
export async function backupCli(
  command: keyof typeof dataCommands,
  args: string[],
  env: Record<string, string>,
) {
  const cli = run(dataCommands[command], args, env);
  return { code: await cli.exitCode(120_000), output: cli.output() };
}
