import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret someone sent (a signature, a bearer token) equals the one expected, in time
 * that does not depend on where they differ: a plain `===` lets a guesser learn it byte by byte.
 */
export function sameSecret(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
