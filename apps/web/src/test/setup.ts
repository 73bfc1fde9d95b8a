/**
 * Before and after every web component test, in every file (the web project's setupFiles). The
 * project shares one environment among a worker's files (isolate: false), so these hooks cannot
 * live in a module the files import: a module is imported once per worker, and hooks registered
 * at its top level would attach to the first file alone.
 */
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { forgetEmotionStyles } from './emotion-styles';
import { endApiStubs, reportLateApiRequests, startApiStubs } from './stub-api';

// No test opens a real socket (test/fake-socket.ts says why). A vi.mock in a setup file holds for
// every file; in a test file it would miss a module an earlier file of the worker had imported.
vi.mock('../lib/socket', () => import('./fake-socket'));

// The waits allow for a busy machine: in CI this suite shares two cores with the server suite and
// two browsers, and a whole screen's first draw there took over 3 s (a CI run, 2026-11-27), and
// 2.6 times as long on a slower machine of this kind (2026-11-28). A findBy returns as soon as its
// element is there; the limit only decides when to give up. Files that draw the app's own route
// table load its lazy screens first (test/app-screens.ts).
configure({ asyncUtilTimeout: 20_000 });

// Every test starts with an API that expects nothing: a screen that calls more than the test
// planned for fails, instead of quietly getting a 404 and passing for the wrong reason.
beforeEach(startApiStubs);

// The web project runs without vitest globals, so Testing Library cannot clean up by itself.
afterEach(() => {
  cleanup();
  toast.dismiss();
  // Files in the node environment (the catalogue and font scans) have no storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  // A test that faked the clock and failed before giving it back leaves real time to the next.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  endApiStubs();
});

afterAll(reportLateApiRequests);
// Each file starts with none of the styles the files before it drew (test/emotion-styles.ts says
// why): 182 s and 171 CPU-s for the project alone before, 123 s and 111 CPU-s after.
afterAll(forgetEmotionStyles);
