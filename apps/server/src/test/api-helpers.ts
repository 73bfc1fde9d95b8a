import type { FastifyInstance, InjectOptions } from 'fastify';
import { loginResponseSchema, type LoginResponse } from '@solace/shared';
import { DEMO_PASSWORD, demoPatient } from '../db/seed-data';

/**
 * Small helpers so tests read like the calls a client makes; `headers` go with every call (a
 * page's `Accept-Language`).
 */
export function api(app: FastifyInstance, headers: Record<string, string> = {}) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown, token?: string) =>
    app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    });
  return {
    get: (url: string, token?: string) => call('GET', url, undefined, token),
    post: (url: string, payload?: unknown, token?: string) =>
      call('POST', url, payload ?? {}, token),
    put: (url: string, payload?: unknown, token?: string) => call('PUT', url, payload ?? {}, token),
    patch: (url: string, payload?: unknown, token?: string) =>
      call('PATCH', url, payload ?? {}, token),
    delete: (url: string, payload?: unknown, token?: string) =>
      call('DELETE', url, payload ?? {}, token),
    async login(
      email = demoPatient.email,
      password = DEMO_PASSWORD,
      path = '/api/login',
    ): Promise<LoginResponse> {
      const res = await call('POST', path, { email, password });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return loginResponseSchema.parse(res.json());
    },
  };
}
