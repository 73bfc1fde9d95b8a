import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock';
import type { Invalidations } from './invalidation';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
/** Brotli at 5 compresses a large answer in about a millisecond, near 11's size for JSON. */
const BROTLI_QUALITY = 5;

/** What a loader gives: the serialized answer, and until when it stays true as time passes. */
interface FreshAnswer {
  body: string;
  /** When time alone changes the answer (a slot starts); never if omitted. */
  validUntil?: Date | undefined;
}

/** One serialized answer, with its tag and its compressed forms made once, on first need. */
export class CachedAnswer {
  readonly body: Buffer;
  readonly etag: string;
  readonly validUntil: number;
  private gzipped: Buffer | undefined;
  private brotli: Buffer | undefined;

  constructor(answer: FreshAnswer) {
    this.body = Buffer.from(answer.body);
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
    this.validUntil = answer.validUntil?.getTime() ?? Infinity;
  }

  encoded(encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'gzip') return (this.gzipped ??= gzipSync(this.body));
    return (this.brotli ??= brotliCompressSync(this.body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }));
  }
}

/**
 * Serialized answers kept in memory by key until a write changes them. `drop` comes from the
 * database's change announcements (see Invalidations), so it does not matter which feature (or
 * which instance) wrote. A load that was under way while something was dropped is answered but
 * not kept, since it may have read the old state.
 */
export class ReadCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  private epoch = 0;

  constructor(
    private readonly clock: Clock,
    private readonly invalidations: Invalidations,
  ) {}

  /** The kept answer for `key` while it is still true, without loading anything. */
  peek(key: string): CachedAnswer | undefined {
    const cached = this.entries.get(key);
    if (!cached || !this.invalidations.memoryTrusted) return undefined;
    return this.clock.now().getTime() < cached.validUntil ? cached : undefined;
  }

  async get(key: string, load: () => Promise<FreshAnswer>): Promise<CachedAnswer> {
    // Caches off (READ_CACHES=off): each read is its own load, shared with nobody.
    if (!this.invalidations.readCaches) return new CachedAnswer(await load());
    const cached = this.peek(key);
    if (cached) return cached;
    const under = this.loading.get(key);
    if (under) return under;
    const epoch = this.epoch;
    const loaded: Promise<CachedAnswer> = load()
      .then((answer) => {
        const entry = new CachedAnswer(answer);
        if (epoch === this.epoch && this.invalidations.memoryTrusted) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Drops the keys `matches` picks (every key without it). */
  drop(matches?: (key: string) => boolean): void {
    this.epoch++;
    // Loads under way may have read the old state: later callers wait for a new one.
    this.loading.clear();
    if (!matches) return this.entries.clear();
    for (const key of this.entries.keys()) if (matches(key)) this.entries.delete(key);
  }
}

/** The encodings the client accepts, best first: brotli, then gzip. */
function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** `Vary` naming the headers of both lists, each once. */
export function withVary(vary: string, more: string): string {
  const names = vary.split(',').map((name) => name.trim());
  const added = more.split(',').map((name) => name.trim());
  const known = new Set(names.map((name) => name.toLowerCase()));
  return [...names, ...added.filter((name) => !known.has(name.toLowerCase()))].join(', ');
}

/** A whole HTTP answer, for the framework's reply or for the front door's raw response. */
export interface PlainAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body?: Buffer;
}

/**
 * The answer to a request for a kept answer (JSON unless told): 304 when the client has it (`If-None-Match`),
 * else the body, compressed when large and accepted. Browsers revalidate each time (`no-cache`),
 * so a write shows at once.
 */
export function cachedAnswerFor(
  requestHeaders: IncomingHttpHeaders,
  answer: CachedAnswer,
  contentType = 'application/json; charset=utf-8',
): PlainAnswer {
  const headers: Record<string, string> = { etag: answer.etag, 'cache-control': 'no-cache' };
  const compressible = answer.body.length >= COMPRESS_FROM_BYTES;
  if (compressible) headers.vary = 'Accept-Encoding';
  if (matchesTag(requestHeaders['if-none-match'], answer.etag)) {
    return { statusCode: 304, headers };
  }
  headers['content-type'] = contentType;
  const encoding = compressible ? preferredEncoding(requestHeaders['accept-encoding']) : undefined;
  if (!encoding) return { statusCode: 200, headers, body: answer.body };
  headers['content-encoding'] = encoding;
  return { statusCode: 200, headers, body: answer.encoded(encoding) };
}

/** Sends a kept JSON answer through the framework (see cachedAnswerFor). */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const { statusCode, headers, body } = cachedAnswerFor(request.headers, answer);
  const vary = reply.getHeader('vary'); // CORS varies by Origin: keep it
  if (vary && headers.vary) headers.vary = withVary(String(vary), headers.vary);
  return reply.code(statusCode).headers(headers).send(body);
}
