import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** Runs the real entry point, as `npm start` does, and collects what it prints. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH ?? '', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the server process', () => {
  it('refuses to start on a bad variable and names it', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:[\s\S]*PORT/);
  });

  it('serves, then closes cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-main-'));
    const server = startServer({ PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'false' });
    try {
      await waitFor(() => /Solace is ready/.test(server.output()), 45_000);
      const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[1];
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await res.json()).toEqual({ status: 'ok' });
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
