import { describe, expect, it } from 'vitest';
import { baseUrlOf } from '../test/sockets';
import { useTestApp } from '../test/test-app';

const WEB_ORIGIN = 'https://app.solace.example';

describe('security headers', () => {
  const ctx = useTestApp({ env: { CORS_ORIGINS: WEB_ORIGIN } });

  it('lets the page reach its own origin only, sockets included, and never be framed', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/connect-src[^;]*(ws:|wss:)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it.each(['PUT', 'PATCH', 'DELETE'])(
    'answers a %s preflight from an allowed origin',
    async (method) => {
      const res = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/profile',
        headers: {
          origin: WEB_ORIGIN,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
      expect(String(res.headers['access-control-allow-methods'])).toContain(method);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
    },
  );

  it('gives no CORS answer to an origin it does not know', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/profile',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('puts them on socket.io’s own answers too: a refused long-polling handshake and other errors', async () => {
    const base = await baseUrlOf(ctx.app);
    const api = await fetch(`${base}/api/health`);
    const answers = [
      await fetch(`${base}/socket.io/?EIO=4&transport=polling`),
      await fetch(`${base}/socket.io/?EIO=4&transport=nonsense`),
      await fetch(`${base}/socket.io/?EIO=4&transport=polling&sid=unknown`),
    ];
    // Websocket only (SOCKET_TRANSPORTS): socket.io itself refuses a polling handshake.
    expect(answers.map((res) => res.status)).toEqual([400, 400, 400]);
    for (const res of answers) {
      await res.arrayBuffer();
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'strict-transport-security',
        'referrer-policy',
        'cross-origin-opener-policy',
      ]) {
        expect(res.headers.get(name), name).toBe(api.headers.get(name));
        expect(res.headers.get(name), name).not.toBeNull();
      }
    }
  });
});
