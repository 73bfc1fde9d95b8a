import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionMessages, plansResponseSchema, successResponseSchema } from '@solace/shared';
import { api, ApiRequestError, UnexpectedResponseError } from './api-client';
import { shouldRetry } from './query-client';
import { cutOffBody } from '../test/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('sends JSON with credentials and the stored bearer token', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = answer(200, { success: true });
    await expect(api.post('/logout', successResponseSchema, { reason: 'done' })).resolves.toEqual({
      success: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/logout');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"reason":"done"}');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = answer(200, []);
    await api.get('/plans', plansResponseSchema);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('carries the status and the server text (error, else message)', async () => {
    answer(409, { error: 'Slot taken', message: 'other', code: 'CONFLICT' });
    const taken = await failure(api.get('/x', successResponseSchema));
    expect([taken.status, taken.message, taken.code]).toEqual([409, 'Slot taken', 'CONFLICT']);

    answer(400, { message: 'Only message', code: 'BAD', fields: { email: 'Invalid' } });
    const bad = await failure(api.get('/x', successResponseSchema));
    expect([bad.message, bad.fields]).toEqual(['Only message', { email: 'Invalid' }]);

    answer(502, '<html>Bad gateway</html>');
    const gateway = await failure(api.get('/x', successResponseSchema));
    expect([gateway.status, gateway.message]).toEqual([502, connectionMessages.internal]);

    // The proxy's own limit on one address (nginx's page): asked to wait, in the page's words.
    answer(429, '<html><head><title>429 Too Many Requests</title></head></html>');
    const flooded = await failure(api.get('/x', successResponseSchema));
    expect([flooded.status, flooded.message]).toEqual([429, connectionMessages.tooManyRequests]);
    // The server's own 429 keeps its own words (a login limit, say).
    answer(429, { error: 'Too many login attempts. Please try again later.' });
    const logins = await failure(api.get('/x', successResponseSchema));
    expect(logins.message).toBe('Too many login attempts. Please try again later.');
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect((await failure(api.get('/x', successResponseSchema))).status).toBe(0);
  });

  it('reports an answer cut off mid-body (the page being left) as status 0, not as an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(cutOffBody(), { status: 200 })),
    );
    const error = await failure(api.get('/check-login', successResponseSchema));
    expect(error).not.toBeInstanceOf(UnexpectedResponseError);
    expect([error.status, error.message]).toEqual([0, connectionMessages.networkFailed]);
  });

  it('returns what the schema describes, nothing more', async () => {
    answer(200, { success: true, debug: 'internal detail' });
    await expect(api.get('/x', successResponseSchema)).resolves.toEqual({ success: true });
  });

  it('fails an answer that breaks the contract, never passing it on', async () => {
    answer(200, { success: 'yes' });
    const broken = await failure(api.get('/x', successResponseSchema));
    expect(broken).toBeInstanceOf(UnexpectedResponseError);
    expect([broken.status, broken.message, broken.code]).toEqual([
      200,
      connectionMessages.internal,
      undefined,
    ]);
    // The schema's complaint stays on the error for whoever debugs it.
    expect(broken.cause).toBeTruthy();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const empty = await failure(api.get('/x', successResponseSchema));
    expect([empty.status, empty.message]).toEqual([204, connectionMessages.internal]);
  });

  it('retries a failed query once, but never a 4xx', () => {
    expect(shouldRetry(0, new ApiRequestError(500, 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiRequestError(0, 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiRequestError(500, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(404, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(429, 'x'))).toBe(false);
  });
});
