import { describe, expect, it } from 'vitest';
import { loadAxeInEveryDocument, resizeTo, seriousAxeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { everyRoute, ROLES, useSweepServer, waitForContent } from './support/every-route';
import { openSignedIn } from './support/signed-in-page';

const WIDTHS = [1280, 375];

describe('axe-core finds no serious or critical problem on any route, in any role', () => {
  const { newPage } = useBrowser();
  const { sweep, sessionOf } = useSweepServer();

  // Each route is loaded once per role and checked at both widths: a resize redraws the page at
  // the other width without paying for a second load. A route loads at the width the last one
  // ended at, so half the routes load as a phone opens them and no resize is spent going back.
  it.each(ROLES)(
    'every route as %s, at 1280 and 375 px',
    async (role) => {
      const page = await newPage({ baseUrl: sweep.server.url, width: WIDTHS[0], bypassCSP: true });
      await loadAxeInEveryDocument(page);
      let widths = WIDTHS;
      if (role !== 'visitor') await openSignedIn(page, await sessionOf(role), '/');
      const failures: string[] = [];
      for (const route of everyRoute(sweep.doctorId)) {
        await page.goto(route);
        const problem = await waitForContent(page);
        const landed = new URL(page.url()).pathname;
        const where = landed === route.split('?')[0] ? route : `${route} (→ ${landed})`;
        if (problem) failures.push(`${where}: ${problem}`);
        for (const width of widths) {
          if (width !== widths[0]) await resizeTo(page, width);
          const found = await seriousAxeViolations(page);
          if (found.length > 0) failures.push(`${where} at ${width} px: ${found.join(', ')}`);
        }
        widths = widths.toReversed();
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
    // About a minute a role on a quiet machine; axe takes 3 to 6 s a check on a loaded one.
    900_000,
  );
});
