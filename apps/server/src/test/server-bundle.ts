import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { nodeArgsFor } from '../lib/node-args';

export { nodeArgsFor };

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The server's TypeScript entry point, run through tsx where no bundle was built. */
const serverSourceEntry = path.join(serverDir, 'src/main.ts');

/**
 * Under `apps/server`, so the bundle finds the server's packages and the checkout as the real
 * one in `dist` does; in node_modules' cache, so no linter, formatter or git sees it.
 */
const bundlesDir = path.join(serverDir, 'node_modules/.cache/test-server-bundles');

/**
 * The file a test starts as "the server": the bundle `buildTestServerBundle` made for this run,
 * else the TypeScript source. The bundle is the same code (`npm run build`'s bundler, from
 * the source as it is now) and starts in 1.8 s where tsx takes 2.9 s: the server suite, the
 * journeys and the cluster suite start about a hundred servers a run (decision note 0032).
 */
export function serverEntry(): string {
  const bundle = process.env.SOLACE_TEST_SERVER_BUNDLE;
  return bundle && fs.existsSync(bundle) ? bundle : serverSourceEntry;
}

/**
 * Bundles the server once for a test run, into a folder of its own (two runs at once do not
 * share one), and names it in SOLACE_TEST_SERVER_BUNDLE for this process and the ones it
 * starts: `npm test` does it before its lanes, a project's global setup when vitest runs alone
 * (this module is the server and cluster projects' global set-up). Answers a function that
 * removes the folder, or nothing when the bundle was already there.
 */
export default function buildTestServerBundle(): (() => void) | undefined {
  if (process.env.SOLACE_TEST_SERVER_BUNDLE) return undefined;
  fs.mkdirSync(bundlesDir, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(bundlesDir, 'run-'));
  const build = spawnSync(
    process.execPath,
    [...nodeArgsFor('scripts/build.ts'), '--out-dir', outDir],
    { cwd: serverDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) throw new Error('bundling the server for the tests failed');
  process.env.SOLACE_TEST_SERVER_BUNDLE = path.join(outDir, 'server.mjs');
  return () => {
    delete process.env.SOLACE_TEST_SERVER_BUNDLE;
    fs.rmSync(outDir, { recursive: true, force: true });
  };
}

export { buildTestServerBundle };
