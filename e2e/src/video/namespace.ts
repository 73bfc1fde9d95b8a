import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const runner = path.join(here, 'video-call-run.ts');

/** Whether this process may make a network namespace of its own (root, or user namespaces). */
function canIsolateNetwork(): boolean {
  const probe = spawnSync('unshare', ['-n', 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' });
  return probe.status === 0;
}

interface VideoRun<T> {
  /** True when server and browsers ran in a namespace where only loopback exists. */
  isolated: boolean;
  result: T;
}

/**
 * Runs `video-call-run.ts` with `args`, in a loopback-only network namespace when possible
 * (`unshare -n`, then `ip link set lo up`): ICE then finds one interface and gathers at once,
 * and nothing leaves the machine. Without permission it runs here, and says so. A run that
 * failed rejects with its error; a failed journey's traces are in `.test-results/traces`.
 */
export function runVideoCall<T>(args: string[], timeoutMs = 170_000): Promise<VideoRun<T>> {
  const isolated = canIsolateNetwork();
  const node = [process.execPath, '--import', 'tsx', runner, ...args];
  const quoted = node.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  const [command, commandArgs] = isolated
    ? ['unshare', ['-n', 'sh', '-c', `ip link set lo up && exec ${quoted}`]]
    : [node[0]!, node.slice(1)];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: repoRoot,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', () => {
      clearTimeout(timer);
      const line = out.split('\n').find((l) => l.startsWith('VIDEO_RESULT '));
      if (!line) return reject(new Error(`the video run printed no result:\n${out.slice(-2000)}`));
      const result = JSON.parse(line.slice('VIDEO_RESULT '.length)) as T & { error?: string };
      // The whole failure, stack and Playwright's call log with it: which wait ran out, where.
      if (result.error)
        return reject(new Error(`the video run ${args[0]} failed: ${result.error}`));
      resolve({ isolated, result });
    });
  });
}
