import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminReportsResponseSchema, messages, problemTypeLabel } from '@solace/shared';
import { notifications } from '../../db/schema';
import { makePerson } from '../../test/authorization-scene';
import { expectMailIn, isIn, setReader, wordsIn } from '../../test/language-kit';
import { useTestApp } from '../../test/test-app';
import { fileReport, signedInAdmin } from './admin-test-kit';

/**
 * Issue 29: a problem report's notice reaches each administrator in their language, and the
 * administrator's reply reaches a signed-in reporter in theirs; the requests carry no language
 * (English).
 */
describe("problem reports in each reader's language", () => {
  const ctx = useTestApp({ smtp: true });
  const bellOf = (userId: string) =>
    ctx.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

  it.each([
    { reporter: 'hi', admin: 'en' },
    { reporter: 'en', admin: 'hi' },
  ] as const)('reporter in $reporter, administrator in $admin', async (readers) => {
    const { admin, call } = await signedInAdmin(ctx.app);
    const patient = await makePerson(ctx.app, 'patient', 'Reporting Patient');
    await setReader(ctx.database.db, admin.id, readers.admin, 'Europe/London');
    await setReader(ctx.database.db, patient.id, readers.reporter, 'Asia/Kolkata');
    const reference = await fileReport(ctx.app, patient.email, patient.token);

    const r = messages.reports;
    const [notice] = await bellOf(admin.id);
    expect(notice).toMatchObject(
      wordsIn(readers.admin, () => ({
        title: r.notice.newTitle,
        message: r.notice.newMessage(reference, problemTypeLabel('Bug'), 'High'),
      })),
    );
    await expectMailIn(
      ctx.smtp,
      patient.email,
      readers.reporter,
      wordsIn(readers.reporter, () => [r.mail.ackBody(reference, problemTypeLabel('Bug'))]),
    );

    const [report] = adminReportsResponseSchema.parse(
      (await call('GET', '/api/admin/reports')).json(),
    );
    const reply = 'Thank you: fixed in the next release.';
    const res = await call('PUT', `/api/admin/reports/${report!.id}`, {
      status: 'resolved',
      reply,
    });
    expect(res.statusCode).toBe(200);
    await expectMailIn(
      ctx.smtp,
      patient.email,
      readers.reporter,
      wordsIn(readers.reporter, () => [
        r.mail.replyIntro(reference, messages.admin.statuses.resolved),
        r.mail.replySubject(reference),
        reply,
      ]),
    );
    const [replied] = await bellOf(patient.id);
    expect(replied?.title).toBe(wordsIn(readers.reporter, () => r.notice.replyTitle(reference)));
    expect(isIn(readers.reporter, replied!.title)).toBe(true);
  });
});
