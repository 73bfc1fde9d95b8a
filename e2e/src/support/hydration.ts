import type { Page } from 'playwright-core';

/**
 * Resolves once React has taken over the page's server-rendered markup (it tags the elements it
 * owns): from then on its buttons do what they show. Before, a click on a public page's card
 * reaches markup without handlers and is lost.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}
