import { createHmac } from 'node:crypto';

/** HMAC-SHA256 of `data` under `secret`, as lower-case hex (how Razorpay signs). */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** One header's value: Node joins repeated headers into an array, which no signature is. */
export function singleHeader(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
