import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoPatient } from '../../db/seed-data';
import { tidyUp } from '../../housekeeping';
import { api } from '../../test/api-helpers';
import { makePerson } from '../../test/authorization-scene';
import {
  bookSession,
  countRows,
  holds,
  notePath,
  rowsAsText,
  sessionWithRecords,
  testKeyring,
} from '../../test/clinical-record-kit';
import { signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';
import { sendMessage } from '../chat/chat.service';
import { escalateRiskSignals } from '../safety/risk-signals.service';
import { openRetainedSubject, purgeExpiredRecords } from './retention.service';

const NOTE = 'Talked about the move to Pune; sleeping better.';
const CLINICAL = ['session_notes', 'questionnaire_responses', 'risk_signals'] as const;

describe('retention of clinical records after a client deletes their account', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);

  const count = (table: string, where?: SQL) => countRows(ctx.app, table, where);

  async function subjectIds(): Promise<string[]> {
    const result = (await ctx.app.ctx.db.execute(
      sql`select id from retained_subjects order by retain_until`,
    )) as unknown as { rows: { id: string }[] };
    return result.rows.map((r) => r.id);
  }

  /** How many records of each clinical table point at the subject (addenda: via their note). */
  async function recordsOf(subjectId: string) {
    const of = sql`subject_id = ${subjectId}`;
    return {
      notes: await count('session_notes', of),
      addenda: await count(
        'session_note_addenda',
        sql`note_id in (select id from session_notes where ${of})`,
      ),
      answers: await count('questionnaire_responses', of),
      signals: await count('risk_signals', of),
    };
  }

  const deleteOwnAccount = (token: string, password = DEMO_PASSWORD) =>
    client().delete('/api/profile', { password }, token);

  it('keeps the note, the answers and the signal, sealed, under one subject; the rest goes', async () => {
    const { doctor, otherDoctor, patient } = await signInDemoPeople(ctx.app);
    const bookingId = await sessionWithRecords(ctx.app, doctor, patient.token, NOTE);
    await sendMessage(ctx.app.ctx, patient.user.id, {
      text: 'See you on Thursday',
      receiverId: doctor.user.id,
    });
    const deletedAt = ctx.clock.now();

    expect((await deleteOwnAccount(patient.token)).statusCode).toBe(200);

    // The personal data is gone.
    const clientId = patient.user.id;
    expect(await count('users', sql`id = ${clientId}`)).toBe(0);
    expect(await count('bookings', sql`patient_id = ${clientId}`)).toBe(0);
    expect(await count('bookings', sql`id = ${bookingId}`)).toBe(0);
    expect(await count('messages', sql`sender_id = ${clientId}`)).toBe(0);

    // The clinical record stays, pointing at one subject, with no link to the booking or client.
    const [subjectId, ...more] = await subjectIds();
    expect(more).toEqual([]);
    expect(await recordsOf(subjectId!)).toEqual({ notes: 1, addenda: 1, answers: 1, signals: 1 });
    expect(await count('session_notes', sql`booking_id is not null`)).toBe(0);
    expect(await count('session_notes', sql`author_id = ${doctor.user.id}`)).toBe(1);
    expect(await count('questionnaire_responses', sql`client_id is not null`)).toBe(0);
    expect(await count('risk_signals', sql`client_id is not null`)).toBe(0);

    // Ciphertext only: neither who they were nor what was written is in any row in the clear.
    const stored = [
      ...(await rowsAsText(ctx.app, 'retained_subjects')),
      ...(await rowsAsText(ctx.app, 'session_note_addenda')),
      ...(await Promise.all(CLINICAL.map((table) => rowsAsText(ctx.app, table)))).flat(),
    ].join('\n');
    for (const plain of [demoPatient.name, demoPatient.email, demoPatient.phone, NOTE, clientId]) {
      expect(holds(stored, plain), plain).toBe(false);
    }

    // The subject opens, with the key, to who they were and until when the records are kept.
    const subject = await openRetainedSubject(ctx.app.ctx, testKeyring(), subjectId!);
    expect(subject).toMatchObject({
      formerUserId: clientId,
      name: demoPatient.name,
      email: demoPatient.email,
      phone: demoPatient.phone,
    });
    const deleted = new Date(subject!.deletedAt);
    expect(deleted.getTime()).toBeGreaterThanOrEqual(deletedAt.getTime());
    const until = new Date(deleted);
    until.setUTCFullYear(until.getUTCFullYear() + 7);
    expect(subject!.retainUntil).toEqual(until);

    // Nobody reaches any of it through the API: not the note's author, not anyone else.
    const admin = await makePerson(ctx.app, 'admin', 'Asha Admin');
    for (const token of [doctor.token, otherDoctor.token]) {
      expect((await client().get(notePath(bookingId), token)).statusCode).toBe(404);
      const results = await client().get(
        `/api/doctor/clients/${clientId}/questionnaires/results`,
        token,
      );
      expect(results.statusCode).toBe(403);
      expect(results.body).not.toContain('moderate');
    }
    expect((await client().get(notePath(bookingId), admin.token)).statusCode).toBe(403);
    expect((await client().get('/api/questionnaires/results', patient.token)).statusCode).toBe(401);

    // The kept, unacknowledged signal leaves the therapist's open alerts (nobody to contact),
    // and is never escalated; their list still answers.
    const open = await client().get('/api/doctor/risk-signals', doctor.token);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ items: [] });
    ctx.clock.advance(3 * 3600_000);
    expect(await escalateRiskSignals(ctx.app.ctx)).toBe(0);
  });

  it('leaves no subject for a client without clinical records', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    await bookSession(ctx.app, doctor, patient.token);
    expect((await deleteOwnAccount(patient.token)).statusCode).toBe(200);
    expect(await subjectIds()).toEqual([]);
    expect(await count('users', sql`id = ${patient.user.id}`)).toBe(0);
  });

  it('keeps a therapist’s notes when they leave, readable by nobody, then retains them with the client', async () => {
    const { doctor, otherDoctor, patient } = await signInDemoPeople(ctx.app);
    const bookingId = await sessionWithRecords(ctx.app, doctor, patient.token, NOTE);

    expect((await deleteOwnAccount(doctor.token)).statusCode).toBe(200);
    expect(await count('session_notes', sql`booking_id = ${bookingId} and author_id is null`)).toBe(
      1,
    );
    expect(await count('session_note_addenda', sql`author_id is null`)).toBe(1);
    expect(await subjectIds()).toEqual([]);
    expect((await client().get(notePath(bookingId), otherDoctor.token)).statusCode).toBe(404);
    expect((await client().get(notePath(bookingId), patient.token)).statusCode).toBe(403);

    // The client leaves too: the note is theirs to retain, whoever wrote it.
    expect((await deleteOwnAccount(patient.token)).statusCode).toBe(200);
    const [subjectId] = await subjectIds();
    expect(await recordsOf(subjectId!)).toEqual({ notes: 1, addenda: 1, answers: 1, signals: 1 });
  });

  it('purges a subject and everything pointing at it once its term is over, and nothing else', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    await sessionWithRecords(ctx.app, doctor, patient.token, NOTE);
    // A second client who leaves a month later, and a third who stays.
    const later = await makePerson(ctx.app, 'patient', 'Kabir Later');
    await sessionWithRecords(ctx.app, doctor, later.token, 'Kabir’s note', 72);
    const staying = await makePerson(ctx.app, 'patient', 'Meera Staying');
    await sessionWithRecords(ctx.app, doctor, staying.token, 'Meera’s note', 96);

    expect((await deleteOwnAccount(patient.token)).statusCode).toBe(200);
    const [first] = await subjectIds();
    ctx.clock.advance(30 * 24 * 3600_000);
    const { token } = await client().login(later.email, later.password);
    expect((await deleteOwnAccount(token, later.password)).statusCode).toBe(200);
    const [, second] = await subjectIds();
    const whole = { notes: 1, addenda: 1, answers: 1, signals: 1 };
    const stayingRecords = async () => ({
      answers: await count('questionnaire_responses', sql`client_id = ${staying.id}`),
      signals: await count('risk_signals', sql`client_id = ${staying.id}`),
      notes: await count('session_notes', sql`subject_id is null`),
    });
    expect(await stayingRecords()).toEqual({ answers: 1, signals: 1, notes: 1 });

    // A minute before the first term ends: nothing goes.
    const { retainUntil } = (await openRetainedSubject(ctx.app.ctx, testKeyring(), first!))!;
    ctx.clock.advance(retainUntil.getTime() - ctx.clock.now().getTime() - 60_000);
    await tidyUp(ctx.app.ctx);
    expect(await subjectIds()).toEqual([first, second]);
    expect(await recordsOf(first!)).toEqual(whole);

    // Past it: the first subject and its records go, the second and the staying client's stay.
    ctx.clock.advance(2 * 60_000);
    await tidyUp(ctx.app.ctx);
    expect(await subjectIds()).toEqual([second]);
    expect(await recordsOf(first!)).toEqual({ notes: 0, addenda: 0, answers: 0, signals: 0 });
    expect(await count('session_note_addenda')).toBe(2);
    expect(await recordsOf(second!)).toEqual(whole);
    expect(await stayingRecords()).toEqual({ answers: 1, signals: 1, notes: 1 });
    // Run again (another instance, the next hour): nothing more to do.
    expect(await purgeExpiredRecords(ctx.app.ctx)).toBe(0);
  });
});
