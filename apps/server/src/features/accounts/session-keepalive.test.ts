import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionStatusResponseSchema } from '@solace/shared';
import { sessions } from '../../db/schema';
import { api } from '../../test/api-helpers';
import { socketPool } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { SESSION_MEMORY_MS } from '../../speed/session-memory';
import { hashToken } from './sessions.service';

const IDLE_MINUTES = 5;
const IDLE_MS = IDLE_MINUTES * 60_000;
const MINUTE = 60_000;

describe('the idle limit from SESSION_IDLE_MINUTES, and what keeps a session alive', () => {
  const ctx = useTestApp({ env: { SESSION_IDLE_MINUTES: String(IDLE_MINUTES) } });
  const client = () => api(ctx.app);
  const pool = socketPool();
  afterEach(() => pool.closeAll());

  const background = (token: string) =>
    ctx.app.inject({
      url: '/api/check-login',
      headers: { authorization: `Bearer ${token}`, 'x-solace-background': '1' },
    });
  const status = async (token: string) => {
    const res = await client().get('/api/session', token);
    return res.statusCode === 200 ? sessionStatusResponseSchema.parse(res.json()) : res.statusCode;
  };
  const keepAlive = async (token: string) => {
    const res = await client().post('/api/session/keepalive', undefined, token);
    return res.statusCode === 200 ? sessionStatusResponseSchema.parse(res.json()) : res.statusCode;
  };
  const lastActive = async (token: string) => {
    const [row] = await ctx.database.db
      .select({ at: sessions.lastActiveAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row!.at.getTime();
  };

  it('ends a session after the configured minutes without use, and says when', async () => {
    const { token } = await client().login();
    const loggedInAt = await lastActive(token);
    expect(await status(token)).toEqual({
      endsAt: new Date(loggedInAt + IDLE_MS).toISOString(),
      idleSeconds: IDLE_MINUTES * 60,
    });
    ctx.clock.advance(IDLE_MS - MINUTE);
    expect((await background(token)).statusCode).toBe(200);
    ctx.clock.advance(2 * MINUTE);
    expect((await background(token)).statusCode).toBe(401);
    expect(await status(token)).toBe(401);
  });

  it('never counts a look at the deadline as activity, with or without the background header', async () => {
    const { token } = await client().login();
    const loggedInAt = await lastActive(token);
    ctx.clock.advance(IDLE_MS - MINUTE);
    // No background header: the route itself says it is not activity.
    const seen = await status(token);
    expect(seen).toMatchObject({ endsAt: new Date(loggedInAt + IDLE_MS).toISOString() });
    expect(await lastActive(token)).toBe(loggedInAt);
    ctx.clock.advance(2 * MINUTE);
    expect(await status(token)).toBe(401);
  });

  it('records a keep-alive at once, even while the session is answered from memory', async () => {
    const { token } = await client().login();
    ctx.clock.advance(MINUTE);
    expect((await client().get('/api/check-login', token)).statusCode).toBe(200); // remembered now
    ctx.clock.advance(SESSION_MEMORY_MS / 2);
    const before = ctx.clock.now().getTime();
    const kept = await keepAlive(token);
    const after = ctx.clock.now().getTime();
    const touched = await lastActive(token);
    expect(touched).toBeGreaterThanOrEqual(before);
    expect(touched).toBeLessThanOrEqual(after);
    expect(kept).toEqual({
      endsAt: new Date(touched + IDLE_MS).toISOString(),
      idleSeconds: IDLE_MINUTES * 60,
    });
    // The remembered session moved too: past the old deadline it is still signed in.
    ctx.clock.advance(IDLE_MS - MINUTE);
    expect((await background(token)).statusCode).toBe(200);
  });

  it('keeps a call going past the idle limit with heartbeats, and ends it when they stop', async () => {
    const { token } = await client().login();
    for (let beat = 0; beat < 4; beat++) {
      ctx.clock.advance(IDLE_MS - MINUTE);
      expect(await keepAlive(token)).toMatchObject({ idleSeconds: IDLE_MINUTES * 60 });
    }
    // Four idle periods less four minutes after login, and still signed in.
    expect((await background(token)).statusCode).toBe(200);
    ctx.clock.advance(IDLE_MS + MINUTE);
    expect(await keepAlive(token)).toBe(401); // too late: an ended session is not revived
    expect((await background(token)).statusCode).toBe(401);
  });

  it("keeps the call's socket open while heartbeats come, and closes it when its session ends", async () => {
    const { token } = await client().login();
    const { socket, outcome } = await pool.open(ctx.app, token);
    expect(outcome).toBe('connected');
    ctx.clock.advance(IDLE_MS - MINUTE);
    expect(await keepAlive(token)).toMatchObject({ idleSeconds: IDLE_MINUTES * 60 });
    ctx.clock.advance(IDLE_MS - MINUTE); // past the first deadline
    await ctx.app.ctx.realtime.recheckSessions();
    expect(socket.connected).toBe(true);
    // No heartbeat since: once the idle limit has passed, the socket goes with its session.
    const closed = new Promise((resolve) => socket.on('disconnect', resolve));
    ctx.clock.advance(2 * MINUTE);
    await ctx.app.ctx.realtime.recheckSessions();
    await closed;
  });
});
