import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { sameSecret } from '../../lib/same-secret';

/** `::ffff:10.0.0.5` (an IPv4 client on a dual-stack socket) is the IPv4 address it carries. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * Who may read /metrics: a client whose address (Fastify's `request.ip`, so TRUST_PROXY decides
 * what counts) is in METRICS_ALLOW, or one that sends `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function metricsReaders({ allow, token }: Config['metrics']) {
  const allowed = new BlockList();
  for (const entry of allow) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) allowed.addAddress(plainAddress(address), type);
    else allowed.addSubnet(address, Number(prefix), type);
  }
  const hasToken = (header: string | undefined) =>
    token !== undefined && sameSecret(`Bearer ${token}`, header);
  return (request: FastifyRequest): boolean => {
    if (hasToken(request.headers.authorization)) return true;
    const address = plainAddress(request.ip);
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    return isIP(address) !== 0 && allowed.check(address, type);
  };
}
