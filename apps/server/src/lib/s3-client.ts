import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsV4Signer } from 'aws4fetch';

/** Where the bucket is and how to sign for it: what `S3_URL` says. */
export interface S3Location {
  /** `https://host:port`, with no path: buckets are addressed by path, not by host name. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An answer from the bucket other than the one asked for, or no answer at all. */
export class S3RequestError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or undefined when the server could not be reached. */
    readonly status?: number,
    /** S3's own error code (`NoSuchBucket`, `SignatureDoesNotMatch`...), when it sent one. */
    readonly s3Code?: string,
  ) {
    super(message);
    this.name = 'S3RequestError';
  }
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Reads `https://ACCESS_KEY:SECRET@host:port/bucket?region=us-east-1`. Throws an Error saying
 * what is wrong, never echoing the secret.
 */
export function parseS3Url(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('must be a URL like https://ACCESS_KEY:SECRET@host:port/bucket?region=…');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('must start with https:// or http://');
  }
  if (!url.username || !url.password) {
    throw new Error('must carry the access key and secret as https://ACCESS_KEY:SECRET@host/…');
  }
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!BUCKET_NAME.test(bucket)) {
    throw new Error('must name one bucket as its path (lower-case letters, digits, dots, dashes)');
  }
  const unknown = [...url.searchParams.keys()].filter((key) => key !== 'region');
  if (unknown.length > 0) throw new Error(`does not take ${unknown.join(', ')}; only region`);
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new Error('region must be like us-east-1 or auto');
  try {
    return {
      endpoint: url.origin,
      bucket,
      region,
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
    };
  } catch {
    throw new Error('has a badly percent-encoded access key or secret');
  }
}

/** The hash of an empty body, for requests that send none. */
const EMPTY_SHA256 = createHash('sha256').digest('hex');

interface S3Request {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  /** The object's key; empty for the bucket itself (a listing). */
  key?: string;
  query?: Record<string, string>;
  body?: Readable | Buffer;
  /** Required with a body: S3 takes no chunked uploads without it. */
  length?: number;
  /** The body's SHA-256 (hex), or UNSIGNED-PAYLOAD; defaults to the empty body's hash. */
  payloadHash?: string;
}

/**
 * A few S3 calls over `fetch`, signed with AWS Signature Version 4 by aws4fetch (path-style addressing, so
 * MinIO, Garage, R2 and Ceph work as well as AWS). Only what uploads need: put, get, head,
 * delete, and a raw `send` for anything else.
 */
export class S3Client {
  constructor(
    private readonly location: S3Location,
    /** How long to wait for an answer's headers; a body already flowing is not cut. */
    private readonly timeoutMs = 30_000,
  ) {}

  async put(key: string, body: Readable | Buffer, length: number, sha256: string): Promise<void> {
    const res = await this.send({ method: 'PUT', key, body, length, payloadHash: sha256 });
    await drained(await this.expect(res, [200]), undefined);
  }

  /** The object's bytes as a stream, or undefined when there is no such object. */
  async get(key: string): Promise<Readable | undefined> {
    const res = await this.send({ method: 'GET', key });
    if (res.status === 404) return drained(res, undefined);
    await this.expect(res, [200]);
    return Readable.fromWeb(res.body! as WebReadableStream<Uint8Array>);
  }

  async exists(key: string): Promise<boolean> {
    const res = await this.send({ method: 'HEAD', key });
    if (res.status === 404) return drained(res, false);
    return drained(await this.expect(res, [200]), true);
  }

  /** Deleting what is not there succeeds, as in S3 itself. */
  async delete(key: string): Promise<void> {
    const res = await this.send({ method: 'DELETE', key });
    await drained(await this.expect(res, [200, 204, 404]), undefined);
  }

  /** Signs and sends one request; the caller reads (or drains) the answer. */
  async send(request: S3Request): Promise<Response> {
    const { endpoint, bucket, region, accessKeyId, secretAccessKey } = this.location;
    const key = request.key ? `/${request.key.split('/').map(encodeRfc3986).join('/')}` : '';
    const query = new URLSearchParams(request.query ?? {}).toString();
    const url = `${endpoint}/${bucket}${key}${query ? `?${query}` : ''}`;
    // Signature Version 4 by aws4fetch: the body is streamed, so its hash is given, never read.
    // The date is the real time, not the app's clock (which tests move): the bucket checks
    // signatures against its own clock.
    const { headers } = await new AwsV4Signer({
      method: request.method,
      url,
      headers: { 'x-amz-content-sha256': request.payloadHash ?? EMPTY_SHA256 },
      service: 's3',
      region,
      accessKeyId,
      secretAccessKey,
    }).sign();
    if (request.body !== undefined) headers.set('content-length', String(request.length));

    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new S3RequestError('the bucket did not answer in time')),
      this.timeoutMs,
    );
    try {
      return await fetch(url, {
        method: request.method,
        headers,
        signal: abort.signal,
        ...(request.body !== undefined && {
          body: request.body instanceof Readable ? Readable.toWeb(request.body) : request.body,
          duplex: 'half',
        }),
      } as RequestInit);
    } catch (err) {
      if (err instanceof S3RequestError) throw err;
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      throw new S3RequestError(`the bucket could not be reached${cause ? ` (${cause})` : ''}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The answer when its status is one of `statuses`; else an S3RequestError saying why. */
  private async expect(res: Response, statuses: number[]): Promise<Response> {
    if (statuses.includes(res.status)) return res;
    const text = await res.text().catch(() => '');
    const s3Code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    throw new S3RequestError(
      `the bucket answered ${res.status}${s3Code ? ` ${s3Code}` : ''}`,
      res.status,
      s3Code,
    );
  }
}

/** S3's URI encoding: everything but unreserved characters, `/` handled by the caller. */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Lets the connection be reused: an unread body would hold it. */
async function drained<T>(res: Response, value: T): Promise<T> {
  await res.body?.cancel().catch(() => {});
  return value;
}
