import { describe, expect, it } from 'vitest';
import { personalDataExportSchema } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { holds, sessionWithRecords } from '../../test/clinical-record-kit';
import { signInDemoPeople } from '../../test/people';
import { phq9 } from '../../test/questionnaire-kit';
import { useTestApp } from '../../test/test-app';

const NOTE = 'Mentioned the quarrel with her sister; wants to try journaling.';

describe('the clinical part of the data export', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);

  it('holds the client’s own answers, opened, and who read them; never a session note', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    await sessionWithRecords(ctx.app, doctor, patient.token, NOTE);
    await client().put(
      '/api/profile/consents',
      { purpose: 'share_questionnaires', granted: true },
      patient.token,
    );
    const view = `/api/doctor/clients/${patient.user.id}/questionnaires/results?instrument=phq9`;
    expect((await client().get(view, doctor.token)).statusCode).toBe(200);

    const res = await client().get('/api/profile/export', patient.token);
    expect(res.statusCode).toBe(200);
    const data = personalDataExportSchema.parse(res.json());
    expect(data.questionnaireAnswers).toEqual([
      {
        instrument: 'phq9',
        takenAt: expect.any(String),
        answers: phq9(12, 1),
        difficulty: 2,
        score: 12,
        band: 'moderate',
      },
    ]);
    expect(data.accessLog).toEqual([
      expect.objectContaining({
        reader: doctor.user.name,
        readerRole: 'doctor',
        what: 'questionnaire_results:phq9',
      }),
    ]);
    // The note and its addendum are the therapist's record: not a word of them.
    expect(holds(res.body, NOTE)).toBe(false);
    expect(res.body).not.toContain('journaling');

    // The therapist's own export holds no client's answers either.
    const theirs = personalDataExportSchema.parse(
      (await client().get('/api/profile/export', doctor.token)).json(),
    );
    expect(theirs.questionnaireAnswers).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('journaling');
  });
});
