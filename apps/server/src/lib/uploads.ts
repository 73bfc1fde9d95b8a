import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { S3Client } from './s3-client';
import { LocalUploadStore } from './uploads-local';
import { S3UploadStore } from './uploads-s3';
import type { UploadStore } from './uploads-store';

export type { UploadStore } from './uploads-store';

/** The store `S3_URL` asks for, else the local folder. */
export function createUploadStore(config: Config, log: FastifyBaseLogger): UploadStore {
  return config.s3
    ? new S3UploadStore(config.dataDir, new S3Client(config.s3), log)
    : new LocalUploadStore(config.dataDir);
}
