import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-data';
import { checkedUploadKey, newUploadKey, uploadsTempDir, type UploadStore } from './uploads-store';

/** Uploads kept under `DATA_DIR/uploads/<folder>/<uuid>`; accepted files are moved there. */
export class LocalUploadStore implements UploadStore {
  private readonly root: string;
  private readonly tmp: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
    this.tmp = uploadsTempDir(dataDir);
  }

  async temporary(): Promise<{ path: string; stream: Writable }> {
    await fs.mkdir(this.tmp, { recursive: true, mode: PRIVATE_DIR_MODE });
    const file = path.join(this.tmp, randomUUID());
    return {
      path: file,
      stream: createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
    };
  }

  async keep(tempPath: string, folder: string): Promise<string> {
    const key = newUploadKey(folder);
    await fs.mkdir(path.join(this.root, folder), { recursive: true, mode: PRIVATE_DIR_MODE });
    await fs.rename(tempPath, this.pathOf(key));
    return key;
  }

  async keepBuffer(data: Buffer, folder: string): Promise<string> {
    const key = newUploadKey(folder);
    await fs.mkdir(path.join(this.root, folder), { recursive: true, mode: PRIVATE_DIR_MODE });
    await fs.writeFile(this.pathOf(key), data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    return key;
  }

  async open(key: string): Promise<Readable> {
    return createReadStream(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    return fs.access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async remove(paths: string[]): Promise<void> {
    await Promise.all(paths.map((p) => fs.rm(p, { force: true })));
  }

  async removeKeys(keys: string[]): Promise<void> {
    await this.remove(keys.map((key) => this.pathOf(key)));
  }

  private pathOf(key: string): string {
    return path.join(this.root, checkedUploadKey(key));
  }
}
