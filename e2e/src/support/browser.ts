import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';
import { JOURNEY_CHROMIUM_ARGS, chromePath } from './chrome-path';
import { keepTraces, startTrace } from './traces';

/** `booking.e2e.test.ts` and `books a slot` become the trace name `booking-books-a-slot`. */
const traceName = (task: TestContext['task']) =>
  `${path.basename(task.file.name).replace(/\.e2e\.test\.ts$/, '')} ${task.name}`;

export interface TrackedPage extends Page {
  /** Console errors and uncaught page errors seen since the page opened. */
  problems: string[];
}

/** The widest the page's content is: more than the viewport means a sideways scroll. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
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
    browser = await chromium.launch({ executablePath: chromePath(), args: JOURNEY_CHROMIUM_ARGS });
  });
  afterEach(async ({ task }) => {
    const closing = contexts.splice(0);
    // vitest marks the test failed before its afterEach hooks run.
    if (task.result?.state === 'fail') await keepTraces(closing, traceName(task));
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
      /** 'reduce': a person who asked their system for less motion (prefers-reduced-motion). */
      reducedMotion?: 'reduce' | 'no-preference';
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
      ...(options.reducedMotion && { reducedMotion: options.reducedMotion }),
    });
    contexts.push(context);
    await startTrace(context);
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
