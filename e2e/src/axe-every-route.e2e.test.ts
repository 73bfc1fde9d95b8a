import { describe, expect, it } from 'vitest';
import { loadAxeInEveryDocument, resizeTo, seriousAxeViolations } from './support/axe';
import { pageWidth, useBrowser, type TrackedPage } from './support/browser';
import {
  everyRoute,
  type Route,
  openRoute,
  PHONE_WIDTH,
  ROLES,
  useSweepServer,
} from './support/every-route';
import { openSignedIn } from './support/signed-in-page';

const WIDTHS = [1280, PHONE_WIDTH];

/** How Chromium logs a refused request (403 or 404); the page itself must say so calmly. */
const REFUSED = /^console: Failed to load resource: the server responded with a status of 40[34] /;

/**
 * What went wrong in the page since it was last asked (console errors, uncaught errors), but the
 * server's refusal of a made-up id, which is what such a route is for.
 */
function problemsOn(page: TrackedPage, route: Route): string[] {
  return page.problems.splice(0).filter((problem) => !(route.madeUpId && REFUSED.test(problem)));
}

describe("every route in every role: its heading, its console, axe-core, a phone's width", () => {
  const { newPage } = useBrowser();
  const { sweep, sessionOf } = useSweepServer();

  // Each route is loaded once per role and checked at both widths: a resize redraws the page at
  // the other width without paying for a second load. A route loads at the width the last one
  // ended at, so half the routes load as a phone opens them and no resize is spent going back.
  // A signed-out visitor sees the heading the spec's route table gives each screen.
  it.each(ROLES)(
    'every route as %s, at 1280 and 375 px',
    async (role) => {
      const page = await newPage({ baseUrl: sweep.server.url, width: WIDTHS[0], bypassCSP: true });
      await loadAxeInEveryDocument(page);
      let widths = WIDTHS;
      if (role !== 'visitor') await openSignedIn(page, await sessionOf(role), '/');
      const failures = problemsOn(page, { path: '/' }).map((problem) => `signing in: ${problem}`);
      for (const route of everyRoute(sweep.doctorId)) {
        const { where, problem } = await openRoute(page, route.path);
        if (problem) failures.push(`${where}: ${problem}`);
        if (role === 'visitor' && route.visitorHeading) {
          const heading = await page.locator('h1').first().textContent();
          if (heading !== route.visitorHeading)
            failures.push(`${where}: heading "${heading}", not "${route.visitorHeading}"`);
        }
        for (const width of widths) {
          if (width !== widths[0]) await resizeTo(page, width);
          const found = await seriousAxeViolations(page);
          if (found.length > 0) failures.push(`${where} at ${width} px: ${found.join(', ')}`);
          if (width !== PHONE_WIDTH) continue;
          const drawn = await pageWidth(page);
          if (drawn > PHONE_WIDTH) failures.push(`${where}: ${drawn} px wide on a phone`);
        }
        widths = widths.toReversed();
        // Read after the checks, while the page is still open: a late request's failure counts.
        for (const seen of problemsOn(page, route)) failures.push(`${where}: ${seen}`);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
    // About a minute a role on a quiet machine; axe takes 3 to 6 s a check on a loaded one.
    900_000,
  );
});
