import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '@solace/shared';
import { api } from './test/api-helpers';
import { notifyNow } from './test/people';
import { useTestApp } from './test/test-app';

describe('realtime', () => {
  const ctx = useTestApp();
  const sockets: Socket[] = [];
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  async function open(token?: string) {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: token ? { token } : {},
    });
    sockets.push(socket);
    const outcome = await new Promise<string>((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', (err) => resolve(err.message));
    });
    return { socket, outcome };
  }

  it('refuses a connection without a valid session', async () => {
    expect((await open()).outcome).toBe('unauthorized');
    expect((await open('made-up-token')).outcome).toBe('unauthorized');
  });

  it("pushes a user's notifications to that user's tabs only", async () => {
    const { token, user } = await api(ctx.app).login();
    const other = await api(ctx.app).login(
      'ananya.sharma@solace.example',
      'solace-demo-2026',
      '/api/DocLogin',
    );
    const mine = await open(token);
    const theirs = await open(other.token);
    expect([mine.outcome, theirs.outcome]).toEqual(['connected', 'connected']);
    const received: Notification[] = [];
    const leaked: Notification[] = [];
    mine.socket.on('notification:new', (n: Notification) => received.push(n));
    theirs.socket.on('notification:new', (n: Notification) => leaked.push(n));
    const arrived = new Promise((resolve) => mine.socket.once('notification:new', resolve));
    await notifyNow(ctx.app, user.id, { title: 'Hello', message: 'Just for you' });
    await arrived;
    expect(received).toEqual([expect.objectContaining({ title: 'Hello', read: false })]);
    // A barrier instead of a pause: a notice of their own, sent after, reaches the other socket
    // after anything sent to it before, so if 'Hello' had leaked it would be here by now.
    const barrier = new Promise((resolve) => theirs.socket.once('notification:new', resolve));
    await notifyNow(ctx.app, other.user.id, { title: 'Barrier', message: 'For them' });
    await barrier;
    expect(leaked).toEqual([expect.objectContaining({ title: 'Barrier' })]);
  });

  it('closes the sockets of a session when it ends, and only those', async () => {
    const ended = await api(ctx.app).login();
    const kept = await api(ctx.app).login();
    const closing = await open(ended.token);
    const staying = await open(kept.token);
    const closed = new Promise((resolve) => closing.socket.on('disconnect', resolve));
    await api(ctx.app).post('/api/logout', {}, ended.token);
    await closed;
    expect(closing.socket.connected).toBe(false);
    expect(staying.socket.connected).toBe(true);
  });

  it("closes the other sessions' sockets after a password change", async () => {
    const changer = await api(ctx.app).login();
    const elsewhere = await api(ctx.app).login();
    const other = await open(elsewhere.token);
    const closed = new Promise((resolve) => other.socket.on('disconnect', resolve));
    const res = await api(ctx.app).post(
      '/api/changepassword',
      {
        userId: changer.user.id,
        currentPassword: 'solace-demo-2026',
        newPassword: 'a-fresh-start-2026',
        confirmPassword: 'a-fresh-start-2026',
      },
      changer.token,
    );
    expect(res.statusCode).toBe(200);
    await closed;
  });

  it('drops a socket when its session expires, idle or not', async () => {
    const { token } = await api(ctx.app).login();
    const { socket } = await open(token);
    const closed = new Promise((resolve) => socket.on('disconnect', resolve));
    ctx.clock.advance(29 * 60_000);
    await ctx.app.ctx.realtime.recheckSessions();
    expect(socket.connected).toBe(true);
    ctx.clock.advance(2 * 60_000);
    await ctx.app.ctx.realtime.recheckSessions();
    await closed;
  });
});
