/**
 * The settings that name network addresses (TRUST_PROXY, METRICS_ALLOW), parsed: each answers
 * the setting, or a message saying what is wrong, for config.ts to report.
 */
import { isIP } from 'node:net';

/** An IPv4 or IPv6 address, optionally with a /prefix (what proxy-addr, Fastify's parser, takes). */
function isProxyAddress(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const bits = isIP(address) === 4 ? 32 : 128;
  return (
    isIP(address) !== 0 &&
    rest.length === 0 &&
    (prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits))
  );
}

/**
 * `TRUST_PROXY`: how many proxies stand in front (a hop count), or their addresses. `true`
 * (trust every hop) is refused: the client writes the left-most X-Forwarded-For entry, so it
 * would let anyone pick their address and escape or weaponise the per-address limits.
 * Answers the setting, or a message saying what is wrong.
 */
export function parseTrustProxy(value: string): false | number | string[] | string {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') {
    return 'true trusts any X-Forwarded-For a client writes; give the number of proxies in front (1 for one nginx) or their addresses (127.0.0.1)';
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? hops : 'a hop count must be 0 to 10';
  }
  const addresses = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = addresses.find((a) => !isProxyAddress(a));
  if (addresses.length === 0 || bad !== undefined) {
    return 'must be a hop count (1) or comma-separated proxy addresses or CIDRs (127.0.0.1,10.0.0.0/8)';
  }
  return addresses;
}

/** `METRICS_ALLOW`: addresses or CIDRs that may read /metrics; `none` leaves only the token. */
export function parseMetricsAllow(value: string): string[] | string {
  if (value.trim().toLowerCase() === 'none') return [];
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = addresses.find((a) => !isProxyAddress(a));
  return bad === undefined && addresses.length > 0
    ? addresses
    : 'must be comma-separated addresses or CIDRs (127.0.0.1,10.0.0.0/8), or none';
}
