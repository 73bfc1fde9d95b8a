import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/data-dir-lock';
import { createUser, startServer, stopAllProcesses } from './test/server-process';

const dataDirs: string[] = [];
function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-main-'));
  dataDirs.push(dir);
  return dir;
}
afterEach(async () => {
  await stopAllProcesses();
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const serverEnv = (dataDir: string) => ({
  ...{ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'false' },
  // No balancer to notice a drain here (shutdown.test.ts tests the drain).
  SHUTDOWN_DRAIN_MS: '0',
});

describe('the server process', () => {
  it('refuses to start on a bad variable and names it', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exitCode()).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:[\s\S]*PORT/);
  });

  it('serves, then closes cleanly on SIGTERM', async () => {
    const dataDir = freshDataDir();
    const server = startServer(serverEnv(dataDir));
    const base = await server.ready();
    const res = await fetch(`${base}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exitCode()).toBe(0);
    expect(server.output()).toContain('shutting down');
    // A clean close gives the directory up: no lock and no control socket left behind.
    expect(fs.readdirSync(dataDir)).toEqual(['db']);
  }, 60_000);
});

describe('the production bundle', () => {
  it('builds, serves the API and the web app, and closes cleanly', async () => {
    const serverDir = path.resolve(import.meta.dirname, '..');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: serverDir });
    const bundle = path.join(serverDir, 'dist/server.mjs');
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-web-'));
    dataDirs.push(webDir);
    fs.writeFileSync(path.join(webDir, 'index.html'), '<title>Solace</title>');

    const dataDir = freshDataDir();
    const server = startServer({ ...serverEnv(dataDir), WEB_DIST_DIR: webDir }, bundle);
    const base = await server.ready();
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok' });
    expect((await (await fetch(`${base}/api/services`)).json()) as unknown[]).toHaveLength(9);
    expect(await (await fetch(`${base}/doctors`)).text()).toContain('<title>Solace</title>');
    server.child.kill('SIGTERM');
    expect(await server.exitCode()).toBe(0);
    expect(fs.readdirSync(dataDir)).toEqual(['db']);
  }, 90_000);
});

describe('one process on an embedded database', () => {
  it('refuses a second server on the same DATA_DIR while the first keeps serving', async () => {
    const dataDir = freshDataDir();
    const first = startServer(serverEnv(dataDir));
    const base = await first.ready();
    const second = startServer(serverEnv(dataDir));
    expect(await second.exitCode()).toBe(1);
    expect(second.output()).toContain(
      `Another Solace process is using DATA_DIR ${dataDir} (pid ${first.child.pid}, started `,
    );
    expect(second.output()).toContain('stop it first.');
    expect(second.output()).not.toContain('Solace is ready');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as {
      pid: number;
    };
    expect(lock.pid).toBe(first.child.pid);
  }, 60_000);

  it('user:create goes through the running server, and opens the database itself once it is gone', async () => {
    const dataDir = freshDataDir();
    const server = startServer(serverEnv(dataDir));
    const base = await server.ready();
    const created = await createUser(
      [
        ...['--role', 'doctor', '--email', 'dr.rao@example.com', '--name', 'Dr. Rao'],
        ...['--password', 'quiet-harbour-42', '--specialization', 'Grief'],
      ],
      { DATA_DIR: dataDir },
    );
    expect(created.output).toMatch(/^Created doctor dr\.rao@example\.com by the running server/);
    expect(created.code).toBe(0);
    const login = await fetch(`${base}/api/DocLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dr.rao@example.com', password: 'quiet-harbour-42' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('doctor');

    // Killed, the server leaves a stale lock and a dead socket; the command does without it.
    server.child.kill('SIGKILL');
    await server.exitCode();
    expect(fs.readdirSync(dataDir).sort()).toEqual(['control.sock', 'db', LOCK_FILE]);
    const direct = await createUser(
      ['--role', 'admin', '--email', 'ops@example.com', '--name', 'Ops'],
      { DATA_DIR: dataDir },
    );
    expect(direct.output).toMatch(/^Created admin ops@example\.com \(id /);
    expect(direct.output).toContain('/changepass?');
    expect(direct.code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);
});
