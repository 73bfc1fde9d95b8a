import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { parseS3Url, S3Client } from '../lib/s3-client';

/** s3rver's built-in account: it checks every request's V4 signature against this secret. */
const ACCESS_KEY = 'S3RVER';
const SECRET = 'S3RVER';
export const TEST_BUCKET = 'solace-test';

/**
 * A real S3-compatible server in this process (s3rver, storing in a temporary folder), with
 * one private bucket, path-style addressing and signature checks on.
 */
export async function startS3Server() {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'solace-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const url = `http://${ACCESS_KEY}:${SECRET}@127.0.0.1:${port}/${TEST_BUCKET}?region=us-east-1`;
  const client = new S3Client(parseS3Url(url));
  return {
    url,
    client,
    /** Every key in the bucket, sorted. */
    async keys(): Promise<string[]> {
      const res = await client.send({ method: 'GET', query: { 'list-type': '2' } });
      const xml = await res.text();
      if (res.status !== 200) throw new Error(`listing failed: ${res.status} ${xml}`);
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!).sort();
    },
    async object(key: string): Promise<Buffer> {
      const res = await client.send({ method: 'GET', key });
      if (res.status !== 200) throw new Error(`no object ${key}: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async clear() {
      for (const key of await this.keys()) await client.delete(key);
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** A loopback port nothing listens on: what an unreachable bucket looks like. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
