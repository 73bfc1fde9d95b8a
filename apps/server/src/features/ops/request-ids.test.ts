import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { getTestDatabase } from '../../test/test-database';
import { baseUrlOf } from '../../test/sockets';
import { testConfig } from '../../test/test-app';

/** The app's log lines, parsed, as it writes them. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  return { lines, raw, stream };
}

const GENERATED = /^[\w-]{1,64}$/;

describe('request ids', () => {
  const log = logCapture();
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    const database = await getTestDatabase();
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { database, logStream: log.stream });
    // A route that fails as a bug would: its message and stack must stay in the log.
    app.get('/api/test-only/fails', () => {
      throw new Error('kaboom in the ledger at /srv/solace/secret.ts:12');
    });
    // A service's line, written through the app's own logger after an await, as
    // payments' and the job runner's are.
    app.get('/api/test-only/service-logs', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      app.ctx.log.warn('a line from a service');
      return { ok: true };
    });
    base = await baseUrlOf(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  const linesOf = (id: string) => log.lines.filter((line) => line.reqId === id);

  it('keeps a sane X-Request-Id: echoed, and on every log line of the request', async () => {
    const res = await fetch(`${base}/api/doctors/00000000-0000-4000-8000-000000000000`, {
      headers: { 'x-request-id': 'nginx-5f2b_c41' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('nginx-5f2b_c41');
    const lines = linesOf('nginx-5f2b_c41').map((line) => line.msg);
    expect(lines).toEqual(['incoming request', 'request completed']);
  });

  it("puts the id on a service's lines written while serving the request, once", async () => {
    const res = await fetch(`${base}/api/test-only/service-logs`, {
      headers: { 'x-request-id': 'support-case-7' },
    });
    expect(res.status).toBe(200);
    expect(linesOf('support-case-7').map((line) => line.msg)).toEqual([
      'incoming request',
      'a line from a service',
      'request completed',
    ]);
    // The request's own lines name it once, not twice.
    const raw = log.raw.filter((line) => line.includes('support-case-7'));
    for (const line of raw) expect(line.split('"reqId"')).toHaveLength(2);
    // Outside any request, a line has no id.
    app.ctx.log.warn('a line of no request');
    expect(log.lines.find((line) => line.msg === 'a line of no request')).not.toHaveProperty(
      'reqId',
    );
  });

  it('gives answers from the front door an id too', async () => {
    await fetch(`${base}/api/services`); // kept in memory from now on
    const res = await fetch(`${base}/api/services`, { headers: { 'x-request-id': 'cdn-77' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('cdn-77');
    const fresh = await fetch(`${base}/api/services`);
    expect(fresh.headers.get('x-request-id')).toMatch(GENERATED);
  });

  it('makes a new id when the incoming one is missing, too long or not a plain token', async () => {
    const ids: (string | null)[] = [];
    for (const incoming of [undefined, 'x'.repeat(65), 'bad id', '<script>', 'a/b']) {
      const res = await fetch(`${base}/api/health`, {
        headers: incoming === undefined ? {} : { 'x-request-id': incoming },
      });
      ids.push(res.headers.get('x-request-id'));
      expect(res.headers.get('x-request-id')).toMatch(GENERATED);
      expect(res.headers.get('x-request-id')).not.toBe(incoming);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts the id in the body of a 5xx, and no stack or message of the failure', async () => {
    const res = await fetch(`${base}/api/test-only/fails`, {
      headers: { 'x-request-id': 'support-case-42' },
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('support-case-42');
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ code: 'INTERNAL', requestId: 'support-case-42' });
    expect(text).not.toMatch(/kaboom|secret\.ts|stack|\bat /);
    const logged = linesOf('support-case-42').find((line) => line.msg === 'unhandled error');
    expect(JSON.stringify(logged)).toContain('kaboom');
  });

  it('keeps the id out of the body of a 4xx', async () => {
    const res = await fetch(`${base}/api/doctors/00000000-0000-4000-8000-000000000000`);
    expect(await res.json()).not.toHaveProperty('requestId');
  });
});
