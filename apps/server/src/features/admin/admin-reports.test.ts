import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminReportsResponseSchema, auditLogResponseSchema, messages } from '@solace/shared';
import { notifications } from '../../db/schema';
import { makePerson } from '../../test/authorization-scene';
import { useTestApp } from '../../test/test-app';
import { postReport, sample, validFields } from '../../test/upload-kit';
import { fileReport, signedInAdmin } from './admin-test-kit';

const a = messages.admin;

describe('admin: problem reports', () => {
  const ctx = useTestApp({ smtp: true });

  it('lists reports with their attachments, filtered by status, type and priority', async () => {
    const { call } = await signedInAdmin(ctx.app);
    const reference = await fileReport(ctx.app, 'visitor@example.com');
    const all = adminReportsResponseSchema.parse((await call('GET', '/api/admin/reports')).json());
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      reference,
      status: 'new',
      problemType: 'Bug',
      priority: 'High',
    });
    expect(all[0]!.attachments.map((f) => [f.name, f.contentType])).toEqual([
      ['résumé.pdf', 'application/pdf'],
      ['screen %221%22.png', 'image/png'],
    ]);
    for (const [query, count] of [
      ['status=new', 1],
      ['status=resolved', 0],
      ['problemType=Bug', 1],
      ['problemType=OtherIssue', 0],
      ['priority=High', 1],
      ['priority=Low', 0],
    ] as const) {
      const res = await call('GET', `/api/admin/reports?${query}`);
      expect(res.json<unknown[]>(), query).toHaveLength(count);
    }
    expect((await call('GET', '/api/admin/reports?status=bogus')).statusCode).toBe(400);
  });

  it('downloads an attachment as an attachment, with its checked type and its name encoded', async () => {
    const { call } = await signedInAdmin(ctx.app);
    await fileReport(ctx.app, 'visitor@example.com');
    const [report] = adminReportsResponseSchema.parse(
      (await call('GET', '/api/admin/reports')).json(),
    );
    const pdf = report!.attachments.find((f) => f.contentType === 'application/pdf')!;
    const url = `/api/admin/reports/${report!.id}/attachments/${pdf.id}`;
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
    );
    expect(res.body).toContain('%PDF-');

    // Anyone else: the same 404 as a path that does not exist.
    const patient = await makePerson(ctx.app, 'patient', 'P');
    const doctor = await makePerson(ctx.app, 'doctor', 'D');
    for (const token of [patient.token, doctor.token]) {
      const refused = await call('GET', url, undefined, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: messages.http.notFound });
    }
    expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    const otherReport = `/api/admin/reports/${crypto.randomUUID()}/attachments/${pdf.id}`;
    expect((await call('GET', otherReport)).statusCode).toBe(404);
  });

  it('offers a text file sent under a runnable name as text, under a safe .txt name', async () => {
    const { call } = await signedInAdmin(ctx.app);
    const sent = await postReport(ctx.app, validFields, [
      { name: 'x\u202elmth.html', data: sample.text(), type: 'text/html' },
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    const [report] = adminReportsResponseSchema.parse(
      (await call('GET', '/api/admin/reports')).json(),
    );
    const [file] = report!.attachments;
    expect(file).toMatchObject({ name: 'xlmth.txt', contentType: 'text/plain' });
    const res = await call('GET', `/api/admin/reports/${report!.id}/attachments/${file!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="xlmth.txt"; filename*=UTF-8''xlmth.txt`,
    );
  });

  it('moves a report along; a reply reaches the reporter by e-mail and, for a user, the bell; all audited', async () => {
    const { admin, call } = await signedInAdmin(ctx.app);
    const patient = await makePerson(ctx.app, 'patient', 'Reporting Patient');
    const reference = await fileReport(ctx.app, patient.email, patient.token);
    await ctx.smtp.nextMailTo(patient.email); // the acknowledgement
    const [report] = adminReportsResponseSchema.parse(
      (await call('GET', '/api/admin/reports')).json(),
    );
    const url = `/api/admin/reports/${report!.id}`;

    expect((await call('PUT', url, { status: 'in_progress' })).statusCode).toBe(200);
    const reply = 'Thank you: fixed in the next release.';
    expect((await call('PUT', url, { status: 'resolved', reply })).statusCode).toBe(200);

    const mail = await ctx.smtp.nextMailTo(patient.email);
    expect(mail.decoded).toContain(reply);
    expect(mail.decoded).toContain(reference);
    const bell = await ctx.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, patient.id));
    expect(bell.map((n) => n.message)).toContain(reply);
    const [after] = adminReportsResponseSchema.parse(
      (await call('GET', '/api/admin/reports')).json(),
    );
    expect(after).toMatchObject({ status: 'resolved', reply });

    const log = auditLogResponseSchema.parse((await call('GET', '/api/admin/audit-log')).json());
    expect(log.map((e) => [e.adminName, e.action, e.targetLabel, e.detail])).toEqual([
      [admin.name, a.actions.reportReply, reference, a.statuses.resolved],
      [admin.name, a.actions.reportStatus, reference, a.statuses.in_progress],
    ]);

    expect((await call('PUT', url, { status: 'closed' })).statusCode).toBe(400);
    const unknown = await call('PUT', `/api/admin/reports/${crypto.randomUUID()}`, {
      status: 'resolved',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'REPORT_NOT_FOUND' });
  });
});
