import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * Where uploaded files live: `DATA_DIR/uploads` or, with `S3_URL`, a private bucket; never a
 * folder served as static files, always under random keys (never a name someone sent). New files
 * are first written to a temporary file on local disk while their limits and type are checked;
 * only accepted ones are kept under a key.
 */
export interface UploadStore {
  /** A fresh temporary file to stream into, and its path. */
  temporary(): Promise<{ path: string; stream: Writable }>;
  /** Keeps an accepted temporary file under a new random key in `folder`; returns the key. */
  keep(tempPath: string, folder: string): Promise<string>;
  /** Keeps a buffer (a resized photo) under a new random key in `folder`. */
  keepBuffer(data: Buffer, folder: string): Promise<string>;
  open(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes temporary files, ignoring those already gone. */
  remove(paths: string[]): Promise<void>;
  /** Removes kept files, ignoring those already gone. */
  removeKeys(keys: string[]): Promise<void>;
}

/** The temporary files' folder: local disk in both modes. */
export function uploadsTempDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'tmp');
}

export function newUploadKey(folder: string): string {
  return checkedUploadKey(`${folder}/${randomUUID()}`);
}

/** Keys are `folder/uuid`: anything else never reaches the disk or the bucket. */
export function checkedUploadKey(key: string): string {
  if (!/^[a-z]+\/[0-9a-f-]{36}$/.test(key)) throw new Error('invalid upload key');
  return key;
}
