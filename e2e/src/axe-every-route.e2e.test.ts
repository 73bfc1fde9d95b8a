import { describe, expect, it } from 'vitest';
import { loadAxeInEveryDocument, resizeTo, seriousAxeViolations } from './support/axe';
import { pageWidth, useBrowser, type TrackedPage } from './support/browser';
import { everyRoute, ROLES, useSweepServer, waitForContent } from './support/every-route';
import { openSignedIn } from './support/signed-in-page';

const PHONE_WIDTH = 375;
const WIDTHS = [1280, PHONE_WIDTH];

/** Routes of a made-up session or room: the server refuses the id, which is all they can show. */
const MADE_UP_ID = /0{8}-0000-4000-8000-0{12}|no-such-room/;
/** How Chromium logs a refused request (403 or 404); the page itself must say so calmly. */
const REFUSED = /^console: Failed to load resource: the server responded with a status of 40[34] /;

/** What went wrong in the page since it was last asked: console errors and uncaught errors. */
function problemsOn(page: TrackedPage, route: string): string[] {
  return page.problems
    .splice(0)
    .filter((problem) => !(MADE_UP_ID.test(route) && REFUSED.test(problem)));
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
      const failures: string[] = problemsOn(page, '/').map((problem) => `signing in: ${problem}`);
      for (const { path: route, visitorHeading } of everyRoute(sweep.doctorId)) {
        await page.goto(route);
        const problem = await waitForContent(page);
        const landed = new URL(page.url()).pathname;
        const where = landed === route.split('?')[0] ? route : `${route} (→ ${landed})`;
        if (problem) failures.push(`${where}: ${problem}`);
        if (role === 'visitor' && visitorHeading) {
          const heading = (await page.locator('h1').first().textContent()) ?? '';
          if (!visitorHeading.test(heading))
            failures.push(`${where}: heading "${heading}", not ${visitorHeading}`);
        }
        for (const width of widths) {
          if (width !== widths[0]) await resizeTo(page, width);
          const found = await seriousAxeViolations(page);
          if (found.length > 0) failures.push(`${where} at ${width} px: ${found.join(', ')}`);
          const drawn = width === PHONE_WIDTH ? await pageWidth(page) : 0;
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
