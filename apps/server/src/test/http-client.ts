import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface HttpAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (still compressed when content-encoding says so). */
  rawPayload: Buffer;
  /** The bytes as text. */
  body: string;
  json(): unknown;
}

/**
 * Requests over a real connection, as browsers make them: unlike `inject`, these pass the
 * HTTP server's front door (speed/front-door.ts). The app listens on a free loopback port
 * the first time.
 */
export function overHttp(app: FastifyInstance) {
  const origin = async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  const request = async (
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ): Promise<HttpAnswer> => {
    const url = `${await origin()}${path}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        {
          method,
          headers: {
            ...headers,
            ...(payload !== undefined && { 'content-type': 'application/json' }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const rawPayload = Buffer.concat(chunks);
            const body = rawPayload.toString('utf8');
            resolve({
              statusCode: res.statusCode ?? 0,
              headers: res.headers,
              rawPayload,
              body,
              json: () => JSON.parse(body) as unknown,
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  };
  const bearer = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  return {
    get: (path: string, headers?: Record<string, string>) => request('GET', path, headers),
    post: (path: string, body: unknown, token?: string) =>
      request('POST', path, bearer(token), body),
    bearer,
  };
}
