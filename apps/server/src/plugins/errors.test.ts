import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

describe('error answers', () => {
  const ctx = useTestApp();

  it('answers malformed JSON with a 400 and no internals', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as Record<string, unknown>;
    expect(body.error).toBe(body.message);
    expect(typeof body.code).toBe('string');
    expect(res.body).not.toMatch(/at .*\.ts|stack|SyntaxError/);
  });

  it('names the field and the problem on a validation failure', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Invalid email format.',
      message: 'Invalid email format.',
      code: 'VALIDATION_FAILED',
      fields: { email: 'Invalid email format.' },
    });
  });

  it('rejects a body over the size limit with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'The request is too large.' });
  });

  it.each([
    [{ email: 42, password: 'x' }],
    [{ email: ['a@b.example'], password: 'x' }],
    [{ email: 'a@b.example', password: { $ne: '' } }],
    ['just a string'],
    [null],
  ])('answers a login body of the wrong types %j with 400', async (body) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String) });
  });
});
