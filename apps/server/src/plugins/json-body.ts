import type { FastifyInstance } from 'fastify';
import { messages } from '@solace/shared';
import { AppError } from '../lib/app-error';

const KB = 1024;

/**
 * How large a body each kind of route takes, so nobody can make the server read and parse a
 * megabyte before signing in. Most bodies are a few hundred bytes; the limits leave room for
 * every field at its longest, written with JSON escapes. Multipart uploads (reports, photos)
 * are not read by these parsers: @fastify/multipart counts their bytes against their own limits.
 */
export const BODY_LIMITS = {
  /** Every route not listed below: the longest text field (5,000 characters) fits. */
  default: 64 * KB,
  /** Login and password-link requests: an e-mail, a password and a time zone. */
  signIn: 4 * KB,
  /** Sign-up and password changes: a few short fields more. */
  account: 16 * KB,
  /** Adding up to 500 slots at once (about 90 bytes each). */
  slots: 256 * KB,
  /** A session note: four sections of 20,000 characters, some of them written as escapes. */
  sessionNote: 512 * KB,
} as const;

/** Deeper than any request of the API (two or three levels); a parser's recursion stays small. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text opens more than `max` arrays or objects inside each other. One pass over
 * the characters, skipping strings, before anything is parsed: `[[[[…` is refused at its 33rd
 * bracket however long it is.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Fastify's JSON parser (with its prototype-poisoning checks), behind a nesting-depth check. The
 * body is read as text within the route's `bodyLimit` (413 past it) before either runs.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new AppError(400, 'TOO_DEEPLY_NESTED', messages.http.tooDeeplyNested) as Error,
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
