import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, messages, setLanguageResolver } from '@solace/shared';
import { expectMailIn, wordsIn } from '../../test/language-kit';
import { useTestApp } from '../../test/test-app';
import { signedInAdmin } from './admin-test-kit';

/**
 * Issue 29: a new therapist's welcome is in their account's language (the default, until they
 * choose), not in the language of the administrator who added them.
 */
describe("a new therapist's welcome", () => {
  const ctx = useTestApp({ smtp: true });
  afterEach(() => setLanguageResolver(() => undefined));

  it('is in the default language while the administrator’s request speaks Hindi', async () => {
    const { call } = await signedInAdmin(ctx.app);
    // The administrator's page speaks Hindi: every request of this test is in Hindi.
    setLanguageResolver(() => 'hi');
    const email = 'nora.new@example.com';
    const res = await call('POST', '/api/admin/therapists', {
      name: 'Nora New',
      email,
      specialization: 'Anxiety',
      description: 'Calm and practical.',
      price: 1200,
    });
    expect(res.statusCode, res.body).toBe(201);
    const welcome = messages.mail.passwordLink.welcome;
    await expectMailIn(
      ctx.smtp,
      email,
      DEFAULT_LANGUAGE,
      wordsIn(DEFAULT_LANGUAGE, () => [
        welcome.intro,
        welcome.subject,
        messages.mail.hello('Nora New'),
      ]),
    );
  });
});
