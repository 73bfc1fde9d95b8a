import { describe, expect, it } from 'vitest';
import { CRISIS_LINES, messages } from '@solace/shared';
import { demoPatient, loginAs } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { useBrowser, type TrackedPage } from './support/browser';
import { hydrated } from './support/hydration';

const URGENT_HELP = messages.app.crisisLineLabel;

/** The urgent-help page shows every crisis number as a link a phone calls. */
async function expectCrisisNumbers(page: TrackedPage) {
  await page
    .getByRole('heading', { level: 1, name: messages.urgentHelp.urgentHelpTitle })
    .waitFor();
  for (const line of CRISIS_LINES) {
    for (const number of line.numbers) {
      const call = page.getByRole('link', {
        name: messages.urgentHelp.callLine(line.name, number.display),
      });
      expect(await call.getAttribute('href')).toBe(number.tel);
    }
  }
}

describe('urgent help, one tap away on every page (issue 22, point 5)', () => {
  const { newPage } = useBrowser();

  it('a visitor follows the header link to the crisis numbers before any script runs', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/services');
    const link = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: URGENT_HELP });
    await link.click();
    await page.waitForURL((url) => url.pathname === '/urgent-help');
    await expectCrisisNumbers(page);
    expect(page.problems).toEqual([]);
  });

  it('a signed-in client reaches it from the header, and it passes axe at 1280 and 375 px', async () => {
    const page = await newPage({ bypassCSP: true }); // axe runs as an inline script
    await loginAs(page, demoPatient, '/appointments');
    await page.getByRole('button', { name: `Hi, ${demoPatient.name}` }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: URGENT_HELP })
      .click();
    await page.waitForURL((url) => url.pathname === '/urgent-help');
    await expectCrisisNumbers(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForFunction(() => document.documentElement.clientWidth <= 375);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(page.problems).toEqual([]);
  });

  it('on a 375 px phone: in the bar and in the menu, with tel: links', async () => {
    const page = await newPage({ width: 375 });
    await page.goto('/doctors');
    const bar = page.getByRole('navigation', { name: 'Main' });
    const inBar = bar.getByRole('link', { name: URGENT_HELP });
    expect(await inBar.isVisible()).toBe(true);
    // The bar fits the phone: nothing pushed past its edge.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // The menu button is the app's: it opens once React has taken over the server's page.
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const note = menu.getByRole('note', { name: URGENT_HELP });
    expect(await note.getByRole('link', { name: '112' }).getAttribute('href')).toBe('tel:112');
    expect(await note.getByRole('link', { name: '14416' }).getAttribute('href')).toBe('tel:14416');
    await menu.getByRole('link', { name: URGENT_HELP }).click();
    await page.waitForURL((url) => url.pathname === '/urgent-help');
    await expectCrisisNumbers(page);
    expect(page.problems).toEqual([]);
  });

  it('the report form carries the crisis line', async () => {
    const page = await newPage();
    await loginAs(page, demoPatient, '/report-problem');
    const note = page.getByRole('note', { name: URGENT_HELP });
    await note.waitFor();
    expect(await note.getByRole('link', { name: '14416' }).getAttribute('href')).toBe('tel:14416');
  });
});
