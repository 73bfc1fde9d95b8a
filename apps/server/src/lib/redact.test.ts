import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { demoPatient } from '../db/seed-data';
import { eventually } from '../test/eventually';
import { testConfig } from '../test/test-app';
import { getTestDatabase, resetDatabase } from '../test/test-database';
import { redactUrl } from './redact';

describe('no secret reaches the log', () => {
  let app: FastifyInstance;
  let logged = '';
  beforeAll(async () => {
    const database = await getTestDatabase();
    await resetDatabase(database, { demo: true });
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    app = await buildApp(testConfig({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }), {
      database,
      logStream,
    });
  });
  afterAll(() => app?.close());

  it('logs a password link mail without its link, and the link page without its token', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/verifyemail',
      payload: { email: demoPatient.email },
    });
    await eventually(() => logged.includes('mail written to the outbox'));
    await app.inject({ url: '/changepass?email=someone%40example.com&token=secret-token-value' });
    expect(logged).toContain('/changepass?email=[redacted]&token=[redacted]');
    expect(logged).not.toMatch(/token=(?!\[redacted\])/);
    expect(logged).not.toContain('secret-token-value');
    expect(logged).not.toContain('someone%40example.com');
  });

  it('redacts only the secret parameters', () => {
    expect(redactUrl('/changepass?email=a%40b.c&token=xyz&lang=en')).toBe(
      '/changepass?email=[redacted]&token=[redacted]&lang=en',
    );
    expect(redactUrl('/api/doctors')).toBe('/api/doctors');
  });

  it('logs a path nobody routes without the e-mail address in it', async () => {
    for (const url of ['/api/nope/someone@example.com', '/api/nope/someone%40example.com/x']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
    }
    expect(logged).toContain('/api/nope/[redacted]');
    expect(logged).toContain('/api/nope/[redacted]/x');
    expect(logged).not.toMatch(/someone(@|%40)example/);
    expect(redactUrl('/api/admin/clients?q=ana%40mail.example&page=2')).toBe(
      '/api/admin/clients?q=[redacted]&page=2',
    );
  });
});
