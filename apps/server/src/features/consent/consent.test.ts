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
});
