import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { createPatient } from '../../test/people';
import { useTestApp } from '../../test/test-app';
import { SESSION_MEMORY_MS } from '../../speed/session-memory';
import { hashToken } from './sessions.service';

describe('sessions looked up from memory', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);
  const lastActive = async (token: string) => {
    const [row] = await ctx.database.db
      .select({ at: sessions.lastActiveAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row?.at.getTime();
  };

  it('asks the database at most once per window, and records the activity then', async () => {
    const { token } = await client().login();
    const checkLoginAround = async () => {
      const before = ctx.clock.now().getTime();
      expect((await client().get('/api/check-login', token)).statusCode).toBe(200);
      return { before, after: ctx.clock.now().getTime() };
    };
    ctx.clock.advance(60_000);
    const first = await checkLoginAround();
    const touched = await lastActive(token);
    expect(touched).toBeGreaterThanOrEqual(first.before);
    expect(touched).toBeLessThanOrEqual(first.after);

    ctx.clock.advance(SESSION_MEMORY_MS / 2);
    await checkLoginAround();
    expect(await lastActive(token)).toBe(touched); // answered from memory

    ctx.clock.advance(SESSION_MEMORY_MS);
    const third = await checkLoginAround();
    expect(await lastActive(token)).toBeGreaterThanOrEqual(third.before);
  });

  it('answers each of many first requests at once with its own session, or 401', async () => {
    const people = await Promise.all(
      ['Asha', 'Ben', 'Chitra', 'Dev', 'Esha'].map((name) => createPatient(ctx.app, name)),
    );
    const revoked = people.pop()!;
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: ctx.clock.now() })
      .where(eq(sessions.tokenHash, hashToken(revoked.token)));
    await ctx.app.ctx.invalidations.settle();
    ctx.clock.advance(60_000);
    const before = ctx.clock.now().getTime();
    const tokens = [
      ...people.map((p) => p.token),
      revoked.token,
      'not-a-session',
      people[0]!.token,
    ];
    const answers = await Promise.all(
      tokens.map((token) => client().get('/api/check-login', token)),
    );
    const who = answers.map((res) =>
      res.statusCode === 200
        ? (res.json() as { user: { email: string } }).user.email
        : res.statusCode,
    );
    expect(who).toEqual([...people.map((p) => p.email), 401, 401, people[0]!.email]);
    for (const person of people) {
      expect(await lastActive(person.token)).toBeGreaterThanOrEqual(before); // touched now
    }
  });

  it('forgets a session revoked in the database at once, whoever revoked it', async () => {
    const { token } = await client().login();
    expect((await client().get('/api/check-login', token)).statusCode).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: ctx.clock.now() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await ctx.app.ctx.invalidations.settle(); // a write outside any request: wait to hear of it
    expect((await client().get('/api/check-login', token)).statusCode).toBe(401);
  });

  it('ends the other sessions at once on a password change', async () => {
    const first = await client().login();
    const second = await client().login();
    expect((await client().get('/api/check-login', first.token)).statusCode).toBe(200);
    const changed = await client().post(
      '/api/changepassword',
      {
        userId: second.user.id,
        currentPassword: DEMO_PASSWORD,
        newPassword: 'steady-breath-99',
        confirmPassword: 'steady-breath-99',
      },
      second.token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await client().get('/api/check-login', first.token)).statusCode).toBe(401);
    expect((await client().get('/api/check-login', second.token)).statusCode).toBe(200);
  });
});
