import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoPatient } from '../../db/seed-data';
import { outboxMails } from '../../db/schema';
import { baseUrlOf } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';

const TOKEN = 'metrics-token-for-the-tests';
/** An address outside METRICS_ALLOW, as the one trusted proxy (TRUST_PROXY=1) reports it. */
const STRANGER = { 'x-forwarded-for': '203.0.113.7' };

/** The value of the sample whose name and labels are given (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: '1', METRICS_TOKEN: TOKEN } });
  const scrape = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${await baseUrlOf(ctx.app)}/metrics`, { headers });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  it('serves Prometheus text to an allowed address, with the process metrics', async () => {
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.text).toContain('# TYPE solace_http_request_duration_seconds histogram');
    expect(sample(answer.text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(answer.text, 'solace_sockets_open')).toBe(0);
    expect(sample(answer.text, 'solace_http_connections_open')).toBeGreaterThanOrEqual(1);
    expect(
      sample(answer.text, 'solace_db_pool_connections', { state: 'idle' }),
    ).toBeGreaterThanOrEqual(0);
    expect(sample(answer.text, 'solace_db_pool_waiting')).toBe(0);
  });

  it('is a 404 to any other address, and to a wrong token or a session token', async () => {
    const hidden = await scrape(STRANGER);
    expect(hidden.status).toBe(404);
    expect(hidden.text).toBe('Not found');
    expect((await scrape({ ...STRANGER, authorization: `Bearer ${TOKEN}x` })).status).toBe(404);
    expect((await scrape({ ...STRANGER, authorization: TOKEN })).status).toBe(404);
  });

  it('stays hidden whatever address or authorization a stranger writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 40 })),
        fc.oneof(fc.string({ maxLength: 80 }), fc.constant(`Bearer ${TOKEN.slice(1)}`)),
        async (address, authorization) => {
          // The proxy (127.0.0.1, trusted) appends what it saw; the client wrote the rest.
          const headers = { 'x-forwarded-for': `${address}, 198.51.100.3`, authorization };
          const res = await ctx.app.inject({ url: '/metrics', headers });
          expect(res.statusCode).toBe(404);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers the METRICS_TOKEN bearer from any address', async () => {
    const answer = await scrape({ ...STRANGER, authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('solace_http_request_duration_seconds_bucket');
  });

  it('counts a request under its route pattern and status class, never its URL', async () => {
    const base = await baseUrlOf(ctx.app);
    const id = randomUUID();
    expect((await fetch(`${base}/api/doctors/${id}`)).status).toBe(404);
    const { text } = await scrape();
    const labels = { method: 'GET', route: '/api/doctors/:doctorId', status: '4xx' };
    expect(
      sample(text, 'solace_http_request_duration_seconds_count', labels),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'solace_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it("counts the front door's answers, which skip the framework", async () => {
    const base = await baseUrlOf(ctx.app);
    const before =
      sample((await scrape()).text, 'solace_front_door_answers_total', { answerer: 'catalog' }) ??
      0;
    await fetch(`${base}/api/services`);
    await fetch(`${base}/api/services`);
    const after = sample((await scrape()).text, 'solace_front_door_answers_total', {
      answerer: 'catalog',
    });
    expect(after).toBeGreaterThan(before);
  });

  it('reads the job queues on scrape: how many are due and the oldest one’s age', async () => {
    const now = ctx.app.ctx.clock.now();
    await ctx.app.ctx.db.insert(outboxMails).values({
      id: randomUUID(),
      messageId: `<${randomUUID()}@solace.example>`,
      mail: { to: 'a@example.com', subject: 'Due', text: 'Due', html: '<p>Due</p>' },
      runAt: new Date(now.getTime() - 90_000),
      createdAt: new Date(now.getTime() - 90_000),
    });
    const { text } = await scrape();
    expect(sample(text, 'solace_jobs_due', { queue: 'emails' })).toBe(1);
    expect(
      sample(text, 'solace_jobs_oldest_due_age_seconds', { queue: 'emails' }),
    ).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'solace_jobs_due', { queue: 'reminders' })).toBe(0);
    expect(sample(text, 'solace_jobs_oldest_due_age_seconds', { queue: 'reminders' })).toBe(0);
  });

  it('counts logins the rate limiter refuses', async () => {
    const base = await baseUrlOf(ctx.app);
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 429; attempt++) {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...STRANGER },
        body: JSON.stringify({ email: demoPatient.email, password: 'not-the-password-1' }),
      });
      status = res.status;
    }
    expect(status).toBe(429);
    expect(sample((await scrape()).text, 'solace_login_limited_total', { by: 'account' })).toBe(1);
  });
});
