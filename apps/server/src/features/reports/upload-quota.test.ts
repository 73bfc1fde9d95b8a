import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { reportAttachments } from '../../db/schema';
import { makePerson } from '../../test/authorization-scene';
import { useTestApp } from '../../test/test-app';
import { postReport, sample, uploadedFiles, validFields } from '../../test/upload-kit';

const r = messages.reports;
const KB = 1024;
/** A PNG of 600 KB: two of them pass a 1 MB quota. */
const screenshot = () => ({ name: 'screen.png', data: sample.big(600 * KB) });

describe('report attachments: a day’s quota per account and per address', () => {
  const ctx = useTestApp({ env: { UPLOAD_QUOTA_MB_PER_DAY: '1' } });
  const stored = async () => (await ctx.app.ctx.db.select().from(reportAttachments)).length;

  it('refuses the upload that passes the quota, stores none of it, and takes files again a day later', async () => {
    const first = await makePerson(ctx.app, 'patient', 'First Account');
    const second = await makePerson(ctx.app, 'patient', 'Second Account');
    const home = '10.9.8.7';
    const post = (token: string, address: string, files = [screenshot()]) =>
      postReport(ctx.app, validFields, files, { token, address });
    const filesBefore = (await uploadedFiles(ctx.app)).length;

    expect((await post(first.token, home)).statusCode).toBe(201);
    // Another account from the same address: the address's day is what counts.
    const sameAddress = await post(second.token, home);
    expect(sameAddress.statusCode).toBe(413);
    expect(sameAddress.json()).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      error: r.uploadQuota(1),
    });
    // The same account from elsewhere: the account's day counts too.
    expect((await post(first.token, '10.1.1.1')).json()).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
    });
    expect(await stored()).toBe(1);
    expect((await uploadedFiles(ctx.app)).length).toBe(filesBefore + 1);
    // A report without files still goes through.
    expect((await post(second.token, home, [])).statusCode).toBe(201);

    ctx.clock.advance(24 * 3600_000 + 60_000);
    expect((await post(second.token, home)).statusCode).toBe(201);
    expect(await stored()).toBe(2);
  });
});

describe('report attachments: the total cap', () => {
  const ctx = useTestApp({ env: { UPLOAD_TOTAL_CAP_MB: '1' } });

  it('refuses new files past it, with its message', async () => {
    const post = () => postReport(ctx.app, validFields, [screenshot()]);
    expect((await post()).statusCode).toBe(201);
    const refused = await post();
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({ code: 'STORAGE_FULL', error: r.storageFull });
    // Full already: the next is refused before its body is read.
    expect((await post()).json()).toMatchObject({ code: 'STORAGE_FULL' });
    expect((await ctx.app.ctx.db.select().from(reportAttachments)).length).toBe(1);
  });
});

describe('report attachments: the free-space floor', () => {
  // More free space than any disk has: the floor is always reached.
  const ctx = useTestApp({ env: { UPLOAD_MIN_FREE_MB: String(1024 ** 3) } });

  it('refuses files when the disk is below it, and still takes a report without files', async () => {
    const refused = await postReport(ctx.app, validFields, [screenshot()]);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({ code: 'STORAGE_FULL', error: r.storageFull });
    expect((await postReport(ctx.app, validFields)).statusCode).toBe(201);
  });
});
