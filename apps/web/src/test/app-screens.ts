import { beforeAll } from 'vitest';
import { loadScreens } from '../app/load-screens';
import { routes } from '../app/router';

/**
 * For files that draw the app's own route table: its screens are lazy routes, and compiling
 * one on first use takes the runner longer than a findBy waits, so every screen is loaded once
 * before the file's tests run. Files that draw one component directly skip it (about a second
 * of set-up per file, for screens they never show).
 */
export function loadAppScreensFirst(): void {
  beforeAll(() => loadScreens(routes), 60_000);
}
