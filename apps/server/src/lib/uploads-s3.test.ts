import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminReportsResponseSchema, adminTherapistSchema, messages } from '@solace/shared';
import { problemReports, reportAttachments } from '../db/schema';
import { fileReport, signedInAdmin } from '../features/admin/admin-test-kit';
import { makePerson } from '../test/authorization-scene';
import { closedPort, startS3Server } from '../test/s3-server';
import { useTestApp } from '../test/test-app';
import { multipartBody, postReport, sample, uploadedFiles, validFields } from '../test/upload-kit';

const KEY = /^(reports|photos)\/[0-9a-f-]{36}$/;

/** An app whose uploads go to a bucket, on a data folder of its own (to see what lands there). */
function useS3App(bucketUrl: () => Promise<string>) {
  const dataDir = path.join(os.tmpdir(), `solace-s3-tests-${process.pid}`);
  const env: Record<string, string> = { DATA_DIR: dataDir };
  beforeAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    env.S3_URL = await bucketUrl();
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
  // Registered after the hook above, so the app is built with S3_URL set.
  return useTestApp({ smtp: true, env });
}

async function putPhoto(app: ReturnType<typeof useS3App>['app'], token: string, id: string) {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
  const body = multipartBody({}, [{ name: 'me.png', data: png }], 'photo');
  return app.inject({
    method: 'PUT',
    url: `/api/admin/therapists/${id}/photo`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

describe('uploads in an S3-compatible bucket (S3_URL)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  const ctx = useS3App(async () => {
    s3 = await startS3Server();
    return s3.url;
  });
  beforeEach(() => s3.clear());
  afterAll(() => s3?.close());

  it('puts both attachments of a report in the bucket under random keys, and nothing on local disk', async () => {
    const png = sample.png();
    const pdf = sample.pdf();
    const res = await postReport(ctx.app, validFields, [
      { name: 'screen.png', data: png },
      { name: 'details.pdf', data: pdf },
    ]);
    expect(res.statusCode, res.body).toBe(201);

    const rows = await ctx.app.ctx.db.select().from(reportAttachments);
    const keys = await s3.keys();
    expect(keys).toHaveLength(2);
    expect(keys).toEqual(rows.map((row) => row.storageKey).sort());
    for (const key of keys) expect(key).toMatch(KEY);
    const byName = Object.fromEntries(rows.map((row) => [row.originalName, row.storageKey]));
    expect(await s3.object(byName['screen.png']!)).toEqual(png);
    expect(await s3.object(byName['details.pdf']!)).toEqual(pdf);
    // The temporary files went to local disk while checked, and are gone.
    expect(await uploadedFiles(ctx.app)).toEqual([]);
  });

  it('streams an attachment back from the bucket byte for byte, with the download headers', async () => {
    const { call } = await signedInAdmin(ctx.app);
    await fileReport(ctx.app, 'visitor@example.com');
    const [report] = adminReportsResponseSchema.parse(
      (await call('GET', '/api/admin/reports')).json(),
    );
    const pdf = report!.attachments.find((f) => f.contentType === 'application/pdf')!;
    const [row] = (await ctx.app.ctx.db.select().from(reportAttachments)).filter(
      (r) => r.id === pdf.id,
    );
    const url = `/api/admin/reports/${report!.id}/attachments/${pdf.id}`;
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(await s3.object(row!.storageKey));
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(row!.sizeBytes),
      'content-disposition': `attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(res.headers['content-security-policy']).toContain('sandbox');

    // Gone from the bucket: the same 404 as an attachment that never was.
    await s3.client.delete(row!.storageKey);
    const gone = await call('GET', url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'ATTACHMENT_NOT_FOUND' });
  });

  it('puts nothing in the bucket when an upload is refused', async () => {
    const res = await postReport(ctx.app, validFields, [
      { name: 'fine.png', data: sample.png() },
      { name: 'page.png', data: sample.html() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ATTACHMENT_REFUSED' });
    const missingField = await postReport(ctx.app, { ...validFields, description: '' }, [
      { name: 'fine.png', data: sample.png() },
    ]);
    expect(missingField.statusCode).toBe(400);
    expect(await s3.keys()).toEqual([]);
    expect(await ctx.app.ctx.db.select().from(problemReports)).toEqual([]);
    expect(await uploadedFiles(ctx.app)).toEqual([]);
  });

  it('keeps a therapist photo in the bucket, serves it, and deletes the one it replaces', async () => {
    const { admin } = await signedInAdmin(ctx.app);
    const doctor = await makePerson(ctx.app, 'doctor', 'Bucket Doctor');
    const first = await putPhoto(ctx.app, admin.token, doctor.id);
    expect(first.statusCode, first.body).toBe(200);
    const image = adminTherapistSchema.parse(first.json()).image!;
    const id = image.split('/').pop()!;
    expect(await s3.keys()).toEqual([`photos/${id}`]);

    const photo = await ctx.app.inject({ url: image });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.rawPayload).toEqual(await s3.object(`photos/${id}`));
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('webp');

    const second = await putPhoto(ctx.app, admin.token, doctor.id);
    const next = adminTherapistSchema.parse(second.json()).image!;
    expect(await s3.keys()).toEqual([`photos/${next.split('/').pop()}`]);
    expect((await ctx.app.inject({ url: image })).statusCode).toBe(404);
    expect(await uploadedFiles(ctx.app)).toEqual([]);
  });
});

describe('uploads when the bucket cannot be reached', () => {
  const ctx = useS3App(
    async () => `http://key:secret@127.0.0.1:${await closedPort()}/solace-down?region=us-east-1`,
  );

  it('answers 503 saying to try later, logs why, and keeps nothing', async () => {
    const logged = vi.spyOn(ctx.app.ctx.log, 'error');
    const res = await postReport(ctx.app, validFields, [
      { name: 'screen.png', data: sample.png() },
    ]);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: messages.http.storageUnavailable,
      message: messages.http.storageUnavailable,
      code: 'STORAGE_UNAVAILABLE',
      // Support matches a complaint to its log line by it (decision 0026).
      requestId: expect.any(String) as unknown,
    });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'put', key: expect.stringMatching(KEY) }),
      'the file store (S3) failed',
    );
    expect(JSON.stringify(logged.mock.calls)).not.toContain('secret');
    logged.mockRestore();
    expect(await ctx.app.ctx.db.select().from(problemReports)).toEqual([]);
    expect(await uploadedFiles(ctx.app)).toEqual([]);

    // A report without files needs no bucket.
    const plain = await postReport(ctx.app, validFields);
    expect(plain.statusCode, plain.body).toBe(201);
  });

  it('answers 503 for a therapist photo, stored or served', async () => {
    const { admin } = await signedInAdmin(ctx.app);
    const doctor = await makePerson(ctx.app, 'doctor', 'Offline Doctor');
    const put = await putPhoto(ctx.app, admin.token, doctor.id);
    expect(put.statusCode).toBe(503);
    expect(put.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    const get = await ctx.app.inject({ url: `/api/therapist-photos/${crypto.randomUUID()}` });
    expect(get.statusCode).toBe(503);
    expect(get.json()).toMatchObject({ message: messages.http.storageUnavailable });
    expect(await uploadedFiles(ctx.app)).toEqual([]);
  });
});
