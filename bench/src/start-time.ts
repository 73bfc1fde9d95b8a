/**
 * `npm run serve` from its command to the first healthy answer, on the embedded database with
 * the defaults a first-time user gets (demo accounts included): on a fresh DATA_DIR (schema
 * created) and once more on the same one (a restart).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, inheritedEnv, repoRoot, waitForHealth } from './servers';

export interface StartTimes {
  freshMs: number;
  restartMs: number;
}

async function timeServe(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group: npm, its shell and the server stop together.
  const child = spawn('npm', ['run', '-s', 'serve'], {
    cwd: repoRoot,
    detached: true,
    env: { ...inheritedEnv(), DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child);
    return performance.now() - started;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // The server itself (npm's grandchild) lets go of DATA_DIR a moment after npm exits.
    await waitForUnlock(dataDir);
  }
}

/** Waits for the server's lock on DATA_DIR (db/data-dir-lock.ts) to go, at most 10 s. */
async function waitForUnlock(dataDir: string) {
  const lockFile = path.join(dataDir, 'solace.lock');
  for (let i = 0; i < 200 && fs.existsSync(lockFile); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function measureStartTimes(): Promise<StartTimes> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-start-'));
  try {
    const freshMs = await timeServe(dataDir);
    const restartMs = await timeServe(dataDir);
    return { freshMs, restartMs };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
