import type { Page } from 'playwright-core';

/**
 * Opens a public page the way a link inside the app does, so that the browser draws it and
 * fetches its data itself (its loading, empty and error states). Loaded by its address, a public
 * page comes drawn by the server, data included (decision note 0016).
 */
export async function openInApp(page: Page, path: '/' | '/doctors' | '/plans'): Promise<void> {
  // A page the browser draws, with the navigation bar.
  await page.goto('/privacy');
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (path === '/doctors') {
    await nav.getByRole('link', { name: 'Therapists' }).click();
  } else {
    await nav.getByRole('link', { name: 'Solace' }).click();
    if (path === '/plans') await page.getByRole('button', { name: 'Get Started' }).click();
  }
  await page.waitForURL((url) => url.pathname === path);
}
