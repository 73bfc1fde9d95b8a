import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { api } from '../test/api-helpers';
import { hoursFromNow, later, signInDemoPeople } from '../test/people';
import { useTestApp } from '../test/test-app';
import { CHECK_TIMING, HOSTILE_INPUT_BUDGET_MS } from './fuzz-settings';

/** Issue 9, findings 1, 5 and 6: inputs that froze the server or answered 500. */
describe('hostile input', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);

  /**
   * `a@` then dots and at signs: cost grew with the square of the length (9 to 13 s at 64 KB).
   * The sign-in routes now take 4 KB at most (a larger body is a 413, plugins/json-body.test.ts),
   * so the longest such e-mail that reaches the schema is checked here.
   */
  const backtrackingEmail = 'a@' + '.'.repeat(3 * 1024) + '@';
  const tooLong = 'Email must be at most 254 characters.';

  describe('finding 1: a long e-mail is refused at once', () => {
    it.each([
      ['/api/login', { email: backtrackingEmail, password: 'x' }],
      ['/api/DocLogin', { email: backtrackingEmail, password: 'x' }],
      ['/api/verifyemail', { email: backtrackingEmail }],
      [
        '/api/signup',
        {
          Name: 'Asha',
          Password: 'quiet-river-42',
          confirmPassword: 'quiet-river-42',
          Age: 30,
          Email: backtrackingEmail,
          PhoneNumber: '+919876543210',
        },
      ],
    ])('%s answers 400 naming the e-mail, and the server still answers', async (url, payload) => {
      const started = performance.now();
      const res = await client().post(url, payload);
      const elapsed = performance.now() - started;
      expect(res.statusCode).toBe(400);
      const field = url === '/api/signup' ? 'Email' : 'email';
      expect(res.json()).toMatchObject({ error: tooLong, fields: { [field]: tooLong } });
      expect((await client().get('/api/health')).statusCode).toBe(200);
      // The latency rule (the backtracking took seconds) belongs to `npm run fuzz` alone: on a
      // shared machine a wall-clock budget in the normal suite fails for reasons not in the code.
      if (CHECK_TIMING) expect(elapsed).toBeLessThan(HOSTILE_INPUT_BUDGET_MS);
    });
  });

  describe('finding 5: control characters are a 400 naming the field, never a 500', () => {
    const nul = 'asha\u0000@solace.example';
    const controls = 'Please remove control characters.';

    it.each([
      ['/api/login', { email: nul, password: 'x' }, 'email'],
      ['/api/DocLogin', { email: nul, password: 'x' }, 'email'],
      ['/api/verifyemail', { email: nul }, 'email'],
      [
        '/api/changepassword',
        {
          email: nul,
          token: 'abc',
          newPassword: 'quiet-river-42',
          confirmPassword: 'quiet-river-42',
        },
        'email',
      ],
    ])('%s with a NUL in the e-mail', async (url, payload, field) => {
      const res = await client().post(url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: controls, fields: { [field]: controls } });
    });

    const signup = {
      Name: 'Asha',
      Password: 'quiet-river-42',
      confirmPassword: 'quiet-river-42',
      Age: 30,
      Email: 'asha.rao@solace.example',
      PhoneNumber: '+919876543210',
    };
    it.each([
      ['Name', { ...signup, Name: 'As\u0000ha' }],
      ['Email', { ...signup, Email: nul }],
      ['Name', { ...signup, Name: 'Asha\u0085Rao' }],
      ['Name', { ...signup, Name: 'Asha\rATTENDEE:mailto:x@y.example' }],
    ])('sign-up with a control character in %s', async (field, payload) => {
      const res = await client().post('/api/signup', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: controls, fields: { [field]: controls } });
    });

    it('PUT /api/profile with a NUL in the name', async () => {
      const { patient } = await signInDemoPeople(ctx.app);
      const res = await client().put(
        '/api/profile',
        { userId: patient.user.id, name: 'Pri\u0000ya' },
        patient.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: controls, fields: { name: controls } });
    });
  });

  describe('finding 6: dates outside 2000 to 2200 are a 400, never a 500', () => {
    const outOfRange = 'Dates must be between the years 2000 and 2200 (UTC).';

    it('add-available-slots', async () => {
      const { doctor } = await signInDemoPeople(ctx.app);
      const res = await client().post(
        '/api/doctor/add-available-slots',
        {
          slots: [
            { start_time: '9999-12-31T23:00:00-23:00', end_time: '9999-12-31T23:50:00-23:00' },
          ],
        },
        doctor.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: outOfRange,
        fields: { 'slots.0.start_time': outOfRange },
      });
    });

    it('the slot edit', async () => {
      const { doctor } = await signInDemoPeople(ctx.app);
      const start = hoursFromNow(ctx.app, 48);
      const added = await client().post(
        '/api/doctor/add-available-slots',
        { slots: [{ start_time: start, end_time: later(start, 50) }] },
        doctor.token,
      );
      expect(added.statusCode).toBe(200);
      const mine = (await client().get('/api/doctor/available-slots', doctor.token)).json() as {
        available: { id: string; start_time: string }[];
      };
      const slot = mine.available.find((s) => Date.parse(s.start_time) === Date.parse(start))!;
      const res = await client().put(
        `/api/doctor/available-slots/${slot.id}`,
        { start_time: '9999-12-31T23:00:00-23:00', end_time: '9999-12-31T23:50:00-23:00' },
        doctor.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: outOfRange, fields: { start_time: outOfRange } });
    });

    it.each(['9999-12-31T23:00:00-23:00', '0000-01-01T00:00:00+01:00'])(
      'GET /api/notifications?before=%s',
      async (before) => {
        const { patient } = await signInDemoPeople(ctx.app);
        const res = await client().get(
          `/api/notifications?before=${encodeURIComponent(before)}`,
          patient.token,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: outOfRange, fields: { before: outOfRange } });
      },
    );
  });
});
