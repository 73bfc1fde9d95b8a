import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app';

describe('realtime', () => {
  const ctx = useTestApp();

  it('accepts socket.io connections at /socket.io on the API port', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
    });
    const connected = await new Promise<boolean>((resolve) => {
      socket.on('connect', () => resolve(true));
      socket.on('connect_error', () => resolve(false));
    });
    socket.close();
    expect(connected).toBe(true);
  });
});
