import { describe, expect, it } from 'vitest';
import { pendingSignups, rateLimits, trustedSignIns } from './db/schema';
import { tidyUp } from './housekeeping';
import { api } from './test/api-helpers';
import { useTestApp } from './test/test-app';

describe('housekeeping', () => {
  const ctx = useTestApp();

  it('forgets finished rate-limit counters and long-unused trusted places, nothing else', async () => {
    await api(ctx.app).login();
    await api(ctx.app).post('/api/login', { email: 'nobody@example.com', password: 'guess' });
    const counters = () => ctx.database.db.$count(rateLimits);
    const places = () => ctx.database.db.$count(trustedSignIns);
    expect(await counters()).toBeGreaterThan(0);
    expect(await places()).toBe(2);
    await tidyUp(ctx.app.ctx);
    expect(await counters()).toBeGreaterThan(0); // still counting
    ctx.clock.advance(16 * 60_000);
    await tidyUp(ctx.app.ctx);
    expect(await counters()).toBe(0);
    expect(await places()).toBe(2);
    ctx.clock.advance(181 * 24 * 3600_000);
    await tidyUp(ctx.app.ctx);
    expect(await places()).toBe(0);
  });

  it('forgets a sign-up whose link expired unused, and keeps one still waiting', async () => {
    const signup = (email: string) =>
      api(ctx.app).post('/api/signup', {
        ...{ Name: 'Asha Rao', Password: 'quiet-river-42', confirmPassword: 'quiet-river-42' },
        ...{ Age: 34, Email: email, PhoneNumber: '+919876543210' },
      });
    await signup('old@example.com');
    ctx.clock.advance(20 * 3600_000);
    await signup('new@example.com');
    ctx.clock.advance(5 * 3600_000);
    await tidyUp(ctx.app.ctx);
    const left = await ctx.database.db.select({ email: pendingSignups.email }).from(pendingSignups);
    expect(left).toEqual([{ email: 'new@example.com' }]);
  });
});
