import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeNoteOverHttp } from './records-process-kit';
import { rotateRecordsKeyCli, startServer, stopAllProcesses } from '../../test/server-process';

const dirs: string[] = [];
afterEach(async () => {
  await stopAllProcesses();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A real server on its own embedded database, with the demo people. */
const env = (dataDir: string, keys: string) => ({
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  DATABASE_URL: '',
  RECORDS_KEY: keys,
});

// The server processes here run on their own embedded database whatever the lane: once is enough
// (the PostgreSQL lane runs the same test with the same processes).
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'the records key, for a real server process',
  () => {
    it('rotates through the running server, then refuses the old key alone with one line naming the setting', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-records-process-'));
      dirs.push(dataDir);
      const [oldKey, newKey] = [0, 1].map(() => randomBytes(32).toString('base64'));

      let server = startServer(env(dataDir, oldKey!));
      const note = await writeNoteOverHttp(await server.ready(), 'Held through a rotation.');
      server.child.kill('SIGTERM');
      expect(await server.exitCode()).toBe(0);

      // The new key first, the old one beside it; the rotation runs while the server serves.
      server = startServer(env(dataDir, `${newKey},${oldKey}`));
      await server.ready();
      const rotated = await rotateRecordsKeyCli({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        RECORDS_KEY: newKey!,
      });
      expect(rotated.output).toMatch(
        /Re-wrapped 1 record key\(s\); every record is now under master key [0-9a-f]{16}/,
      );
      expect(rotated.code).toBe(0);
      server.child.kill('SIGTERM');
      await server.exitCode();

      // The old key dropped: the notes open with the new key alone.
      server = startServer(env(dataDir, newKey!));
      const read = await note.read(await server.ready());
      expect(read.status).toBe(200);
      expect(read.json.sections).toEqual({ text: 'Held through a rotation.' });
      server.child.kill('SIGTERM');
      await server.exitCode();

      // The old key alone no longer opens them: one line naming the setting, no stack.
      const refused = startServer(env(dataDir, oldKey!));
      expect(await refused.exitCode()).toBe(1);
      const lines = refused
        .output()
        .trim()
        .split('\n')
        .filter((l) => !l.startsWith('{'));
      expect(lines).toEqual([
        expect.stringMatching(
          /^Solace failed to start: RECORDS_KEY: no configured key opens the encrypted records/,
        ),
      ]);
      // Five processes start one after another (tsx loads each): minutes on a busy CI machine.
    }, 300_000);
  },
);
