import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '@solace/shared';
import { AppError } from './app-error';
import { S3RequestError, type S3Client } from './s3-client';
import { LocalUploadStore } from './uploads-local';
import { checkedUploadKey, newUploadKey, type UploadStore } from './uploads-store';

/**
 * Uploads kept as private objects in an S3-compatible bucket under the same `folder/uuid` keys.
 * Temporary files still go to local disk while they are checked, then are streamed up (never
 * read whole into memory) and removed. Any failure of the bucket is logged and answered 503.
 */
export class S3UploadStore implements UploadStore {
  /** Temporary files only: nothing is kept on local disk in this mode. */
  private readonly temp: LocalUploadStore;

  constructor(
    dataDir: string,
    private readonly client: S3Client,
    private readonly log: FastifyBaseLogger,
  ) {
    this.temp = new LocalUploadStore(dataDir);
  }

  temporary(): Promise<{ path: string; stream: Writable }> {
    return this.temp.temporary();
  }

  remove(paths: string[]): Promise<void> {
    return this.temp.remove(paths);
  }

  async keep(tempPath: string, folder: string): Promise<string> {
    const key = newUploadKey(folder);
    const { size } = await fs.stat(tempPath);
    // The signed hash lets the bucket refuse a body damaged on the way; it costs one more read.
    const hash = createHash('sha256');
    await pipeline(createReadStream(tempPath), hash);
    const sha256 = hash.digest('hex');
    await this.guard('put', key, () =>
      this.client.put(key, createReadStream(tempPath), size, sha256),
    );
    await this.temp.remove([tempPath]);
    return key;
  }

  async keepBuffer(data: Buffer, folder: string): Promise<string> {
    const key = newUploadKey(folder);
    const sha256 = createHash('sha256').update(data).digest('hex');
    await this.guard('put', key, () => this.client.put(key, data, data.length, sha256));
    return key;
  }

  async open(key: string): Promise<Readable> {
    checkedUploadKey(key);
    const body = await this.guard('get', key, () => this.client.get(key));
    // Looked for with `exists` just before: gone since, like a file removed under a reader.
    if (!body) throw Object.assign(new Error(`upload ${key} vanished`), { code: 'ENOENT' });
    return body;
  }

  async exists(key: string): Promise<boolean> {
    checkedUploadKey(key);
    return this.guard('head', key, () => this.client.exists(key));
  }

  async removeKeys(keys: string[]): Promise<void> {
    keys.forEach(checkedUploadKey);
    await Promise.all(keys.map((key) => this.guard('delete', key, () => this.client.delete(key))));
  }

  /** The bucket's failures are logged with what was asked (never the credentials) and become a
   * 503 that tells the person to try later, not a 500 with a stack trace. */
  private async guard<T>(operation: string, key: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof S3RequestError)) throw err;
      this.log.error(
        { operation, key, status: err.status, s3Code: err.s3Code, reason: err.message },
        'the file store (S3) failed',
      );
      throw new AppError(503, 'STORAGE_UNAVAILABLE', messages.http.storageUnavailable);
    }
  }
}
