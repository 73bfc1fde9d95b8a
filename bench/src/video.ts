/**
 * The video consultation's start: two headless Chromium contexts with the fake camera join one
 * booked room, 10 times; each time, from both having pressed Join to the first remote frame
 * shown on both sides. In a loopback-only network namespace when this process may make one.
 * Target: a median under 1.5 s on loopback.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runVideoCall } from '../../e2e/src/video/namespace';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.VIDEO_BENCH_RUNS ?? 10);

export interface VideoRow {
  scenario: string;
  runs: number;
  'median ms': number;
  'p95 ms': number;
  'max ms': number;
  'target ms': number;
  network: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The room page is served from the built web app: build it once when it is missing. */
function ensureWebBuild() {
  const dist = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
  if (fs.existsSync(path.join(dist, 'index.html'))) return;
  const outDir = process.env.WEB_DIST_DIR ? ['--', '--outDir', dist, '--emptyOutDir'] : [];
  const build = spawnSync('npm', ['run', 'build', '-w', '@solace/web', ...outDir], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('building the web app failed');
}

/** Join → first remote frame on both sides: median and p95 over `RUNS` joins. */
export async function videoBenchmark(): Promise<VideoRow[]> {
  ensureWebBuild();
  const { isolated, result } = await runVideoCall<{ times: number[] }>(
    ['bench', String(RUNS)],
    RUNS * 30_000 + 60_000,
  );
  const sorted = [...result.times].sort((x, y) => x - y);
  return [
    {
      scenario: 'both joined → first remote frame, both sides',
      runs: sorted.length,
      'median ms': percentile(sorted, 50),
      'p95 ms': percentile(sorted, 95),
      'max ms': sorted.at(-1) ?? Number.NaN,
      'target ms': 1500,
      network: isolated ? 'loopback-only namespace' : 'host network (unshare not permitted)',
    },
  ];
}

// `tsx bench/src/video.ts` runs it alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.table(await videoBenchmark());
}
