import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { chromePath } from './chrome-path';
import { repoRoot, startServer, stopServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server seeded with demo therapists and the demo client. */
    baseUrl: string;
    /** A server with plans and services only: no therapists at all. */
    emptyBaseUrl: string;
    /** The demo server's DATA_DIR: its mails (sign-up links) are .eml files in `outbox/`. */
    baseDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  chromePath(); // fail early, with install advice, when Chromium is missing
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // WEB_DIST_DIR builds into a folder of one's own (the servers below inherit it), so two
    // checkouts or two people working at once do not overwrite each other's build.
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
  }
  const servers = await Promise.all([
    startServer({ SEED_DEMO: 'true' }),
    startServer({ SEED_DEMO: 'false' }),
  ]);
  project.provide('baseUrl', servers[0].url);
  project.provide('emptyBaseUrl', servers[1].url);
  project.provide('baseDataDir', servers[0].dataDir);
  return async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
  };
}
