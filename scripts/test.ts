/**
 * `npm test`: every suite in one vitest run (shared, server, web, e2e), then one closing line
 * "N passed, N failed" counting all of them. Extra arguments go to vitest (`-- --project server`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { summarise } from './test-results';

const resultsFile = path.resolve(process.env.TEST_RESULTS_FILE ?? '.test-results/vitest.json');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.rmSync(resultsFile, { force: true });

const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);

const { passed, failed } = summarise([resultsFile]);
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
