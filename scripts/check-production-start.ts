/**
 * CI: a production install starts from a terminal with production dependencies alone.
 *
 * The README's production steps, for real: `npm run build` here (building needs the development
 * dependencies), then a copy of the checkout with its build in a temporary folder, where
 * `npm ci --omit=dev` installs what `npm prune --omit=dev` would leave (from the npm cache that
 * CI's own `npm ci` filled), then `npm run serve` under `script` (util-linux), so the server's
 * output is a terminal as an operator's is. It passes when /api/health answers 200; the server
 * is then stopped and the copy removed.
 *
 * `tsx scripts/check-production-start.ts [--no-build]`; exits 1 and shows the server's output on
 * failure.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';

const repo = path.resolve(import.meta.dirname, '..');
const builds = ['apps/web/dist', 'apps/server/dist'];

function run(command: string, args: string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The checkout as a clone has it (tracked and new files, nothing ignored), plus its build. */
function copyCheckout(to: string): void {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error('git ls-files failed');
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(repo, file))) continue; // deleted, not yet committed
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(to, file));
  }
  for (const dir of builds)
    fs.cpSync(path.join(repo, dir), path.join(to, dir), { recursive: true });
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

/** Starts `npm run serve` on a pseudo-terminal; resolves with the health status or rejects. */
async function startAndProbe(dir: string): Promise<void> {
  const port = await freePort();
  const pidFile = path.join(dir, 'serve.pid');
  // Only what an operator's shell would have: none of CI's or the tests' settings leak in.
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? dir,
    TERM: 'xterm',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
  };
  // The shell records its pid and becomes npm (exec): stopping npm stops the server it runs.
  const server = spawn(
    'script',
    ['-qec', `echo $$ > ${pidFile}; exec npm run -s serve`, '/dev/null'],
    {
      cwd: dir,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(server, 'exit');
  let running = true;
  void exited.then(() => (running = false));

  try {
    // Ready is an answer from the server; an exit before it is the failure this check is for.
    // The deadline only keeps a hung start from holding CI for ever.
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (!running) throw new Error('the server exited before it answered');
      if (Date.now() > deadline) throw new Error('the server did not answer within 2 minutes');
      const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      if (status !== 0) throw new Error(`/api/health answered ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`production start: /api/health answered 200 on a terminal (port ${port})`);
  } catch (error) {
    console.error(output);
    throw error;
  } finally {
    if (running) {
      const pid = Number(fs.readFileSync(pidFile, 'utf8'));
      process.kill(pid, 'SIGTERM');
      await exited;
    }
  }
}

const started = Date.now();
if (!process.argv.includes('--no-build')) run('npm', ['run', '-s', 'build'], { cwd: repo });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-production-'));
try {
  copyCheckout(dir);
  run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (fs.existsSync(path.join(dir, 'node_modules/pino-pretty'))) {
    throw new Error('npm ci --omit=dev installed pino-pretty: not a production install');
  }
  await startAndProbe(dir);
  console.log(`production start: checked in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`production start: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
