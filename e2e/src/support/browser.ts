import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';
import { CHROMIUM_ARGS, chromePath } from './chrome-path';

/** Where a failing journey leaves its Playwright trace (`npx playwright-core show-trace <zip>`). */
const TRACES_DIR = fileURLToPath(new URL('../../../.test-results/traces/', import.meta.url));

/** `booking.e2e.test.ts` and `books a slot` become `booking-books-a-slot`, safe as a file name. */
function traceName(task: TestContext['task'], index: number): string {
  const file = path.basename(task.file.name).replace(/\.e2e\.test\.ts$/, '');
  const slug = `${file} ${task.name}`
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150);
  return index === 0 ? `${slug}.zip` : `${slug}-${index + 1}.zip`;
}

export interface TrackedPage extends Page {
  /** Console errors and uncaught page errors seen since the page opened. */
  problems: string[];
}

/**
 * One Chromium per test file; each `newPage()` gets a fresh context (its own storage) and is
 * closed after the test. Every context records a Playwright trace (DOM snapshots; screenshots
 * too with E2E_TRACE_SCREENSHOTS=1) kept only when the test failed, in `.test-results/traces/<file>-<test>.zip`; a
 * passing test's trace is dropped when its context closes, unwritten.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_ARGS });
  });
  afterEach(async ({ task }) => {
    const closing = contexts.splice(0);
    // vitest marks the test failed before its afterEach hooks run.
    if (task.result?.state === 'fail') {
      await Promise.all(
        closing.map((c, i) =>
          c.tracing
            .stop({ path: path.join(TRACES_DIR, traceName(task, i)) })
            .catch((err: unknown) => console.warn(`no trace for ${task.name}: ${String(err)}`)),
        ),
      );
    }
    await Promise.all(closing.map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(
    options: {
      baseUrl?: string;
      width?: number;
      height?: number;
      bypassCSP?: boolean;
      /** The viewer's time zone, e.g. 'Asia/Kolkata'. */
      timezoneId?: string;
      /** The browser's language (navigator.language, Accept-Language), e.g. 'hi-IN'. */
      locale?: string;
      /** False: a browser with scripts turned off (what the server's HTML alone gives). */
      javaScriptEnabled?: boolean;
    } = {},
  ): Promise<TrackedPage> {
    const context = await browser.newContext({
      baseURL: options.baseUrl ?? inject('baseUrl'),
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      // Only for injecting test tools (axe-core): every other page runs under the server's CSP.
      bypassCSP: options.bypassCSP ?? false,
      ...(options.timezoneId && { timezoneId: options.timezoneId }),
      ...(options.locale && { locale: options.locale }),
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    contexts.push(context);
    // DOM snapshots show a failing step; the screenshot film strip costs about a fifth of a
    // journey's CPU (measured on forms + accounts), so it is there only when asked for.
    await context.tracing.start({
      screenshots: process.env.E2E_TRACE_SCREENSHOTS === '1',
      snapshots: true,
    });
    const page = (await context.newPage()) as TrackedPage;
    page.problems = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') page.problems.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
    return page;
  }

  return { newPage };
}
