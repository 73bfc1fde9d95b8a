import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accessLogPageSchema,
  consentsSchema,
  dueQuestionnairesSchema,
  messages,
  clientResultsViewSchema,
  questionnaireResultsPageSchema,
  questionnaireSubmittedSchema,
  clinicalMessages,
} from '@solace/shared';
import { api } from '../../test/api-helpers';
import { createPatient, signInDemoPeople } from '../../test/people';
import { answerPath, bookDemoSession, phq9 } from '../../test/questionnaire-kit';
import { useTestApp } from '../../test/test-app';

const c = clinicalMessages;

describe('questionnaires before sessions', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);

  it('scores on the server, ignores a score sent along, and takes each instrument once', async () => {
    const people = await signInDemoPeople(ctx.app);
    const booking = await bookDemoSession(ctx.app, people);
    const due = dueQuestionnairesSchema.parse(
      (await client().get('/api/questionnaires/due', people.patient.token)).json(),
    );
    expect(due.items).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        reason: 'first-session',
        instruments: ['phq9', 'gad7'],
      }),
    ]);

    const sent = await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(12), difficulty: 1, score: 0, band: 'minimal' },
      people.patient.token,
    );
    expect(sent.statusCode).toBe(201);
    const body = questionnaireSubmittedSchema.parse(sent.json());
    expect(body).toMatchObject({ risk: false, result: { score: 12, band: 'moderate' } });
    expect(Math.abs(Date.parse(body.result.takenAt) - ctx.clock.now().getTime())).toBeLessThan(
      60_000,
    );

    const again = await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(3) },
      people.patient.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'QUESTIONNAIRE_ANSWERED',
      message: c.alreadyAnswered,
    });
    const left = dueQuestionnairesSchema.parse(
      (await client().get('/api/questionnaires/due', people.patient.token)).json(),
    );
    expect(left.items[0]?.instruments).toEqual(['gad7']);

    // The answers and the score are sealed: nothing of them is in the row in the clear.
    const raw = (await ctx.app.ctx.db.execute(
      sql`select * from questionnaire_responses`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const dump = JSON.stringify(raw.rows);
    expect(dump).not.toContain('moderate');
    expect(dump).not.toContain('"score"');
  });

  it('answers 400 with field details, 404 to another client, 403 to a therapist', async () => {
    const people = await signInDemoPeople(ctx.app);
    const booking = await bookDemoSession(ctx.app, people);
    const bad = await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: [0, 1, 2] },
      people.patient.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(
      messages.questionnaires.wrongAnswerCount('PHQ-9', 9),
    );
    const outOfRange = await client().post(
      answerPath(booking.id),
      { instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 7] },
      people.patient.token,
    );
    expect(outOfRange.statusCode).toBe(400);
    const stranger = await createPatient(ctx.app, 'Stranger');
    const theirs = await client().post(
      answerPath(booking.id),
      { instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0] },
      stranger.token,
    );
    expect(theirs.statusCode).toBe(404);
    const therapist = await client().post(
      answerPath(booking.id),
      { instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0] },
      people.doctor.token,
    );
    expect(therapist.statusCode).toBe(403);
  });

  it('is not due before the second session until the therapist asks, and not once it started', async () => {
    const people = await signInDemoPeople(ctx.app);
    await bookDemoSession(ctx.app, people, 24);
    const second = await bookDemoSession(ctx.app, people, 72);
    const gad7 = { instrument: 'gad7', answers: [1, 1, 1, 1, 1, 1, 1] };
    const early = await client().post(answerPath(second.id), gad7, people.patient.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'QUESTIONNAIRE_NOT_DUE' });

    const asked = await client().post(
      `/api/doctor/bookings/${second.id}/questionnaire-request`,
      {},
      people.doctor.token,
    );
    expect(asked.statusCode).toBe(200);
    const notices = (await client().get('/api/notifications', people.patient.token)).json() as {
      title: string;
    }[];
    expect(notices.map((n) => n.title)).toContain(c.requestNotice.title);
    // Another therapist learns nothing of the session.
    const other = await client().post(
      `/api/doctor/bookings/${second.id}/questionnaire-request`,
      {},
      people.otherDoctor.token,
    );
    expect(other.statusCode).toBe(404);

    const due = dueQuestionnairesSchema.parse(
      (await client().get('/api/questionnaires/due', people.patient.token)).json(),
    );
    expect(due.items.find((i) => i.bookingId === second.id)?.reason).toBe('therapist-asked');
    expect(
      (await client().post(answerPath(second.id), gad7, people.patient.token)).statusCode,
    ).toBe(201);

    ctx.clock.advance(73 * 3600_000);
    const { token } = await client().login(); // the session idled out meanwhile
    const late = await client().post(
      answerPath(second.id),
      { instrument: 'phq9', answers: phq9(0) },
      token,
    );
    expect(late.statusCode).toBe(409);
  });

  it('shows the therapist the results only with consent, logs each read, honours withdrawal at once', async () => {
    const people = await signInDemoPeople(ctx.app);
    const booking = await bookDemoSession(ctx.app, people);
    await client().post(
      answerPath(booking.id),
      { instrument: 'phq9', answers: phq9(7) },
      people.patient.token,
    );
    const own = questionnaireResultsPageSchema.parse(
      (
        await client().get('/api/questionnaires/results?instrument=phq9', people.patient.token)
      ).json(),
    );
    expect(own.items.map((r) => r.score)).toEqual([7]);

    const view = `/api/doctor/clients/${people.patient.user.id}/questionnaires/results?instrument=phq9`;
    // Not shared: a state the client chose, answered as such, with nothing read or logged.
    const before = await client().get(view, people.doctor.token);
    expect(before.statusCode).toBe(200);
    expect(clientResultsViewSchema.parse(before.json())).toEqual({
      shared: false,
      items: [],
      nextCursor: null,
    });

    const granted = await client().put(
      '/api/profile/consents',
      { purpose: 'share_questionnaires', granted: true },
      people.patient.token,
    );
    expect(consentsSchema.parse(granted.json()).purposes[0]).toMatchObject({ granted: true });
    const seen = await client().get(view, people.doctor.token);
    expect(seen.statusCode).toBe(200);
    expect(clientResultsViewSchema.parse(seen.json())).toMatchObject({ shared: true });
    expect(clientResultsViewSchema.parse(seen.json()).items[0]?.score).toBe(7);
    // A therapist without a session with the client is refused even with consent.
    const stranger = await client().get(view, people.otherDoctor.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ message: c.noBookingWithClient });

    const log = accessLogPageSchema.parse(
      (await client().get('/api/profile/access-log', people.patient.token)).json(),
    );
    expect(log.items).toEqual([
      expect.objectContaining({
        readerName: people.doctor.user.name,
        readerRole: 'doctor',
        what: 'questionnaire_results:phq9',
      }),
    ]);

    await client().put(
      '/api/profile/consents',
      { purpose: 'share_questionnaires', granted: false },
      people.patient.token,
    );
    // Withdrawn: at once, nothing more is shown.
    expect(
      clientResultsViewSchema.parse((await client().get(view, people.doctor.token)).json()),
    ).toMatchObject({ shared: false, items: [] });

    const exported = (await client().get('/api/profile/export', people.patient.token)).json() as {
      consents: { purpose: string; granted: boolean }[];
      accessLog: { reader: string }[];
    };
    expect(exported.consents.map((e) => e.granted)).toEqual([true, false]);
    expect(exported.accessLog).toHaveLength(1);
    // The history is append-only: the database itself refuses to change a line.
    await expect(
      ctx.app.ctx.db.execute(sql`update consent_events set granted = true`),
    ).rejects.toThrow();
  });

  it('answers 400 naming the field on a bad consent body or instrument', async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    const res = await client().put(
      '/api/profile/consents',
      { purpose: 'marketing', granted: 'yes' },
      patient.token,
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(c.consentInvalid);
    const q = await client().get('/api/questionnaires/results?instrument=bdi', patient.token);
    expect(q.statusCode).toBe(400);
  });
});
