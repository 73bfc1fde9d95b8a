/** Starts the ceiling server (ceiling-server.ts) with the bytes fetched from Solace. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CeilingRoute } from './ceiling-server';
import { stopProcess } from './servers';

const ceilingMain = fileURLToPath(new URL('./ceiling-server.ts', import.meta.url));

export interface Ceiling {
  url: string;
  stop(): Promise<void>;
}

/** GETs each path from Solace (with `headers`), keeping its body and content type; 200 only. */
export async function fetchRoutes(
  baseUrl: string,
  paths: { path: string; headers?: Record<string, string> }[],
): Promise<CeilingRoute[]> {
  return Promise.all(
    paths.map(async ({ path, headers }) => {
      // Uncompressed, as autocannon asks for it.
      const res = await fetch(`${baseUrl}${path}`, {
        headers: { ...headers, 'accept-encoding': 'identity' },
      });
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
      return {
        path,
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        body: Buffer.from(await res.arrayBuffer()).toString('base64'),
      };
    }),
  );
}

export async function startCeiling(routes: CeilingRoute[]): Promise<Ceiling> {
  const child = fork(ceilingMain, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the ceiling server exited with ${code}`)));
    child.send(routes);
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}
