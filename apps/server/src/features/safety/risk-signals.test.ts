import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accessLogPageSchema,
  clinicalMessages,
  questionnaireSubmittedSchema,
  riskSignalSchema,
} from '@solace/shared';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { eventually } from '../../test/eventually';
import { createStaffAccount } from '../accounts/staff-accounts.service';
import { api } from '../../test/api-helpers';
import { makePerson, SCENE_PASSWORD } from '../../test/authorization-scene';
import { createPatient, signInDemoPeople } from '../../test/people';
import { answerPath, bookDemoSession, phq9 } from '../../test/questionnaire-kit';
import { collect, socketPool } from '../../test/sockets';
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
    const mail = await ctx.smtp.nextMailTo(people.doctor.user.email, /Urgent/);
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
    const mail = await ctx.smtp.nextMailTo('duty.admin@example.com', /Unacknowledged/);
    expect(mail.decoded).toContain(people.patient.user.name);
    expect(await countRows('risk_signals', sql`escalated_at is not null`)).toBe(1);
  });

  it('still alerts the therapist when answers with item 9 above 0 are refused (409), once while it waits', async () => {
    const admin = await makePerson(ctx.app, 'admin', 'Duty Admin');
    const people = await signInDemoPeople(ctx.app);
    const booking = await bookDemoSession(ctx.app, people);
    const { socket } = await sockets.open(ctx.app, people.doctor.token);
    const pushed = collect(socket, 'notification:new');
    // The first tab's answers (item 9 at 0) are taken; no signal.
    const first = await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(6, 0) },
      people.patient.token,
    );
    expect(first.statusCode).toBe(201);
    expect(await countRows('risk_signals')).toBe(0);

    // A second tab's answers, item 9 above 0: refused as before, and still the therapist is told.
    const second = await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(5, 2) },
      people.patient.token,
    );
    expect(second.statusCode).toBe(409);
    // The 409 is as it was: nothing in it tells of the signal.
    expect(second.json()).toEqual({
      code: 'QUESTIONNAIRE_ANSWERED',
      error: c.alreadyAnswered,
      message: c.alreadyAnswered,
    });
    await eventually(() => pushed.some((n) => n.title === c.riskNoticeTitle));
    expect(pushed.find((n) => n.title === c.riskNoticeTitle)!.message).toContain(
      people.patient.user.name,
    );
    const mail = await ctx.smtp.nextMailTo(people.doctor.user.email, /Urgent/);
    expect(mail.decoded).toContain(people.patient.user.name);
    // The refused answers are no measure: one response stored, the signal points at none.
    expect(await countRows('questionnaire_responses')).toBe(1);
    expect(
      await countRows(
        'risk_signals',
        sql`source = 'phq9' and booking_id = ${booking.id} and response_id is null`,
      ),
    ).toBe(1);
    const open = (await client().get('/api/doctor/risk-signals', people.doctor.token)).json() as {
      items: { id: string; bookingId: string }[];
    };
    expect(open.items).toEqual([expect.objectContaining({ bookingId: booking.id })]);

    // While it waits for the therapist, the same answers sent again add no second alert.
    const third = await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(5, 3) },
      people.patient.token,
    );
    expect(third.statusCode).toBe(409);
    expect(await countRows('risk_signals')).toBe(1);
    expect(await countRows('notifications', sql`title = ${c.riskNoticeTitle}`)).toBe(1);

    // Unacknowledged, it is escalated like any other.
    ctx.clock.advance(61 * 60_000);
    expect(await escalateRiskSignals(ctx.app.ctx)).toBe(1);
    await ctx.smtp.nextMailTo(admin.email, /Unacknowledged/);
  });

  it('alerts for item 9 above 0 sent after the session started, but never for another client', async () => {
    const people = await signInDemoPeople(ctx.app);
    const booking = await bookDemoSession(ctx.app, people);
    const stranger = await createPatient(ctx.app, 'Stranger');
    const theirs = await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(3, 1) },
      stranger.token,
    );
    expect(theirs.statusCode).toBe(404);
    expect(await countRows('risk_signals')).toBe(0);

    ctx.clock.advance(49 * 3600_000); // the session started (and ended) meanwhile
    const { token } = await client().login(); // the session idled out meanwhile
    const quiet = await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(3, 0) },
      token,
    );
    expect(quiet.statusCode).toBe(409);
    const gad = await client().post(
      answerPath(booking.id),
      { instrument: 'gad7', answers: [3, 3, 3, 3, 3, 3, 3] },
      token,
    );
    expect(gad.statusCode).toBe(409);
    expect(await countRows('risk_signals')).toBe(0);

    const late = await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(3, 1) },
      token,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'QUESTIONNAIRE_NOT_DUE',
      error: c.notDue,
      message: c.notDue,
    });
    expect(await countRows('risk_signals', sql`booking_id = ${booking.id}`)).toBe(1);
    expect(await countRows('questionnaire_responses')).toBe(0);
    await ctx.smtp.nextMailTo(people.doctor.user.email, /Urgent/);
  });

  it('adds no second alert to the one an accepted PHQ-9 raised, until it is acknowledged', async () => {
    const people = await signInDemoPeople(ctx.app);
    const booking = await bookDemoSession(ctx.app, people);
    const risky = { instrument: 'phq9', answers: phq9(9, 1) };
    expect(
      (await client().post(answerPath(booking.id), risky, people.patient.token)).statusCode,
    ).toBe(201);
    expect(
      (await client().post(answerPath(booking.id), risky, people.patient.token)).statusCode,
    ).toBe(409);
    expect(await countRows('risk_signals')).toBe(1);

    const open = (await client().get('/api/doctor/risk-signals', people.doctor.token)).json() as {
      items: { id: string }[];
    };
    await client().post(
      `/api/doctor/risk-signals/${open.items[0]!.id}/acknowledge`,
      {},
      people.doctor.token,
    );
    // Acknowledged: answers with item 9 above 0 sent again are news the therapist must hear.
    expect(
      (await client().post(answerPath(booking.id), risky, people.patient.token)).statusCode,
    ).toBe(409);
    expect(await countRows('risk_signals')).toBe(2);
    expect(await countRows('risk_signals', sql`acknowledged_at is null`)).toBe(1);
  });

  it('lets an administrator read an alert once it is escalated (logged), and never acknowledge it', async () => {
    const admin = await makePerson(ctx.app, 'admin', 'Duty Admin');
    const people = await signInDemoPeople(ctx.app);
    const booking = await bookDemoSession(ctx.app, people);
    await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(8, 2) },
      people.patient.token,
    );
    const open = (await client().get('/api/doctor/risk-signals', people.doctor.token)).json() as {
      items: { id: string }[];
    };
    const id = open.items[0]!.id;
    const path = `/api/doctor/risk-signals/${id}`;
    // Before escalation the alert is between the therapist and their client: 404 to the admin.
    expect((await client().get(path, admin.token)).statusCode).toBe(404);

    ctx.clock.advance(61 * 60_000);
    expect(await escalateRiskSignals(ctx.app.ctx)).toBe(1);
    const notice = (await ctx.app.ctx.db.execute(
      sql`select link from notifications where user_id = ${admin.id} and title = ${c.riskEscalatedTitle}`,
    )) as unknown as { rows: { link: string }[] };
    expect(notice.rows.map((row) => row.link)).toEqual([`/risk-signals/${id}`]);

    // The sessions idled out meanwhile.
    const signedIn = (email: string, login = '/api/DocLogin', password = SCENE_PASSWORD) =>
      client().login(email, password, login);
    const adminToken = (await signedIn(admin.email)).token;
    const seen = await client().get(path, adminToken);
    expect(seen.statusCode).toBe(200);
    expect(riskSignalSchema.parse(seen.json())).toMatchObject({
      id,
      clientName: people.patient.user.name,
      acknowledgedAt: null,
      // Whom the administrator must see to: the client, and the therapist who has not answered.
      contacts: {
        client: { name: people.patient.user.name, email: people.patient.user.email },
        therapist: { name: people.doctor.user.name, email: people.doctor.user.email },
      },
    });
    // Acknowledging stays the therapist's act; other therapists and clients learn nothing.
    expect((await client().post(`${path}/acknowledge`, {}, adminToken)).statusCode).toBe(403);
    const other = await signedIn(people.otherDoctor.user.email, '/api/DocLogin', DEMO_PASSWORD);
    expect((await client().get(path, other.token)).statusCode).toBe(404);
    const patient = await client().login();
    expect((await client().get(path, patient.token)).statusCode).toBe(403);

    const log = accessLogPageSchema.parse(
      (await client().get('/api/profile/access-log', patient.token)).json(),
    );
    expect(log.items[0]).toMatchObject({
      readerName: 'Duty Admin',
      readerRole: 'admin',
      what: 'risk_signal',
    });
    // The therapist's own page needs no such list.
    const own = await signedIn(people.doctor.user.email, '/api/DocLogin', DEMO_PASSWORD);
    const theirs = riskSignalSchema.parse((await client().get(path, own.token)).json());
    expect(theirs.contacts).toBeUndefined();
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
