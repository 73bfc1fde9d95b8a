import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compare } from './rounds';

/** A bare server answering every request with `status`; it counts the requests it saw. */
async function serverAnswering(status: number) {
  const seen = { requests: 0 };
  const server = http.createServer((_req, res) => {
    seen.requests += 1;
    res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The command lines of this process's living children (Linux /proc). */
function childCommandLines(): string[] {
  const lines: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid) lines.push(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      // The process ended while it was read.
    }
  }
  return lines;
}

describe('compare (the reads’ alternating rounds, loaded from a process of its own)', () => {
  let healthy: Awaited<ReturnType<typeof serverAnswering>>;
  let failing: Awaited<ReturnType<typeof serverAnswering>>;
  beforeAll(async () => {
    healthy = await serverAnswering(200);
    failing = await serverAnswering(503);
  });
  afterAll(async () => {
    await healthy.close();
    await failing.close();
  });

  it('measures both targets, counts answers that are not 2xx as errors, and ends its process', async () => {
    const result = await compare({ url: healthy.url }, { url: failing.url });

    expect(result.solace.errors).toBe(0);
    expect(result.solace.rps).toBeGreaterThan(0);
    expect(result.solace.p99).toBeGreaterThanOrEqual(result.solace.p50);
    expect(result.ceiling.errors).toBe(result.ceiling.requests);
    // The three rounds, plus the warm-up, reached each server: the counts are real requests.
    expect(healthy.seen.requests).toBeGreaterThan(result.solace.requests);
    expect(failing.seen.requests).toBeGreaterThan(result.ceiling.requests);
    // The load generator was a child process, and it is gone once compare returns.
    expect(childCommandLines().some((line) => line.includes('load-generator'))).toBe(false);
  }, 60_000);
});
