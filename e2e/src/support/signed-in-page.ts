import type { Page } from 'playwright-core';
import { hydrated } from './hydration';

/**
 * Puts a session where the web app keeps it (local storage) and opens `path`, as if the person
 * had logged in on this page. Free of vitest, so the video runner's child process can use it.
 */
export async function openSignedIn(
  page: Page,
  session: { token: string; user: unknown },
  path: string,
): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
  // A public page reads before its scripts run; its buttons work once the app has hydrated it.
  await hydrated(page);
}
