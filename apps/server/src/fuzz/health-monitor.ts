import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

interface HealthReport {
  checks: number;
  slowestMs: number;
  latencies: number[];
  /** Answers other than 200, with when they came. */
  failures: string[];
}

/** The app's address over a real socket, listening on a free port the first time. */
export async function listeningUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Asks `/api/health` over a real socket every `everyMs` while the fuzz runs, so a request that
 * blocks the event loop (a backtracking pattern, a synchronous query on a megabyte) shows up as
 * a slow health check, as it would for every other user of the server.
 */
export function monitorHealth(baseUrl: string, everyMs = 25) {
  const report: HealthReport = { checks: 0, slowestMs: 0, latencies: [], failures: [] };
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        await res.arrayBuffer();
        if (res.status !== 200) report.failures.push(`status ${res.status}`);
      } catch (err) {
        report.failures.push(String(err));
      }
      const took = performance.now() - started;
      report.latencies.push(took);
      report.slowestMs = Math.max(report.slowestMs, took);
      report.checks++;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop(): Promise<HealthReport> {
      running = false;
      await loop;
      return report;
    },
  };
}
