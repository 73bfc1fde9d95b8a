import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { plans } from '../db/schema';

const migrateFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrate.ts');

describe('npm run db:migrate', () => {
  it('creates the schema of an empty embedded database, which then opens without migrating', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-migrate-'));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', migrateFile],
        { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
      );
      expect(stdout).toContain('The embedded database is up to date.');
      const database = await openDatabase({ pgliteDir: `${dataDir}/db`, migrate: false });
      try {
        expect(await database.db.select().from(plans)).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refused by the lock of a running server, says so in one line, without a stack trace', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-migrate-'));
    const lock = acquireDataDirLock(dataDir);
    try {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', migrateFile], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      });
      const failed = (await run.then(
        () => undefined,
        (err: unknown) => err,
      )) as { code: number; stderr: string } | undefined;
      expect(failed?.code).toBe(1);
      const lines = failed!.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Another Solace process is using DATA_DIR .* stop it first\.$/);
    } finally {
      lock.release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
