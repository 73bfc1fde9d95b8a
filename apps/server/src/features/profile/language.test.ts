import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages, personalDataExportSchema, withLanguage, type Language } from '@solace/shared';
import { DEMO_PASSWORD, demoDoctors, demoPatient } from '../../db/seed-data';
import { newBrowserKey } from '../../test/signup-kit';
import { useTestApp } from '../../test/test-app';

/** Issue 29: a request is answered in the language it asks for, and an account keeps its own. */
describe('languages', () => {
  const ctx = useTestApp({ smtp: true });

  /** A call as the web app makes it: its page's language in Accept-Language. */
  const call = (
    language: Language | undefined,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    token?: string,
  ) =>
    ctx.app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: {
        ...(language && { 'accept-language': language }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
    });
  const login = async (
    email = demoPatient.email,
    language: Language = 'en',
    path = '/api/login',
  ) => {
    const res = await call(language, 'POST', path, { email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    return res.json() as { token: string; user: { id: string; language: Language } };
  };
  const hindi = <T>(read: () => T) => withLanguage('hi', read);

  describe('the language of a request', () => {
    it('answers the same bad field in Hindi for a Hindi page and in English for any other', async () => {
      const { token } = await login();
      const bad = { timeZone: 'Mars/Olympus' };
      const inHindi = await call('hi', 'PUT', '/api/profile/time-zone', bad, token);
      const inEnglish = await call('en', 'PUT', '/api/profile/time-zone', bad, token);
      const unsaid = await call(undefined, 'PUT', '/api/profile/time-zone', bad, token);
      expect(inHindi.statusCode).toBe(400);
      expect(inHindi.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: hindi(() => messages.profile.timeZoneInvalid),
        fields: { timeZone: hindi(() => messages.profile.timeZoneInvalid) },
      });
      expect(inHindi.json().error).toMatch(/[\u0900-\u097F]/);
      const english = 'Please choose a time zone from the list.';
      expect(inEnglish.json()).toMatchObject({ error: english, fields: { timeZone: english } });
      expect(unsaid.json()).toEqual(inEnglish.json());
    });

    it('takes a browser’s list of preferences, and says 401s and 404s in Hindi too', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/check-login',
        headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(hindi(() => messages.http.unauthorized));
      expect(res.json().error).not.toBe(messages.http.unauthorized);
      const missing = await call('hi', 'GET', '/api/no-such-thing');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe(hindi(() => messages.http.notFound));
    });
  });

  describe('PUT /api/profile/language', () => {
    it('keeps the choice with the signed-in person’s own account: in the session user and the export', async () => {
      const { token, user } = await login();
      const doctor = await login(demoDoctors[0]!.email, 'en', '/api/DocLogin');
      const res = await call('en', 'PUT', '/api/profile/language', { language: 'hi' }, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ language: 'hi' });

      const check = await call('en', 'GET', '/api/check-login', undefined, token);
      expect(check.json()).toMatchObject({ user: { id: user.id, language: 'hi' } });
      const exported = personalDataExportSchema.parse(
        (await call('en', 'GET', '/api/profile/export', undefined, token)).json(),
      );
      expect(exported.account.language).toBe('hi');
      // Nobody else's account changed, and logging in again does not undo the choice.
      const doctorNow = await call('en', 'GET', '/api/check-login', undefined, doctor.token);
      expect(doctorNow.json()).toMatchObject({ user: { language: 'en' } });
      expect((await login(demoPatient.email, 'en')).user.language).toBe('hi');
    });

    it('refuses a language Solace does not speak, naming the field in the request’s language', async () => {
      const { token } = await login();
      const res = await call('hi', 'PUT', '/api/profile/language', { language: 'fr' }, token);
      expect(res.statusCode).toBe(400);
      const text = hindi(() => messages.profile.languageInvalid);
      expect(res.json()).toMatchObject({ error: text, fields: { language: text } });
      const english = await call('en', 'PUT', '/api/profile/language', {}, token);
      expect(english.json()).toMatchObject({
        fields: { language: 'Please choose English or Hindi.' },
      });
      const check = await call('en', 'GET', '/api/check-login', undefined, token);
      expect(check.json()).toMatchObject({ user: { language: 'en' } });
    });

    it('needs a session', async () => {
      const res = await call('en', 'PUT', '/api/profile/language', { language: 'hi' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('a sign-up', () => {
    it('keeps the language it was made in: its link opens the Hindi pages, the account speaks Hindi', async () => {
      const email = 'meera.hindi@example.com';
      const browserKey = newBrowserKey();
      const res = await call('hi', 'POST', '/api/signup', {
        Name: 'Meera Joshi',
        Password: 'quiet-river-42',
        confirmPassword: 'quiet-river-42',
        Age: 34,
        Email: email,
        PhoneNumber: '+919876543210',
        browserKey,
      });
      expect(res.statusCode).toBe(202);
      const mail = await ctx.smtp.nextMailTo(email, /confirm-email\?token=/);
      const token = /\/hi\/confirm-email\?token=([\w-]{43})/.exec(mail.decoded)?.[1];
      expect(token).toBeDefined();
      // The link opened from an English page (another browser, a language switched meanwhile):
      // the account keeps the language the person signed up in.
      const confirmed = await call('en', 'POST', '/api/signup/confirm', { token, browserKey });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ user: { language: 'hi' } });
      // A login from an English page keeps it.
      const again = await call('en', 'POST', '/api/login', {
        email,
        password: 'quiet-river-42',
      });
      expect(again.json()).toMatchObject({ user: { language: 'hi' } });
    });
  });
});
