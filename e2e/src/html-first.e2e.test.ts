import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { hydrated } from './support/hydration';

interface Doctor {
  id: string;
  name: string;
}

const doctors = async () =>
  (await (await fetch(`${inject('baseUrl')}/api/doctors`)).json()) as Doctor[];

/**
 * Before the page's own scripts: keeps the first <h1> the HTML parser makes (to tell hydration,
 * which keeps the server's elements, from a render that replaces them) and adds up layout shifts.
 */
function watchThePage() {
  const seen = window as unknown as { firstHeading?: Element; layoutShift: number };
  seen.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
      seen.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_, observer) => {
    const heading = document.querySelector('h1');
    if (heading) {
      seen.firstHeading = heading;
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

describe('public pages read before any script runs', () => {
  const { newPage } = useBrowser();

  it('/doctors lists the therapists and links work with JavaScript turned off', async () => {
    const list = await doctors();
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/doctors');
    await page.getByRole('heading', { level: 1, name: 'Meet Our Doctors' }).waitFor();
    for (const doctor of list) {
      await page.getByRole('heading', { level: 2, name: doctor.name }).waitFor();
    }
    const first = list[0]!;
    await page.getByRole('link', { name: `View profile of ${first.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/doctors/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    // From home to the whole list, by a plain link.
    await page.goto('/');
    await page.getByRole('link', { name: 'View All Therapists' }).click();
    await page.waitForURL((url) => url.pathname === '/doctors');
    await page.getByRole('heading', { level: 2, name: first.name }).waitFor();
    expect(page.problems).toEqual([]);
  });

  it('hydrates each public page as served: no mismatch, nothing redrawn, nothing moving', async () => {
    const [first] = await doctors();
    for (const url of ['/', '/doctors', `/doctors/${first!.id}`, '/plans', '/services']) {
      const page = await newPage();
      await page.addInitScript(watchThePage);
      await page.goto(url);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const { kept, shift } = await page.evaluate(() => {
        const seen = window as unknown as { firstHeading?: Element; layoutShift: number };
        return {
          kept:
            !!seen.firstHeading?.isConnected && seen.firstHeading === document.querySelector('h1'),
          shift: seen.layoutShift,
        };
      });
      expect(kept, `${url}: the server's heading is the one on screen`).toBe(true);
      // Font swaps move text by a hair at most; anything visible scores far above this.
      expect(shift, `${url}: cumulative layout shift`).toBeLessThan(0.01);
      // A hydration mismatch is a console error in React's production build.
      expect(page.problems, url).toEqual([]);
    }
  });

  it("names the page's own screen code in its HTML, so it comes with the first scripts", async () => {
    for (const [url, screen] of [
      ['/', 'HomePage'],
      ['/doctors', 'DoctorsPage'],
      ['/plans', 'PlansPage'],
    ] as const) {
      const html = await (await fetch(`${inject('baseUrl')}${url}`)).text();
      expect(html, url).toMatch(
        new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${screen}-[\\w-]+\\.js">`),
      );
    }
  });

  it("a therapist card is a plain link to the booking page, a visitor's too (no login first)", async () => {
    const [first] = await doctors();
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/doctors');
    await page.getByRole('link', { name: `Book a session with ${first!.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/bookings/${first!.id}`);
    expect(page.problems).toEqual([]);
  });
});
