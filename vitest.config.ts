import { defineConfig } from 'vitest/config';

/** Browser journeys that start servers of their own and spend minutes waiting on a clock. */
const WAITING_JOURNEYS = [
  'e2e/src/video-long-call.e2e.test.ts',
  'e2e/src/session-idle.e2e.test.ts',
  'e2e/src/video-waiting-room.e2e.test.ts',
];

/**
 * Time limits decide only when a stuck test is given up, never how fast one must be: about three
 * times the slowest test seen on the slowest machine of this kind so far, which ran the same
 * commit 2.6 times slower than another (2026-11-28; a web test took 19.6 s there).
 */
const WEB_TEST_LIMIT_MS = 60_000;
const SERVER_TEST_LIMIT_MS = 90_000;
/** The server suites' set-up hooks start databases, server processes and whole topologies. */
const SERVER_HOOK_LIMIT_MS = 120_000;
/** A journey's hooks start servers and a browser, as long as a journey itself may take. */
const JOURNEY_TEST_LIMIT_MS = 180_000;

/** The topology run for real (nginx, three instance processes): a project and a lane of its own. */
const CLUSTER_SUITE = 'apps/server/src/cluster-suite/**/*.test.ts';

/**
 * One run, four projects: pure rules, the server against a real database,
 * web components in jsdom, and browser journeys in real Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [CLUSTER_SUITE],
          environment: 'node',
          // PGlite takes seconds to start: one instance per worker, data reset between tests;
          // on PostgreSQL each worker has a database of its own (worker-database.ts).
          setupFiles: ['apps/server/src/test/worker-database.ts'],
          globalSetup: ['apps/server/src/test/server-bundle.ts'],
          testTimeout: SERVER_TEST_LIMIT_MS,
          hookTimeout: SERVER_HOOK_LIMIT_MS,
          maxWorkers: 2,
          isolate: false,
          // Projects with workers of their own count run as groups, one group after another.
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Three server processes behind nginx on PostgreSQL and Redis (cluster/topology.ts):
        // files one after another, each with a topology and a database of its own. Beside the
        // server code and the test kits it uses (sockets, SMTP capture, people), apart from the
        // in-process server suite: it starts processes, not apps.
        test: {
          name: 'cluster',
          include: [CLUSTER_SUITE],
          environment: 'node',
          globalSetup: ['apps/server/src/test/server-bundle.ts'],
          testTimeout: SERVER_TEST_LIMIT_MS,
          hookTimeout: SERVER_HOOK_LIMIT_MS,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'bench',
          include: ['bench/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A worker's files share one jsdom and one import of React, MUI and the app: 190 s →
          // 117 s and 225 → 101 CPU-s on a quiet machine. What a file could leave behind is put
          // back after every test by the setup file (hooks, the fake socket, storage, clocks).
          setupFiles: ['apps/web/src/test/setup.ts'],
          isolate: false,
          // jsdom draws whole MUI screens (calendars, dialogs) slowly on two cores shared with
          // the server and browser suites: a slow draw is not a failure.
          testTimeout: WEB_TEST_LIMIT_MS,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/src/**/*.e2e.test.ts'],
          exclude: WAITING_JOURNEYS,
          environment: 'node',
          globalSetup: ['e2e/src/support/global-setup.ts'],
          testTimeout: JOURNEY_TEST_LIMIT_MS,
          hookTimeout: JOURNEY_TEST_LIMIT_MS,
          fileParallelism: false,
          // One worker imports Playwright and the kits once for all its files (each file starts
          // and stops its own servers and browser): 12% less time on seven small journeys.
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // Journeys that mostly wait (an idle limit running out, a long call): a lane of their
        // own (scripts/test-lanes.ts).
        test: {
          name: 'e2e-waits',
          include: WAITING_JOURNEYS,
          environment: 'node',
          globalSetup: ['e2e/src/support/global-setup-build.ts'],
          testTimeout: JOURNEY_TEST_LIMIT_MS,
          hookTimeout: JOURNEY_TEST_LIMIT_MS,
          // One at a time: side by side, beside the other lanes, they starved each other's
          // browsers past their time-outs (a CI run, 2026-11-26).
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
