import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { hydrated } from './support/hydration';

// Every route's width on a phone and its axe findings, in every role, are the sweep's
// (axe-every-route.e2e.test.ts); these are what a person does with the pages.
describe('small screens, keyboard and screen readers', () => {
  const { newPage } = useBrowser();

  it('opens the navigation menu on a phone', async () => {
    const page = await newPage({ width: 375, height: 740 });
    await page.goto('/');
    // The menu button is the app's: it opens once the server's page is hydrated.
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    // The menu's own link (the page has one of the same name under the drawer).
    await page.getByRole('dialog').getByRole('link', { name: 'Therapists' }).click();
    await page.waitForURL((url) => url.pathname === '/doctors');
  });

  it('reaches the therapists by keyboard alone', async () => {
    const page = await newPage();
    await page.goto('/');
    // The screen's code arrives after the load event: a person tabs once the page is drawn.
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    await hydrated(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(
      /Skip to content/i,
    );
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => document.activeElement?.textContent?.trim() === 'Therapists',
      );
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/doctors');
    await page.getByText('Dr. Ananya Sharma').waitFor();
    await hydrated(page);
    // A therapist card's Book link is one a keyboard user can reach and follow: to the booking page,
    // where a visitor sees the free times and signs in only to confirm one (issue 22, point 7).
    let onCard = false;
    for (let i = 0; i < 30 && !onCard; i++) {
      await page.keyboard.press('Tab');
      onCard = await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ===
          'Book a session with Dr. Ananya Sharma',
      );
    }
    expect(onCard).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/bookings/'));
  });
});
