import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { DEMO_PASSWORD, demoPatient } from '../db/seed-data';
import { api } from '../test/api-helpers';
import { useTestApp } from '../test/test-app';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

const KB = 1024;
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside each other, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33), 32)).toBe(true);
    expect(nestsDeeperThan('{"a":{"a":{"a":1}}}', 2)).toBe(true);
    expect(nestsDeeperThan(`{"p":"${'['.repeat(100)}"}`, 1)).toBe(false);
    // An escaped quote does not end the string.
    expect(nestsDeeperThan(`{"p":"\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`[[1],[2],[3],[4]]`, 2)).toBe(false);
  });
});

describe('request bodies: a size that fits each route, and a nesting limit', () => {
  const ctx = useTestApp();
  const post = (url: string, payload: string, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
    });
  const tooLarge = { error: messages.http.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' };

  it('refuses a login larger than 4 KB with 413, before reading it', async () => {
    const body = JSON.stringify({ email: demoPatient.email, password: 'x'.repeat(5 * KB) });
    const res = await post('/api/login', body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject(tooLarge);
  });

  it('answers ten 800 KB nested bodies to /api/login with 413 each, and keeps serving', async () => {
    const bomb = nested(400 * KB);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/login', bomb)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(413));
    expect((await api(ctx.app).login()).token).toBeTruthy();
  });

  it('refuses JSON nested deeper than the limit with 400 and a clear message', async () => {
    const body = `{"email":${nested(MAX_JSON_DEPTH + 1)},"password":"x"}`;
    expect(body.length).toBeLessThan(4 * KB);
    const res = await post('/api/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: messages.http.tooDeeplyNested,
      message: messages.http.tooDeeplyNested,
      code: 'TOO_DEEPLY_NESTED',
    });
  });

  it('holds signed-in routes to 64 KB by default, and still takes every normal request', async () => {
    const { token, user } = await api(ctx.app).login();
    const big = JSON.stringify({ userId: user.id, name: 'x'.repeat(70 * KB) });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      payload: big,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject(tooLarge);
    // Brackets in a password are text, not nesting.
    const login = await post(
      '/api/login',
      JSON.stringify({ email: demoPatient.email, password: `${DEMO_PASSWORD}[[[[` }),
    );
    expect(login.statusCode).toBe(401);
    const withCharset = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ email: demoPatient.email, password: DEMO_PASSWORD }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(withCharset.statusCode).toBe(200);
    const renamed = await api(ctx.app).put(
      '/api/profile',
      { userId: user.id, name: 'Asha' },
      token,
    );
    expect(renamed.statusCode).toBe(200);
  });
});
