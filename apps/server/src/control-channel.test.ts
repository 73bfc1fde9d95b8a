import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerControlChannel, sendControlRequest } from './control-channel';
import { MasterKeyring } from './features/records/master-keys';
import { api } from './test/api-helpers';
import { useTestApp } from './test/test-app';

/** One raw line to the socket and the raw answer, for requests the client would not send. */
function sendRaw(socketPath: string, text: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.createConnection(socketPath, () => socket.write(text));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(JSON.parse(answer)));
    socket.on('error', reject);
  });
}

describe('the control channel', () => {
  const ctx = useTestApp({ demo: false });
  // The shared test database's archive (the PostgreSQL lane has none: its backups are pg_dump's).
  const embeddedDump = () =>
    ctx.app.database.dump?.() ?? Promise.reject(new Error('not the embedded database'));
  let dataDir: string;
  let socketPath: string;
  let host: FastifyInstance;
  const open = async () => {
    host = Fastify();
    const keyring = new MasterKeyring(ctx.app.ctx.config.recordsKeys);
    registerControlChannel(
      host,
      { ...ctx.app.ctx, config: { ...ctx.app.ctx.config, dataDir } },
      keyring,
      embeddedDump,
    );
    await host.ready();
  };
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-control-'));
    socketPath = path.join(dataDir, 'control.sock');
  });
  afterEach(async () => {
    await host?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a staff account on the server’s database, on a socket only its user can use', async () => {
    fs.writeFileSync(socketPath, ''); // left by a server that was killed
    await open();
    expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);
    const reply = await sendControlRequest(dataDir, {
      command: 'create-staff-account',
      account: {
        role: 'doctor',
        email: 'dr.das@example.com',
        name: 'Dr. Das',
        password: 'calm-seas-2026',
      },
    });
    expect(reply).toEqual({ ok: true, userId: expect.any(String) });
    const { user } = await api(ctx.app).login(
      'dr.das@example.com',
      'calm-seas-2026',
      '/api/DocLogin',
    );
    expect(user.role).toBe('doctor');
    await host.close();
    expect(fs.existsSync(socketPath)).toBe(false);
  });

  it('answers what it refuses, and accepts nothing but its one command', async () => {
    await open();
    const account = { role: 'admin', email: 'ops@example.com', name: 'Ops' } as const;
    expect(await sendRaw(socketPath, 'not json\n')).toEqual({
      ok: false,
      error: 'The request is not JSON.',
    });
    expect(
      await sendRaw(socketPath, `${JSON.stringify({ command: 'drop-database', account })}\n`),
    ).toMatchObject({ ok: false, error: expect.stringContaining('command') });
    expect(await sendRaw(socketPath, `${'x'.repeat(70_000)}`)).toEqual({
      ok: false,
      error: 'The request is too large.',
    });
    const weak = await sendControlRequest(dataDir, {
      command: 'create-staff-account',
      account: { ...account, password: 'password' },
    });
    expect(weak).toEqual({ ok: false, error: 'account.password: password is too weak' });
    const first = await sendControlRequest(dataDir, { command: 'create-staff-account', account });
    expect(first).toMatchObject({
      ok: true,
      setPasswordLink: expect.stringContaining('/changepass?'),
    });
    const twice = await sendControlRequest(dataDir, { command: 'create-staff-account', account });
    expect(twice).toMatchObject({ ok: false, error: expect.stringContaining('already exists') });
  });

  it('tells the command when no server listens, so it opens the database itself', async () => {
    const request = {
      command: 'create-staff-account',
      account: { role: 'admin', email: 'a@b.example', name: 'A' },
    } as const;
    expect(await sendControlRequest(dataDir, request)).toBeUndefined();
    // A socket file that nobody listens on any more: its server was killed.
    const listenThenDie = `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`;
    spawnSync(process.execPath, ['-e', listenThenDie]);
    expect(fs.statSync(socketPath).isSocket()).toBe(true);
    expect(await sendControlRequest(dataDir, request)).toBeUndefined();
  });
});
