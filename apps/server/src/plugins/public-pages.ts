import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  doctorIdParamsSchema,
  LANGUAGE_PATH_PREFIX,
  languagePath,
  LANGUAGES,
  URGENT_HELP_PATH,
  type Language,
} from '@solace/shared';
import { CachedAnswer, cachedAnswerFor, withVary } from '../speed/read-cache';
import { languageDir } from './page-language';

/**
 * The web app's server render (apps/web/src/ssr/render-public-page.tsx, built by `vite build`
 * into `<web dist>/ssr/`): index.html with a public page drawn into it, from catalogue answers.
 */
interface PublicPageRenderer {
  renderPublicPage(
    template: string,
    url: string,
    data: {
      doctors?: unknown;
      plans?: unknown;
      services?: unknown;
      doctor?: { id: string; profile: unknown; reviews?: unknown; slots: unknown };
      policy?: unknown;
    },
  ): Promise<string | undefined>;
}

/**
 * The kept catalogue answers the pages are drawn from (the catalog feature's catalogReads), and
 * the cancellation rule stated beside a therapist's free times (GET /api/bookings/policy's).
 */
export interface PublicCatalogue {
  doctors(): Promise<CachedAnswer>;
  plans(): Promise<CachedAnswer>;
  services(): Promise<CachedAnswer>;
  doctor(doctorId: string): Promise<CachedAnswer>;
  reviews(doctorId: string): Promise<CachedAnswer>;
  slots(doctorId: string): Promise<CachedAnswer>;
  policy(): Promise<CachedAnswer>;
}

/**
 * The public pages the server draws, in each language under its prefix. `/bookings` alone
 * (choosing a therapist) stays drawn in the browser.
 */
export const SERVER_DRAWN_PAGES = [
  '/',
  '/home',
  '/plans',
  '/services',
  '/doctors',
  '/doctors/:doctorId',
  '/bookings/:doctorId',
  URGENT_HELP_PATH,
];

const SERVER_RENDER_FILE = path.join('ssr', 'render-public-page.js');

/** A rendered page and the catalogue answers it was drawn from. */
interface KeptPage {
  sources: CachedAnswer[];
  page: CachedAnswer;
  /** When the page's own day ends (its "today"), in milliseconds; never for most pages. */
  until: number;
}

/** Enough for every listed therapist's page; past it, the oldest pages are drawn again. */
const MAX_KEPT_PAGES = 2000;

/**
 * Serves the public pages (home, /plans, /services, /doctors, /doctors/{id}, /bookings/{id},
 * /urgent-help) as HTML with their
 * content in it, so a visitor reads and follows links before any script runs; the web app then
 * hydrates that markup. Each page is drawn from the catalogue answers the server keeps in memory
 * (catalogReads) and kept for as long as those very answers are: when a write or the clock
 * drops one of them, the next request draws the page again. Without the built render (a
 * development server, `vite` serving the app), these paths get index.html as every route does.
 */
export async function registerPublicPages(
  app: FastifyInstance,
  webDistDir: string,
  catalog: PublicCatalogue,
  /** The language of these pages (English at `/`, Hindi under `/hi`); webDistDir is its build. */
  language: Language,
  /** The site's address as people reach it (PUBLIC_URL), for the pages' language links. */
  publicUrl: string,
): Promise<void> {
  const prefix = LANGUAGE_PATH_PREFIX[language];
  const renderFile = path.join(webDistDir, SERVER_RENDER_FILE);
  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(renderFile) || !fs.existsSync(indexFile)) return;
  const renderer = (await import(pathToFileURL(renderFile).href)) as PublicPageRenderer;
  const template = fs.readFileSync(indexFile, 'utf8');
  const kept = new Map<string, KeptPage>();

  /** The answers `pathname` is drawn from, as JSON, or undefined for a page not drawn here. */
  async function sourcesOf(pathname: string): Promise<Record<string, CachedAnswer> | undefined> {
    if (pathname === '/' || pathname === '/home' || pathname === '/doctors') {
      return { doctors: await catalog.doctors() };
    }
    if (pathname === '/plans') return { plans: await catalog.plans() };
    if (pathname === '/services') return { services: await catalog.services() };
    // The crisis lines draw from nothing: one render, kept for as long as the server runs.
    if (pathname === URGENT_HELP_PATH) return {};
    const [, section, id, ...rest] = pathname.split('/');
    if ((section !== 'doctors' && section !== 'bookings') || rest.length > 0) return undefined;
    if (!doctorIdParamsSchema.safeParse({ doctorId: id }).success) return undefined;
    // An unknown therapist is the web app's "not found", drawn in the browser.
    const profile = await catalog.doctor(id!).catch(() => undefined);
    if (!profile) return undefined;
    if (section === 'bookings') {
      // The therapist in short, their free times and the rule for cancelling one.
      const [slots, policy] = await Promise.all([catalog.slots(id!), catalog.policy()]);
      return { profile, slots, policy };
    }
    const [reviews, slots, policy] = await Promise.all([
      catalog.reviews(id!),
      catalog.slots(id!),
      catalog.policy(),
    ]);
    return { profile, reviews, slots, policy };
  }

  async function pageFor(pathname: string): Promise<CachedAnswer | undefined> {
    const sources = await sourcesOf(pathname);
    if (!sources) return undefined;
    const answers = Object.values(sources);
    const before = kept.get(pathname);
    if (before && sameAnswers(before.sources, answers) && Date.now() < before.until) {
      return before.page;
    }
    const json = (name: string) =>
      sources[name] && (JSON.parse(sources[name].body.toString('utf8')) as unknown);
    const id = pathname.split('/')[2];
    const html = await renderer.renderPublicPage(template, `${prefix}${pathname}`, {
      doctors: json('doctors'),
      plans: json('plans'),
      services: json('services'),
      policy: json('policy'),
      ...(sources.profile && {
        doctor: {
          id: id!,
          profile: json('profile'),
          reviews: json('reviews'),
          slots: json('slots'),
        },
      }),
    });
    if (html === undefined) return undefined;
    const page = new CachedAnswer({ body: withLanguageLinks(html, publicUrl, pathname) });
    if (kept.size >= MAX_KEPT_PAGES) kept.delete(kept.keys().next().value!);
    kept.delete(pathname);
    // The booking page marks today in its month of days, and greys the days gone by.
    const until = pathname.startsWith('/bookings/') ? nextMidnight() : Infinity;
    kept.set(pathname, { sources: answers, page, until });
    return page;
  }

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const pathname = (request.raw.url ?? '/').split('?')[0]!;
    let page: CachedAnswer | undefined;
    try {
      page = await pageFor(pathname.slice(prefix.length) || '/');
    } catch (err) {
      // The page still works drawn in the browser: never a 500 for want of the server render.
      request.log.error({ err }, 'server render failed: answering with the app shell');
    }
    if (!page) {
      const index = path.posix.join(languageDir(prefix), 'index.html');
      return reply.header('cache-control', 'no-cache').sendFile(index);
    }
    const { statusCode, headers, body } = cachedAnswerFor(
      request.headers,
      page,
      'text/html; charset=utf-8',
    );
    const vary = reply.getHeader('vary');
    if (vary && headers.vary) headers.vary = withVary(String(vary), headers.vary);
    return reply.code(statusCode).headers(headers).send(body);
  }

  // Pages for people, not the API: they stay out of /api/openapi.json.
  for (const url of SERVER_DRAWN_PAGES) {
    app.get(languagePath(language, url), { schema: { hide: true } }, serve);
  }
}

/**
 * Tells search engines (and a shared link's preview) the page in each language: `hreflang`
 * alternates with full addresses, English the default.
 */
function withLanguageLinks(html: string, publicUrl: string, pathname: string): string {
  const href = (language: Language) => `${publicUrl}${languagePath(language, pathname)}`;
  const links = [
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${href(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANGUAGE)}">`,
  ];
  return html.replace('</head>', `${links.join('')}</head>`);
}

/** The start of tomorrow in the server's zone, the one its pages are drawn in. */
function nextMidnight(): number {
  const midnight = new Date();
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
}

/** True when a kept page was drawn from exactly the answers the catalogue keeps now. */
function sameAnswers(before: CachedAnswer[], now: CachedAnswer[]): boolean {
  return before.length === now.length && before.every((answer, i) => answer === now[i]);
}
