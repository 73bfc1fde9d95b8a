import { describe, expect, it } from 'vitest';
import { consentsSchema, PRIVACY_VERSION, TERMS_VERSION } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { signup } from '../../test/authorization-matrix-rows';
import { signUpAndConfirm } from '../../test/signup-kit';
import { useTestApp } from '../../test/test-app';

describe('consent', () => {
  const ctx = useTestApp({ smtp: true });

  it('records the terms and privacy notice agreed to at sign-up, and sharing off until chosen', async () => {
    const { token } = await signUpAndConfirm(ctx.app, ctx.smtp, signup());
    const consents = consentsSchema.parse(
      (await api(ctx.app).get('/api/profile/consents', token)).json(),
    );
    const at = ctx.clock.now().getTime();
    expect(consents.agreements.map((a) => [a.document, a.version])).toEqual([
      ['terms', TERMS_VERSION],
      ['privacy', PRIVACY_VERSION],
    ]);
    for (const agreement of consents.agreements) {
      expect(Math.abs(Date.parse(agreement.at) - at)).toBeLessThan(60_000);
    }
    expect(consents.purposes).toEqual([
      { purpose: 'share_questionnaires', granted: false, at: null },
    ]);
  });

  it('the later choice counts, even when written by an instance whose clock is behind', async () => {
    const { token } = await signUpAndConfirm(ctx.app, ctx.smtp, signup());
    const client = api(ctx.app);
    // Each choice is written by a clock a second behind the last one's: two instances whose
    // clocks disagree by more than the clicks are apart (or two clicks in one millisecond).
    const choices = [true, false, true, false, true, true, false, false, true, false];
    for (const granted of choices) {
      const answer = await client.put(
        '/api/profile/consents',
        { purpose: 'share_questionnaires', granted },
        token,
      );
      expect(consentsSchema.parse(answer.json()).purposes[0]).toMatchObject({ granted });
      ctx.clock.advance(-1_000);
    }
    const now = consentsSchema.parse((await client.get('/api/profile/consents', token)).json());
    expect(now.purposes[0]).toMatchObject({ granted: false });
    // The export's history lists them in the order they were made.
    const exported = (await client.get('/api/profile/export', token)).json() as {
      consents: { purpose: string; granted: boolean }[];
    };
    expect(
      exported.consents.filter((c) => c.purpose === 'share_questionnaires').map((c) => c.granted),
    ).toEqual(choices);
  });
});
