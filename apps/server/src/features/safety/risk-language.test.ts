import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clinicalMessages, describeSessionTime } from '@solace/shared';
import { notifications } from '../../db/schema';
import { createStaffAccount } from '../accounts/staff-accounts.service';
import { bellOf, englishClient, expectMailIn, setReader, wordsIn } from '../../test/language-kit';
import { signInDemoPeople } from '../../test/people';
import { answerPath, bookDemoSession, phq9 } from '../../test/questionnaire-kit';
import { useTestApp } from '../../test/test-app';
import { escalateRiskSignals } from './risk-signals.service';

const c = clinicalMessages;

/**
 * Issue 29: a PHQ-9 answer that raises a safety alert reaches the therapist in their language
 * and zone, and its escalation each administrator in theirs; the client answered in English.
 */
describe("safety alerts in each reader's language", () => {
  const ctx = useTestApp({ smtp: true });

  it.each([
    { therapist: 'hi', admin: 'en' },
    { therapist: 'en', admin: 'hi' },
  ] as const)('therapist in $therapist, administrator in $admin', async (readers) => {
    const email = 'duty.admin@example.com';
    const { userId: adminId } = await createStaffAccount(ctx.app.ctx, {
      role: 'admin',
      name: 'Duty Admin',
      email,
      password: 'copper-meadow-8351',
    });
    await setReader(ctx.database.db, adminId, readers.admin, 'Asia/Kolkata');
    const people = await signInDemoPeople(ctx.app);
    await setReader(ctx.database.db, people.doctor.user.id, readers.therapist, 'Europe/London');
    const booking = await bookDemoSession(ctx.app, people);
    const res = await englishClient(ctx.app).post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(20, 3) },
      people.patient.token,
    );
    expect(res.statusCode, res.body).toBe(201);

    const patient = people.patient.user.name;
    const therapist = people.doctor.user.name;
    const alert = wordsIn(readers.therapist, () => ({
      title: c.riskNoticeTitle,
      message: c.riskNoticeMessage(
        patient,
        'phq9',
        describeSessionTime(new Date(booking.start_time), 'Europe/London'),
      ),
      subject: c.riskMail.subject,
    }));
    expect(await bellOf(ctx.app, people.doctor.token)).toContainEqual(
      expect.objectContaining({ title: alert.title, message: alert.message }),
    );
    await expectMailIn(ctx.smtp, people.doctor.user.email, readers.therapist, [alert.subject]);

    ctx.clock.advance(61 * 60_000);
    expect(await escalateRiskSignals(ctx.app.ctx)).toBe(1);
    const minutes = ctx.app.ctx.config.riskEscalateMinutes;
    const escalated = wordsIn(readers.admin, () => ({
      title: c.riskEscalatedTitle,
      message: c.riskEscalatedMessage(patient, therapist, minutes),
      mail: [
        c.riskEscalatedMail.body(patient, therapist, minutes, 'phq9'),
        c.riskEscalatedMail.subject,
      ],
    }));
    const adminBell = await ctx.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, adminId));
    expect(adminBell).toContainEqual(
      expect.objectContaining({ title: escalated.title, message: escalated.message }),
    );
    await expectMailIn(ctx.smtp, email, readers.admin, escalated.mail);
  });
});
