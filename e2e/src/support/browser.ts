import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, chromePath } from './chrome-path';

export interface TrackedPage extends Page {
  /** Console errors and uncaught page errors seen since the page opened. */
  problems: string[];
}

/**
 * One Chromium per test file; each `newPage()` gets a fresh context (its own storage) and is
 * closed after the test.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
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
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    contexts.push(context);
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
