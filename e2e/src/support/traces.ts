import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';

/** Where a failing journey leaves its Playwright trace (`npx playwright-core show-trace <zip>`). */
export const TRACES_DIR = fileURLToPath(new URL('../../../.test-results/traces/', import.meta.url));

/**
 * Starts a context's trace: DOM snapshots, and the screenshot film strip only with
 * E2E_TRACE_SCREENSHOTS=1 (it costs about a fifth of a journey's CPU, measured on forms +
 * accounts). A trace is written only if `keepTraces` is called; a closed context drops it.
 */
export async function startTrace(context: BrowserContext): Promise<void> {
  await context.tracing.start({
    screenshots: process.env.E2E_TRACE_SCREENSHOTS === '1',
    snapshots: true,
  });
}

/**
 * Writes the traces of a failed test's contexts as `<name>.zip`, `<name>-2.zip`…, with `name`
 * made safe as a file name. Free of vitest: the video runner's child process uses it too.
 */
export async function keepTraces(contexts: BrowserContext[], name: string): Promise<void> {
  const slug = name
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150);
  await Promise.all(
    contexts.map((context, index) =>
      context.tracing
        .stop({
          path: path.join(TRACES_DIR, index === 0 ? `${slug}.zip` : `${slug}-${index + 1}.zip`),
        })
        .catch((err: unknown) => console.warn(`no trace for ${name}: ${String(err)}`)),
    ),
  );
}
