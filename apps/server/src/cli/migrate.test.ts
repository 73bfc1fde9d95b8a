import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
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
});
