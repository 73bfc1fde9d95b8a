import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { findUserByEmail } from './accounts.repo';
import { demoPatient } from '../../db/seed-data';
import { englishClient, expectMailIn, setReader, wordsIn } from '../../test/language-kit';
import { useTestApp } from '../../test/test-app';

/**
 * Issue 29: the password link is written in the language of the account it unlocks, whatever the
 * language of the page that asked for it, and says how long it works in that language.
 */
describe('the password link mail', () => {
  const ctx = useTestApp({ smtp: true });
  const reset = messages.mail.passwordLink.reset;

  for (const language of ['hi', 'en'] as const) {
    it(`is in ${language} for an account that reads ${language}, asked from an English page`, async () => {
      const user = await findUserByEmail(ctx.database.db, demoPatient.email);
      await setReader(ctx.database.db, user!.id, language, 'Asia/Kolkata');
      const res = await englishClient(ctx.app).post('/api/verifyemail', {
        email: demoPatient.email,
      });
      expect(res.statusCode).toBe(200);
      await expectMailIn(
        ctx.smtp,
        demoPatient.email,
        language,
        wordsIn(language, () => [
          reset.intro,
          reset.subject,
          messages.mail.passwordLink.validity(30),
        ]),
      );
    });
  }

  it('words its life in minutes below two hours and in hours from two', () => {
    const validity = messages.mail.passwordLink.validity;
    expect(wordsIn('en', () => validity(30))).toBe('The link works once and for 30 minutes.');
    expect(wordsIn('en', () => validity(1))).toBe('The link works once and for 1 minute.');
    expect(wordsIn('en', () => validity(72 * 60))).toBe('The link works once and for 72 hours.');
    expect(wordsIn('hi', () => validity(30))).toBe('यह लिंक केवल एक बार और 30 मिनट तक काम करेगा।');
    expect(wordsIn('hi', () => validity(120))).toBe('यह लिंक केवल एक बार और 2 घंटे तक काम करेगा।');
  });
});
