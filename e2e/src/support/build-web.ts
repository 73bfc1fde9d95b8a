import { spawnSync } from 'node:child_process';
import { repoRoot } from './server';

/**
 * Builds the web app the journeys' servers serve, once per test run: both browser projects'
 * global setups call this, and they run in one process (the marker is its environment).
 */
export function buildWebOnce(): void {
  if (process.env.E2E_SKIP_BUILD === '1' || process.env.SOLACE_E2E_WEB_BUILT === '1') return;
  // WEB_DIST_DIR builds into a folder of one's own (the servers inherit it), so two checkouts
  // or two people working at once do not overwrite each other's build.
  const outDir = process.env.WEB_DIST_DIR
    ? ['--', '--outDir', process.env.WEB_DIST_DIR, '--emptyOutDir']
    : [];
  const build = spawnSync('npm', ['run', 'build', '-w', '@solace/web', ...outDir], {
    cwd: repoRoot,
    // vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('building the web app failed');
  process.env.SOLACE_E2E_WEB_BUILT = '1';
}
