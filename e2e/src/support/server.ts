import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeArgsFor, serverEntry } from '@solace/server/test-server-bundle';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
}

/**
 * Starts the real server, as `npm start` does, on a free port with a fresh data directory (or
 * the one given: a restart of a server stopped with `keepData`).
 */
export async function startServer(
  env: Record<string, string>,
  existingDataDir?: string,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = existingDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'solace-e2e-'));
  const child = spawn(
    process.execPath,
    // The run's bundle of the server's source, built by the global setup (or tsx without one).
    nodeArgsFor(serverEntry()),
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Links in e-mails point at this very server, so a browser can follow them.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        // Every journey signs its clients up from this one address, on one shared server.
        SIGNUPS_PER_ADDRESS_HOUR: '1000',
        // No balancer to notice a drain: a stop closes at once (restart journeys wait for it).
        SHUTDOWN_DRAIN_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // Generous: a restart on a loaded machine (PGlite in a worker, migrations) can take a while.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL'); // not left running (and holding its data directory) after a failure
      throw new Error('the server did not start within 120 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, process: child, dataDir };
}

export async function stopServer(
  server: RunningServer,
  { keepData = false }: { keepData?: boolean } = {},
): Promise<void> {
  const exited = new Promise((r) => server.process.once('exit', r));
  server.process.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  server.process.kill('SIGKILL');
  if (!keepData) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
