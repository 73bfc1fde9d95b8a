import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, removeStale } from './data-dir-lock';

/** A pid that certainly names no process any more: a child that has ended and been reaped. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('the data directory lock', () => {
  let dataDir: string;
  let lockFile: string;
  const readLock = () => JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid: number };
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-lock-'));
    lockFile = path.join(dataDir, LOCK_FILE);
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('lets one holder in, names it to the next, and is free again once released', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(readLock().pid).toBe(process.pid);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      `Another Solace process is using DATA_DIR ${dataDir} (pid ${process.pid}`,
    );
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
    acquireDataDirLock(dataDir).release();
    expect(fs.readdirSync(dataDir)).toEqual([]); // no drafts left behind
  });

  it('refuses while another live process holds it', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.writeFileSync(lockFile, JSON.stringify({ pid: holder.pid, startedAt: 'earlier' }));
      expect(() => acquireDataDirLock(dataDir)).toThrow(`(pid ${holder.pid}, started earlier)`);
      expect(readLock().pid).toBe(holder.pid);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it.each([
    ['a process that died', () => ({ pid: deadPid(), startedAt: 'x' })],
    ['an earlier process that had our pid', () => ({ pid: process.pid, startedAt: 'x' })],
    ['unreadable content', () => 'half a lo'],
  ])('takes over a stale lock from %s', (_, content) => {
    const value = content();
    fs.writeFileSync(lockFile, typeof value === 'string' ? value : JSON.stringify(value));
    const lock = acquireDataDirLock(dataDir);
    expect(readLock().pid).toBe(process.pid);
    lock.release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over when a live process only reuses the recorded pid',
    () => {
      // Our own parent is alive, but it started at another time than the lock says.
      fs.writeFileSync(
        lockFile,
        JSON.stringify({ pid: process.ppid, startedAt: 'x', procStart: '1' }),
      );
      acquireDataDirLock(dataDir).release();
    },
  );

  it('lets exactly one of many processes racing for a stale lock take it over', async () => {
    fs.writeFileSync(lockFile, JSON.stringify({ pid: deadPid(), startedAt: 'x' }));
    const moduleFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts');
    const startAt = Date.now() + 2000; // all at the same moment, once each child has loaded
    // The winner holds the lock until its stdin closes, so a late starter cannot win too.
    const racer = `
      import { acquireDataDirLock } from ${JSON.stringify(moduleFile)};
      while (Date.now() < ${startAt});
      try {
        const lock = acquireDataDirLock(${JSON.stringify(dataDir)});
        console.log('won');
        process.stdin.on('end', () => lock.release()).resume();
      } catch (err) {
        console.log(err.name);
      }`;
    const racers = Array.from({ length: 6 }, () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', racer],
        {
          stdio: ['pipe', 'pipe', 'inherit'],
        },
      );
      const outcome = new Promise<string>((resolve) =>
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
      );
      const exited = new Promise((resolve) => child.on('exit', resolve));
      return { child, outcome, exited };
    });
    try {
      const outcomes = await Promise.all(racers.map((r) => r.outcome));
      expect([...outcomes].sort()).toEqual([...Array(5).fill('DataDirLockedError'), 'won']);
    } finally {
      for (const r of racers) r.child.stdin.end();
      await Promise.all(racers.map((r) => r.exited));
    }
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('does not clear a fresh lock that replaced the stale one it judged', () => {
    const fresh = JSON.stringify({ pid: process.ppid, startedAt: 'just now' });
    fs.writeFileSync(lockFile, fresh);
    removeStale(lockFile, JSON.stringify({ pid: deadPid(), startedAt: 'x' }));
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(fresh);
    expect(fs.readdirSync(dataDir)).toEqual([LOCK_FILE]);
  });

  it('leaves a lock that another process took meanwhile when released', () => {
    const lock = acquireDataDirLock(dataDir);
    fs.writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, startedAt: 'later' }));
    lock.release();
    expect(readLock().pid).toBe(process.ppid);
  });
});
