import { describe, expect, it } from 'vitest';
import { LANGUAGE_PATH_PREFIX } from '@solace/shared';
import { loadAxeInEveryDocument, seriousAxeViolations } from './support/axe';
import { pageWidth, useBrowser } from './support/browser';
import { everyRoute, openRoute, PHONE_WIDTH, ROLES, useSweepServer } from './support/every-route';
import { openSignedIn } from './support/signed-in-page';

/**
 * Issue 29: every route in Hindi, in every role, as a phone shows it (375 px, where Devanagari's
 * longer words and taller lines would first clip or spill): no serious axe finding, the page no
 * wider than the screen, and the page says it is in Hindi.
 */
describe('in Hindi, axe-core finds no serious problem on any route at 375 px', () => {
  const { newPage } = useBrowser();
  const { sweep, sessionOf } = useSweepServer();
  const hindi = LANGUAGE_PATH_PREFIX.hi;

  it.each(ROLES)(
    'every Hindi route as %s',
    async (role) => {
      const page = await newPage({
        baseUrl: sweep.server.url,
        width: PHONE_WIDTH,
        locale: 'hi-IN',
        bypassCSP: true,
      });
      await loadAxeInEveryDocument(page);
      if (role !== 'visitor') await openSignedIn(page, await sessionOf(role), `${hindi}/`);
      const failures: string[] = [];
      for (const { path: route } of everyRoute(sweep.doctorId)) {
        const path = `${hindi}${route === '/' ? '/' : route}`;
        const { where, problem } = await openRoute(page, path);
        if (problem) failures.push(`${where}: ${problem}`);
        if ((await page.getAttribute('html', 'lang')) !== 'hi')
          failures.push(`${where}: not lang=hi`);
        const width = await pageWidth(page);
        if (width > PHONE_WIDTH) failures.push(`${where}: ${width} px wide`);
        const found = await seriousAxeViolations(page);
        if (found.length > 0) failures.push(`${where}: ${found.join(', ')}`);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
    900_000,
  );
});
