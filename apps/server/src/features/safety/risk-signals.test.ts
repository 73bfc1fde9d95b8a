import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { questionnaireSubmittedSchema, riskSignalSchema, clinicalMessages } from '@solace/shared';
import { createStaffAccount } from '../accounts/staff-accounts.service';
import { api } from '../../test/api-helpers';
import { signInDemoPeople } from '../../test/people';
import { answerPath, bookDemoSession, phq9 } from '../../test/questionnaire-kit';
import { collect, eventually, socketPool } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { escalateRiskSignals } from './risk-signals.service';

const c = clinicalMessages;

describe('the safety net', () => {
  const ctx = useTestApp({ smtp: true });
  const sockets = socketPool();
  afterEach(() => sockets.closeAll());
  const client = () => api(ctx.app);

  async function countRows(table: string, where = sql`true`) {
    const result = (await ctx.app.ctx.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  }

  it('turns item 9 above 0 into a signal, tells the therapist live and by mail, and takes their acknowledgement', async () => {
    const people = await signInDemoPeople(ctx.app);
    const booking = await bookDemoSession(ctx.app, people);
    const { socket } = await sockets.open(ctx.app, people.doctor.token);
    const pushed = collect(socket, 'notification:new');

    const sent = await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(4, 1) },
      people.patient.token,
    );
    expect(sent.statusCode).toBe(201);
    // Item 9 counts whatever the total: 4 is "minimal", and still a risk signal.
    expect(questionnaireSubmittedSchema.parse(sent.json())).toMatchObject({
      risk: true,
      result: { score: 4, band: 'minimal' },
    });
    await eventually(() => pushed.some((n) => n.title === c.riskNoticeTitle));
    const notice = pushed.find((n) => n.title === c.riskNoticeTitle)!;
    expect(notice.message).toContain(people.patient.user.name);
    expect(notice.message).toContain('not a diagnosis');
    const mail = await ctx.smtp.nextMailTo(people.doctor.user.email, 5000, /Urgent/);
    expect(mail.decoded).toContain(people.patient.user.name);
    expect(mail.decoded).toContain('does not replace emergency services');

    const open = (await client().get('/api/doctor/risk-signals', people.doctor.token)).json() as {
      items: { id: string }[];
    };
    expect(open.items).toHaveLength(1);
    const id = open.items[0]!.id;
    expect(notice.link).toBe(`/risk-signals/${id}`);

    const other = await client().post(
      `/api/doctor/risk-signals/${id}/acknowledge`,
      {},
      people.otherDoctor.token,
    );
    expect(other.statusCode).toBe(404);
    const ack = await client().post(
      `/api/doctor/risk-signals/${id}/acknowledge`,
      {},
      people.doctor.token,
    );
    expect(ack.statusCode).toBe(200);
    const first = riskSignalSchema.parse(ack.json());
    expect(first.acknowledgedAt).not.toBeNull();
    ctx.clock.advance(60_000);
    const again = riskSignalSchema.parse(
      (
        await client().post(`/api/doctor/risk-signals/${id}/acknowledge`, {}, people.doctor.token)
      ).json(),
    );
    expect(again.acknowledgedAt).toBe(first.acknowledgedAt);
    // Each read of the alert (the list, each acknowledgement) is in the client's access log.
    const log = (await client().get('/api/profile/access-log', people.patient.token)).json() as {
      items: { what: string; readerName: string }[];
    };
    expect(log.items.map((e) => e.what)).toEqual(['risk_signal', 'risk_signal', 'risk_signal']);
    expect(log.items[0]?.readerName).toBe(people.doctor.user.name);
    // An acknowledged signal is never escalated.
    ctx.clock.advance(2 * 3600_000);
    expect(await escalateRiskSignals(ctx.app.ctx)).toBe(0);
  });

  it('tells the administrators once when nobody acknowledged within RISK_ESCALATE_MINUTES', async () => {
    await createStaffAccount(ctx.app.ctx, {
      role: 'admin',
      name: 'Duty Admin',
      email: 'duty.admin@example.com',
      password: 'copper-meadow-8351',
    });
    const people = await signInDemoPeople(ctx.app);
    const booking = await bookDemoSession(ctx.app, people);
    await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(20, 3) },
      people.patient.token,
    );
    expect(await countRows('risk_signals')).toBe(1);

    ctx.clock.advance(59 * 60_000);
    expect(await escalateRiskSignals(ctx.app.ctx)).toBe(0);
    ctx.clock.advance(2 * 60_000);
    // Two pollers at once (two instances): the signal is escalated exactly once.
    const runs = await Promise.all([
      escalateRiskSignals(ctx.app.ctx),
      escalateRiskSignals(ctx.app.ctx),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await escalateRiskSignals(ctx.app.ctx)).toBe(0);
    expect(
      await countRows('notifications', sql`title = ${c.riskEscalatedTitle}`),
    ).toBeGreaterThanOrEqual(1);
    const adminNotices = await countRows(
      'notifications',
      sql`title = ${c.riskEscalatedTitle} and user_id = (select id from users where email = 'duty.admin@example.com')`,
    );
    expect(adminNotices).toBe(1);
    const mail = await ctx.smtp.nextMailTo('duty.admin@example.com', 5000, /Unacknowledged/);
    expect(mail.decoded).toContain(people.patient.user.name);
    expect(await countRows('risk_signals', sql`escalated_at is not null`)).toBe(1);
  });

  it('raises no signal for GAD-7 or a PHQ-9 with item 9 at 0', async () => {
    const people = await signInDemoPeople(ctx.app);
    const booking = await bookDemoSession(ctx.app, people);
    const phq = await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(24, 0) },
      people.patient.token,
    );
    expect(phq.json()).toMatchObject({ risk: false, result: { score: 24, band: 'severe' } });
    const gad = await client().post(
      answerPath(booking.id),
      { instrument: 'gad7', answers: [3, 3, 3, 3, 3, 3, 3] },
      people.patient.token,
    );
    expect(gad.json()).toMatchObject({ risk: false, result: { score: 21, band: 'severe' } });
    expect(await countRows('risk_signals')).toBe(0);
  });
});
