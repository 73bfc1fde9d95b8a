import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { testConfig, useTestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('answers ok when the database answers', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 JSON when the database is gone', async () => {
    const database = await openDatabase({});
    const app = await buildApp(testConfig(), { database });
    await database.close();
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    // A 5xx names its request, to match a complaint to its log line.
    expect(res.json()).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      requestId: expect.any(String),
    });
    await app.close();
  });
});
