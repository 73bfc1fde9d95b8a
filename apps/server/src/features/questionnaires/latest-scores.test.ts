import { describe, expect, it } from 'vitest';
import {
  AGENDA_SESSIONS_SHOWN,
  accessLogPageSchema,
  clinicalMessages,
  createBookingResponseSchema,
  latestScoresSchema,
} from '@solace/shared';
import { api } from '../../test/api-helpers';
import { addFreeSlot, createPatient, signInDemoPeople } from '../../test/people';
import { answerPath, bookDemoSession, phq9 } from '../../test/questionnaire-kit';
import { useTestApp } from '../../test/test-app';

const c = clinicalMessages;
const gad7 = (each: number) => ({
  instrument: 'gad7',
  answers: Array.from({ length: 7 }, () => each),
});
const latest = (...clientIds: string[]) =>
  `/api/doctor/questionnaires/latest?${clientIds.map((id) => `clientId=${id}`).join('&')}`;

describe("the latest scores beside the agenda's sessions", () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);

  /** A new client with a session `hours` ahead with the therapist whose token is given. */
  async function clientOf(name: string, therapist: { token: string; user: { id: string } }) {
    const person = await createPatient(ctx.app, name);
    const slotId = await addFreeSlot(ctx.app, therapist.token, 30);
    const res = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: therapist.user.id },
      person.token,
    );
    const { booking } = createBookingResponseSchema.parse(res.json());
    return { ...person, bookingId: booking.id };
  }

  async function share(token: string, granted: boolean) {
    const res = await client().put(
      '/api/profile/consents',
      { purpose: 'share_questionnaires', granted },
      token,
    );
    expect(res.statusCode).toBe(200);
  }

  async function accessLogOf(token: string) {
    const res = await client().get('/api/profile/access-log', token);
    return accessLogPageSchema.parse(res.json()).items;
  }

  async function latestFor(token: string, ...clientIds: string[]) {
    const res = await client().get(latest(...clientIds), token);
    expect(res.statusCode, res.body).toBe(200);
    return latestScoresSchema.parse(res.json()).items;
  }

  it('answers only for clients who share with this therapist, each score read in their log', async () => {
    const people = await signInDemoPeople(ctx.app);
    const booking = await bookDemoSession(ctx.app, people);
    const mine = people.patient;
    for (const body of [{ instrument: 'phq9', answers: phq9(12) }, gad7(1)]) {
      expect((await client().post(answerPath(booking.id), body, mine.token)).statusCode).toBe(201);
    }
    // Another client of the same therapist, with scores, who does not share them.
    const reserved = await clientOf('Reserved Client', people.doctor);
    await client().post(answerPath(reserved.bookingId), gad7(2), reserved.token);
    // A client of the other therapist, who shares: not this therapist's to see.
    const elsewhere = await clientOf('Elsewhere Client', people.otherDoctor);
    await client().post(answerPath(elsewhere.bookingId), gad7(3), elsewhere.token);
    await share(elsewhere.token, true);
    const everyone = [mine.user.id, reserved.id, elsewhere.id];

    // Nobody shares with this therapist yet: nothing, and nothing in anyone's log.
    expect(await latestFor(people.doctor.token, ...everyone)).toEqual([]);
    expect(await accessLogOf(mine.token)).toEqual([]);

    await share(mine.token, true);
    const items = await latestFor(people.doctor.token, ...everyone, mine.user.id);
    expect(items).toEqual([
      {
        clientId: mine.user.id,
        results: [
          expect.objectContaining({ instrument: 'phq9', score: 12, band: 'moderate' }),
          expect.objectContaining({ instrument: 'gad7', score: 7, band: 'mild' }),
        ],
      },
    ]);
    // One line for each score shown; the others' logs stay empty.
    const log = await accessLogOf(mine.token);
    expect(log.map((line) => [line.readerName, line.readerRole, line.what]).sort()).toEqual([
      [people.doctor.user.name, 'doctor', 'questionnaire_results:gad7'],
      [people.doctor.user.name, 'doctor', 'questionnaire_results:phq9'],
    ]);
    expect(await accessLogOf(reserved.token)).toEqual([]);
    expect(await accessLogOf(elsewhere.token)).toEqual([]);

    // The other therapist has no session with this client: nothing, even with consent.
    expect(await latestFor(people.otherDoctor.token, mine.user.id)).toEqual([]);
    expect(await accessLogOf(mine.token)).toHaveLength(2);

    // Withdrawn: at once nothing, and nothing more logged.
    await share(mine.token, false);
    expect(await latestFor(people.doctor.token, mine.user.id)).toEqual([]);
    expect(await accessLogOf(mine.token)).toHaveLength(2);
  });

  it('gives only the newest score of each instrument, and nothing for a client without one', async () => {
    const people = await signInDemoPeople(ctx.app);
    const first = await bookDemoSession(ctx.app, people, 24);
    const second = await bookDemoSession(ctx.app, people, 72);
    await client().post(
      answerPath(first.id),
      { instrument: 'phq9', answers: phq9(20) },
      people.patient.token,
    );
    await client().post(
      `/api/doctor/bookings/${second.id}/questionnaire-request`,
      {},
      people.doctor.token,
    );
    ctx.clock.advance(60_000);
    await client().post(
      answerPath(second.id),
      { instrument: 'phq9', answers: phq9(4) },
      people.patient.token,
    );
    await share(people.patient.token, true);
    const silent = await clientOf('Silent Client', people.doctor);
    await share(silent.token, true);

    const items = await latestFor(people.doctor.token, people.patient.user.id, silent.id);
    expect(items).toEqual([
      {
        clientId: people.patient.user.id,
        results: [expect.objectContaining({ instrument: 'phq9', score: 4, band: 'minimal' })],
      },
    ]);
    expect(await accessLogOf(people.patient.token)).toHaveLength(1);
    expect(await accessLogOf(silent.token)).toEqual([]);
  });

  it('answers 400 naming clientId for a bad, missing or too long list, and only therapists', async () => {
    const people = await signInDemoPeople(ctx.app);
    const id = people.patient.user.id;
    const tooMany = Array.from({ length: AGENDA_SESSIONS_SHOWN + 1 }, () => id);
    for (const url of [
      latest('not-an-id'),
      latest(id, 'not-an-id'),
      '/api/doctor/questionnaires/latest',
      latest(...tooMany),
    ]) {
      const res = await client().get(url, people.doctor.token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { clientId: c.latestClientIds(AGENDA_SESSIONS_SHOWN) },
      });
    }
    expect((await client().get(latest(id), people.patient.token)).statusCode).toBe(403);
    expect((await client().get(latest(id))).statusCode).toBe(401);
  });
});
