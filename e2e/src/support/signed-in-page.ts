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
  // Local storage belongs to the origin, so any document of it can take the session: the health
  // answer is one without the app, which would otherwise start, read no session and be thrown
  // away (a whole app start, about half a CPU-second of Chromium, per signed-in page).
  await page.goto('/api/health');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
  // A public page reads before its scripts run; its buttons work once the app has hydrated it.
  await hydrated(page);
}
