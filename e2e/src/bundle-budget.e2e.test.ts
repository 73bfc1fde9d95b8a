import fs from 'node:fs';
import path from 'node:path';
import {
  homeMessages,
  LANGUAGE_PATH_PREFIX,
  LANGUAGES,
  withLanguage,
  type Language,
} from '@solace/shared';
// The Hindi catalogue, for the Hindi page's words.
import './support/hindi';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { hydrated } from './support/hydration';
import {
  distFile,
  entryScripts,
  staticClosure,
  totalBytes,
  webDistDir,
} from './support/web-bundle';

/**
 * The home page's JavaScript budget (issues 13 and 23), gzip bytes as served. The first figure is
 * what index.html loads (its scripts and all they import); the second everything the home page
 * fetches until it is hydrated and quiet: everything before the page does what it shows. The
 * page reads before any of it runs (it comes drawn by the server), but every kilobyte here still
 * delays the first click of every first visit. Raise them only on purpose.
 */
// Two kilobytes above the 171.0 KB measured with React itself (react-dom is most of it).
const ENTRY_BUDGET_GZIP = 173 * 1024;
// Issue 23's goal with React itself in production (decision note 0016): the public pages are
// HTML first, so this is what hydrates them, not what a visitor waits for before reading. It holds
// for each language's build (issue 29): English 178.1 KB, Hindi 179.5 KB when last measured
// (decision note 0031); Devanagari costs more bytes, so the Hindi page has the thinner margin.
const HOME_BUDGET_GZIP = 180 * 1024;

/**
 * Code the home page must never download: the calendar, the realtime client, and zod (the page
 * comes with its answers; a shared module that builds a schema when it loads, imported for one
 * constant, once put 27 KB of it on the home route).
 */
const NOT_ON_HOME: [what: string, marker: string][] = [
  ['react-big-calendar', 'rbc-calendar'],
  ['socket.io-client', 'xhr poll error'],
  ['zod', '$ZodType'],
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The build leaves out a compressed copy that would not be smaller: a few tiny chunks. */
const UNCOMPRESSED_UP_TO = 1024;

describe('the home page JavaScript budget', () => {
  const { newPage } = useBrowser();
  const dist = webDistDir();
  const sizeOf = (file: string) => fs.statSync(distFile(dist, file)).size;
  /** A language's index.html (Hindi's in hi/, its scripts under /hi/assets/). */
  const entryScriptsIn = (language: Language) =>
    entryScripts(path.join(dist, ...LANGUAGE_PATH_PREFIX[language].split('/').filter(Boolean)));

  it.each(LANGUAGES)('keeps what index.html loads within the entry budget, in %s', (language) => {
    const scripts = staticClosure(dist, entryScriptsIn(language));
    expect(scripts.length).toBeGreaterThan(0);
    const gzip = totalBytes(dist, scripts, 'gzip');
    console.info(`entry (${language}): ${scripts.length} chunks, ${kb(gzip)} gzip`);
    expect(gzip, `entry JavaScript ${kb(gzip)} gzip`).toBeLessThanOrEqual(ENTRY_BUDGET_GZIP);
  });

  // Each language's build carries its own words only (issue 29): both pages must fit.
  it.each(LANGUAGES)(
    'loads only the home screen, within budget, compressed, until the page is usable, in %s',
    async (language) => {
      const page = await newPage();
      const scripts = new Map<string, string | undefined>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) {
          scripts.set(url.pathname, response.headers()['content-encoding']);
        }
      });
      await page.goto(LANGUAGE_PATH_PREFIX[language] || '/');
      const getStarted = withLanguage(language, () => homeMessages.getStarted);
      await page.getByRole('button', { name: getStarted }).waitFor();
      await page.getByText('Dr. Ananya Sharma').first().waitFor();
      // Drawn by the server: usable once React has taken the markup over and the network is quiet.
      await hydrated(page);
      await page.waitForLoadState('networkidle');

      const loaded = [...scripts.keys()];
      // Everything index.html preloads was used, and nothing was fetched twice or left out.
      expect(loaded).toEqual(expect.arrayContaining(staticClosure(dist, entryScriptsIn(language))));
      // Chromium accepts brotli, so every script came as the build's brotli copy (all but the
      // tiny ones, which the build leaves uncompressed).
      const notBrotli = [...scripts]
        .filter(([url, encoding]) => encoding !== 'br' && sizeOf(url) > UNCOMPRESSED_UP_TO)
        .map(([url]) => url);
      expect(notBrotli).toEqual([]);
      const gzip = totalBytes(dist, loaded, 'gzip');
      const brotli = totalBytes(dist, loaded, 'br');
      console.info(
        `home (${language}): ${loaded.length} chunks, ${kb(gzip)} gzip, ${kb(brotli)} brotli`,
      );
      expect(gzip, `home JavaScript ${kb(gzip)} gzip`).toBeLessThanOrEqual(HOME_BUDGET_GZIP);

      const code = loaded.map((url) => fs.readFileSync(distFile(dist, url), 'utf8')).join('\n');
      for (const [what, marker] of NOT_ON_HOME) {
        expect(code.includes(marker), `${what} is on the home page`).toBe(false);
      }
      expect(page.problems).toEqual([]);
    },
  );

  it("fetches each screen's code when it opens, the calendar only with a calendar", async () => {
    const page = await newPage();
    const loaded: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) loaded.push(url.pathname);
    });
    const codeOf = (urls: string[]) =>
      urls.map((url) => fs.readFileSync(distFile(dist, url), 'utf8')).join('\n');

    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    const onHome = loaded.length;
    await page.getByRole('link', { name: 'View All Therapists' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Meet Our Doctors' }).waitFor();
    const forDoctors = loaded.slice(onHome);
    expect(forDoctors.length).toBeGreaterThan(0);
    expect(codeOf(loaded)).not.toContain('rbc-calendar');

    const doctors = (await (await fetch(`${inject('baseUrl')}/api/doctors`)).json()) as {
      id: string;
    }[];
    const beforeBooking = loaded.length;
    await page.goto(`/bookings/${doctors[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Book Appointment' }).waitFor();
    expect(codeOf(loaded.slice(beforeBooking))).toContain('rbc-calendar');
    expect(page.problems).toEqual([]);
  });

  it('has a brotli and a gzip copy of every script, style sheet and page', () => {
    const files = fs
      .readdirSync(dist, { recursive: true, encoding: 'utf8' })
      // ssr/ and hi/ssr/ are the server's own code (its renders of the public pages), never sent.
      .filter((file) => /\.(?:js|css|html)$/.test(file) && !/^(?:hi\/)?ssr\//.test(file));
    expect(files.length).toBeGreaterThan(0);
    const missing = files.filter((file) => {
      return (
        sizeOf(file) > UNCOMPRESSED_UP_TO &&
        !(
          fs.existsSync(`${distFile(dist, file)}.br`) && fs.existsSync(`${distFile(dist, file)}.gz`)
        )
      );
    });
    expect(missing).toEqual([]);
  });
});
