import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` under `secret`, as lower-case hex (how Razorpay signs). */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Whether a signature someone sent equals the one we computed, in time that does not depend on
 * where they differ (a plain `===` lets a forger learn the signature byte by byte).
 */
export function signaturesMatch(expectedHex: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** One header's value: Node joins repeated headers into an array, which no signature is. */
export function singleHeader(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
