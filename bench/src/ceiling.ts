/** Starts the ceiling server (ceiling-server.ts) with the bytes fetched from Solace. */
import { fileURLToPath } from 'node:url';
import type { CeilingRoute } from './ceiling-server';
import { forkHelper, stopProcess } from './servers';

const ceilingMain = fileURLToPath(new URL('./ceiling-server.ts', import.meta.url));

interface Ceiling {
  url: string;
  stop(): Promise<void>;
}

const PER_RESPONSE_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** GETs each path from Solace (with `headers`), keeping its body and headers; 200 only. */
export async function fetchRoutes(
  baseUrl: string,
  paths: { path: string; headers?: Record<string, string> }[],
): Promise<CeilingRoute[]> {
  return Promise.all(
    paths.map(async ({ path, headers: sent }) => {
      // Uncompressed, as autocannon asks for it.
      const res = await fetch(`${baseUrl}${path}`, {
        headers: { ...sent, 'accept-encoding': 'identity' },
      });
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
      // Every header Solace sent (security headers, ETag...), but what each connection and
      // moment makes anew: the ceiling answers with the same bytes, headers included.
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => {
        if (!PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
      });
      return {
        path,
        headers,
        body: Buffer.from(await res.arrayBuffer()).toString('base64'),
      };
    }),
  );
}

export async function startCeiling(routes: CeilingRoute[]): Promise<Ceiling> {
  const child = forkHelper(ceilingMain);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the ceiling server exited with ${code}`)));
    child.send(routes);
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}
