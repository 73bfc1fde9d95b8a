import type { TestProject } from 'vitest/node';
import { buildTestServerBundle } from '@solace/server/test-server-bundle';
import { buildWebOnce } from './build-web';
import { chromePath } from './chrome-path';
import { startServer, stopServer } from './server';

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
  buildWebOnce();
  const removeBundle = buildTestServerBundle();
  // E2E_DATABASE_URL puts the demo server on PostgreSQL (CI runs the clinical journeys so too).
  const onPostgres = process.env.E2E_DATABASE_URL;
  const servers = await Promise.all([
    startServer({ SEED_DEMO: 'true', ...(onPostgres && { DATABASE_URL: onPostgres }) }),
    startServer({ SEED_DEMO: 'false' }),
  ]);
  project.provide('baseUrl', servers[0].url);
  project.provide('emptyBaseUrl', servers[1].url);
  project.provide('baseDataDir', servers[0].dataDir);
  return async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    removeBundle?.();
  };
}
