import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { problemReports, reportAttachments, notifications } from '../../db/schema';
import { makePerson } from '../../test/authorization-scene';
import { useTestApp } from '../../test/test-app';
import { postReport, sample, uploadedFiles, validFields } from '../../test/upload-kit';

const r = messages.reports;
const MB = 1024 * 1024;

describe('POST /api/report-problem', () => {
  const ctx = useTestApp({ smtp: true });

  async function storedReports() {
    return ctx.app.ctx.db.select().from(problemReports);
  }

  it('takes a visitor’s report with every file, stores them under random names, acknowledges by e-mail and tells the admins', async () => {
    const admin = await makePerson(ctx.app, 'admin', 'Admin');
    const before = await uploadedFiles(ctx.app);
    const res = await postReport(ctx.app, validFields, [
      { name: 'screen one.png', data: sample.png(), type: 'image/png' },
      { name: 'details.pdf', data: sample.pdf(), type: 'application/pdf' },
      { name: 'steps.txt', data: sample.text(), type: 'text/plain' },
      { name: 'recording.webm', data: sample.webm(), type: 'video/webm' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ success: boolean; message: string; reference: string }>();
    expect(body.reference).toMatch(/^SR-\d+$/);
    expect(body.message).toBe(r.received(body.reference));

    const [report] = await storedReports();
    expect(report).toMatchObject({
      problemType: 'Bug',
      description: validFields.description,
      email: validFields.email,
      priority: 'High',
      additionalInfo: validFields.additionalInfo,
      status: 'new',
      reporterId: null,
    });
    const files = await ctx.app.ctx.db
      .select()
      .from(reportAttachments)
      .where(eq(reportAttachments.reportId, report!.id));
    expect(files.map((f) => [f.originalName, f.contentType]).sort()).toEqual([
      ['details.pdf', 'application/pdf'],
      ['recording.webm', 'video/webm'],
      ['screen one.png', 'image/png'],
      ['steps.txt', 'text/plain'],
    ]);
    const added = (await uploadedFiles(ctx.app)).filter((f) => !before.includes(f));
    expect(added).toHaveLength(4);
    for (const file of added) expect(file).toMatch(/^reports\/[0-9a-f-]{36}$/);

    const mail = await ctx.smtp.nextMailTo(validFields.email);
    expect(mail.decoded).toContain(body.reference);
    const [notice] = await ctx.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.id));
    expect(notice?.title).toBe(r.notice.newTitle);
    expect(notice?.message).toContain(body.reference);
  });

  it('keeps who reported when signed in, and defaults the priority to Medium', async () => {
    const patient = await makePerson(ctx.app, 'patient', 'Reporter');
    const { priority: _, ...fields } = validFields;
    const res = await postReport(ctx.app, { ...fields, problemType: 'OtherIssue' }, [], {
      token: patient.token,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [report] = await storedReports();
    expect(report).toMatchObject({
      reporterId: patient.id,
      priority: 'Medium',
      problemType: 'OtherIssue',
    });
  });

  it.each([
    ['problemType', { problemType: '' }],
    ['description', { description: '   ' }],
    ['email', { email: '' }],
  ])('refuses a report without %s in the spec’s words', async (field, change) => {
    const res = await postReport(ctx.app, { ...validFields, ...change }, [
      { name: 'a.png', data: sample.png() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: r.requiredFields,
      fields: { [field]: r.requiredFields },
    });
    expect(await storedReports()).toEqual([]);
  });

  it.each([
    ['an unknown problem type', { problemType: 'Complaint' }, 'problemType'],
    ['an unknown priority', { priority: 'Urgent' }, 'priority'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['a too long description', { description: 'x'.repeat(5001) }, 'description'],
    ['control characters', { additionalInfo: 'a\u0000b' }, 'additionalInfo'],
  ])('refuses %s with a 400 naming the field', async (_, change, field) => {
    const before = await uploadedFiles(ctx.app);
    const res = await postReport(ctx.app, { ...validFields, ...change }, [
      { name: 'a.png', data: sample.png() },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual([field]);
    expect(await storedReports()).toEqual([]);
    expect(await uploadedFiles(ctx.app)).toEqual(before);
  });

  describe('limits, checked while streaming; nothing is kept on a refusal', () => {
    async function refused(
      files: Parameters<typeof postReport>[2],
      message: string,
    ): Promise<void> {
      const before = await uploadedFiles(ctx.app);
      const res = await postReport(ctx.app, validFields, files);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'ATTACHMENT_REFUSED',
        message,
        fields: { attachment: message },
      });
      expect(await storedReports()).toEqual([]);
      expect(await uploadedFiles(ctx.app)).toEqual(before);
    }

    it('refuses a sixth file', async () => {
      const six = Array.from({ length: 6 }, (_, i) => ({ name: `s${i}.png`, data: sample.png() }));
      await refused(six, r.tooManyFiles);
    });

    it('refuses an 11 MB file, naming it', async () => {
      await refused(
        [
          { name: 'fine.png', data: sample.png() },
          { name: 'huge.png', data: sample.big(11 * MB) },
        ],
        r.fileTooLarge('huge.png'),
      );
    });

    it('refuses 26 MB in all', async () => {
      const nine = () => sample.big(9 * MB - 1000);
      await refused(
        [
          { name: 'a.png', data: nine() },
          { name: 'b.png', data: nine() },
          { name: 'c.png', data: nine() },
        ],
        r.totalTooLarge,
      );
    });

    it('takes 5 files and 25 MB in all, the most allowed', async () => {
      const five = Array.from({ length: 5 }, (_, i) => ({
        name: `f${i}.png`,
        data: sample.big(5 * MB - 2048),
      }));
      const res = await postReport(ctx.app, validFields, five);
      expect(res.statusCode, res.body).toBe(201);
    });

    it.each([
      ['a .png that is really HTML', 'shot.png', sample.html()],
      ['HTML named as text', 'page.txt', sample.html()],
      ['an executable named .png', 'shot.png', sample.exe()],
      ['an executable', 'setup.exe', sample.exe()],
      ['a PDF named .png', 'shot.png', sample.pdf()],
      ['text that is not UTF-8', 'notes.txt', Buffer.from([0x48, 0xff, 0xfe, 0x49])],
      ['an empty file', 'empty.png', Buffer.alloc(0)],
      ['markup named .svg', 'logo.svg', Buffer.from('<svg onload="alert(1)"></svg>')],
      ['a HEIC photo named .mp4', 'clip.mp4', sample.heic()],
      ['an AVIF image', 'shot.avif', sample.avif()],
      ['a 3GP video', 'clip.3gp', sample.threeGp()],
    ])('refuses %s, naming the file', async (_, name, data) => {
      await refused(
        [
          { name: 'fine.png', data: sample.png() },
          { name, data, type: 'image/png' },
        ],
        r.fileRefused(name),
      );
    });
  });

  it('never uses the uploaded name on disk, and keeps only its last part, cleaned', async () => {
    const name = '..\\..\\Windows/../<img src=x onerror=alert(1)>\u0007.png';
    const res = await postReport(ctx.app, validFields, [{ name, data: sample.png() }]);
    expect(res.statusCode, res.body).toBe(201);
    const [file] = await ctx.app.ctx.db.select().from(reportAttachments);
    expect(file?.originalName).toBe('img src=x onerror=alert(1).png');
    expect(file?.storageKey).toMatch(/^reports\/[0-9a-f-]{36}$/);
  });

  it('stores text under a runnable name as .txt, and strips bidi and control characters', async () => {
    const files = [
      'run.html',
      'logo.svg',
      'payload.js',
      'setup.hta',
      'start.bat',
      'invoice\u202efdp.exe',
      '\u2067notes\u2069\u200b.log',
    ].map((name) => ({ name, data: sample.text(), type: 'text/html' }));
    for (const some of [files.slice(0, 5), files.slice(5)]) {
      const res = await postReport(ctx.app, validFields, some);
      expect(res.statusCode, res.body).toBe(201);
    }
    const stored = await ctx.app.ctx.db.select().from(reportAttachments);
    expect(stored.map((f) => [f.originalName, f.contentType]).sort()).toEqual([
      ['invoicefdp.txt', 'text/plain'],
      ['logo.txt', 'text/plain'],
      ['notes.log', 'text/plain'],
      ['payload.txt', 'text/plain'],
      ['run.txt', 'text/plain'],
      ['setup.txt', 'text/plain'],
      ['start.txt', 'text/plain'],
    ]);
  });

  it('accepts every allowed type by its content', async () => {
    const res = await postReport(ctx.app, validFields, [
      { name: 'a.jpg', data: sample.jpeg() },
      { name: 'b.gif', data: sample.gif() },
      { name: 'c.webp', data: sample.webp() },
      { name: 'd.mp4', data: sample.mp4() },
      { name: 'no-extension', data: sample.text() },
    ]);
    const mov = await postReport(ctx.app, validFields, [{ name: 'e.mov', data: sample.mov() }]);
    expect(mov.statusCode, mov.body).toBe(201);
    expect(res.statusCode, res.body).toBe(201);
    const types = (await ctx.app.ctx.db.select().from(reportAttachments))
      .map((f) => f.contentType)
      .sort();
    expect(types).toEqual([
      'image/gif',
      'image/jpeg',
      'image/webp',
      'text/plain',
      'video/mp4',
      'video/quicktime',
    ]);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/report-problem',
      payload: validFields,
    });
    expect(res.statusCode).toBe(400);
    expect(await storedReports()).toEqual([]);
  });

  it('limits visitors more strictly than signed-in people', async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < 5; i += 1) {
      expect((await postReport(ctx.app, validFields, [], { address })).statusCode).toBe(201);
    }
    const refused = await postReport(
      ctx.app,
      validFields,
      [{ name: 'a.png', data: sample.png() }],
      {
        address,
      },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REPORTS', message: r.tooMany });
    const patient = await makePerson(ctx.app, 'patient', 'Signed In');
    const signedIn = await postReport(ctx.app, validFields, [], { address, token: patient.token });
    expect(signedIn.statusCode).toBe(201);
  });
});
