import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, TEST_BUCKET } from '../test/s3-server';
import { parseS3Url, S3Client, S3RequestError } from './s3-client';

describe('parseS3Url', () => {
  it('reads the endpoint, bucket, region and percent-encoded credentials', () => {
    expect(
      parseS3Url('https://AKIA1:se%2Fcr%2Bet@s3.example.com:9000/my.bucket-1?region=eu-west-3'),
    ).toEqual({
      endpoint: 'https://s3.example.com:9000',
      bucket: 'my.bucket-1',
      region: 'eu-west-3',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'se/cr+et',
    });
    expect(parseS3Url('http://k:s@127.0.0.1:9000/uploads/').region).toBe('us-east-1');
  });

  it.each([
    ['not a url', /must be a URL/],
    ['ftp://k:s@host/bucket', /https:\/\/ or http:\/\//],
    ['https://host/bucket', /access key and secret/],
    ['https://k:s@host', /one bucket/],
    ['https://k:s@host/Upper_Case', /one bucket/],
    ['https://k:s@host/a/b', /one bucket/],
    ['https://k:s@host/bucket?region=us-east-1&acl=public-read', /only region/],
    ['https://k:s@host/bucket?region=US%20East', /region/],
  ])('refuses %s, never echoing the secret', (url, problem) => {
    expect(() => parseS3Url(url)).toThrow(problem);
    expect(() => parseS3Url(url)).not.toThrow(/:s@/);
  });
});

describe('S3Client against s3rver', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  it('is refused with a wrong secret: the server checks every V4 signature', async () => {
    const wrong = new S3Client({ ...parseS3Url(s3.url), secretAccessKey: 'not-the-secret' });
    const error = await wrong.exists('reports/x').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(S3RequestError);
    expect(error).toMatchObject({ status: 403 });
    const put = await wrong
      .put('reports/x', Buffer.from('x'), 1, 'UNSIGNED-PAYLOAD')
      .catch((err: unknown) => err);
    expect(put).toMatchObject({ status: 403, s3Code: 'SignatureDoesNotMatch' });
    expect(await s3.keys()).toEqual([]);
  });

  it('names a missing bucket', async () => {
    const other = new S3Client({ ...parseS3Url(s3.url), bucket: `${TEST_BUCKET}-nope` });
    const error = await other
      .put('reports/z', Buffer.from('z'), 1, 'UNSIGNED-PAYLOAD')
      .catch((e) => e);
    expect(error).toMatchObject({ status: 404, s3Code: 'NoSuchBucket' });
  });
});

describe('S3Client when the bucket hangs', () => {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => sockets.push(socket));
  beforeAll(() => new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve)));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up after its timeout', async () => {
    const { port } = silent.address() as net.AddressInfo;
    const client = new S3Client(parseS3Url(`http://k:s@127.0.0.1:${port}/bucket`), 200);
    const error = await client.exists('reports/x').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(S3RequestError);
    expect((error as Error).message).toMatch(/did not answer in time/);
  });
});
