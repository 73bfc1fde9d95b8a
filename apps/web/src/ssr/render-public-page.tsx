/**
 * The server render of the public pages (home, /plans, /services, /doctors, /doctors/{id},
 * /bookings/{id}, /urgent-help): the
 * app's own components, routes and theme, drawn to HTML by React's prerender from the catalogue
 * answers the server keeps in memory. `vite build` also builds this file for Node
 * (dist/ssr/render-public-page.js, see vite.config.ts); the server imports it at start. The
 * browser then hydrates the same markup (main.tsx) from the payload written into the page.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { isValidElement, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { viewerTimeZone } from '@solace/shared';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { Providers } from '../app/Providers';
import { routes } from '../app/router';
import { bookingKeys } from '../features/bookings/bookings-api';
import { catalogKeys } from '../features/catalog/catalog-api';
import { createQueryClient } from '../lib/query-client';
import { setServerRender } from '../lib/render-time-zone';
import { ROUTER_BASENAME } from '../lib/language';
import { serverHead } from '../lib/use-document-title';
import { payloadScript } from './page-payload';
import { screenChunks } from './screen-preloads';

/** The catalogue answers a page is drawn from, as the API sends them (parsed JSON). */
export interface PublicPageData {
  doctors?: unknown;
  plans?: unknown;
  services?: unknown;
  /** The therapist of /doctors/{id} or /bookings/{id}, with their free times (and reviews). */
  doctor?: { id: string; profile: unknown; reviews?: unknown; slots: unknown };
  /** The cancellation rule stated beside a therapist's free times. */
  policy?: unknown;
}

const handler = createStaticHandler(routes, { basename: ROUTER_BASENAME || '/' });

/** The root element of index.html, filled by the static shell until the app replaces it. */
const ROOT = /<div id="root">[\s\S]*?<!--\/shell-->\s*<\/div>/;

/**
 * index.html (`template`) with the page of `url` drawn into it, its critical CSS, title and
 * hydration payload; undefined when the route does not draw from memory (a redirect).
 */
export function renderPublicPage(
  template: string,
  url: string,
  data: PublicPageData,
): Promise<string | undefined> {
  // One at a time: a render learns its title through a module's state (useDocumentTitle).
  const rendered = queue.then(() => render(template, url, data));
  queue = rendered.catch(() => undefined);
  return rendered;
}

let queue: Promise<unknown> = Promise.resolve();

async function render(
  template: string,
  url: string,
  data: PublicPageData,
): Promise<string | undefined> {
  const context = await handler.query(new Request(new URL(url, 'http://solace.local')));
  if (context instanceof Response) return undefined;

  const queryClient = createQueryClient();
  if (data.doctors) queryClient.setQueryData(catalogKeys.doctors, data.doctors);
  if (data.plans) queryClient.setQueryData(catalogKeys.plans, data.plans);
  if (data.services) queryClient.setQueryData(catalogKeys.services, data.services);
  if (data.doctor) {
    const { id, profile, reviews, slots } = data.doctor;
    queryClient.setQueryData(catalogKeys.doctor(id), profile);
    if (reviews !== undefined) queryClient.setQueryData(catalogKeys.reviews(id), reviews);
    queryClient.setQueryData(bookingKeys.slots(id), slots);
  }
  if (data.policy) queryClient.setQueryData(bookingKeys.policy, data.policy);

  // Times are written in the server's zone and at this moment; the browser hydrates them so and
  // then draws them at its own (lib/render-time-zone.ts).
  const timeZone = viewerTimeZone();
  const renderedAt = Date.now();
  setServerRender({ timeZone, now: new Date(renderedAt) });
  serverHead.title = 'Solace';
  const { html, emotion } = await draw(queryClient, context);
  // The page must need no script of its own to show (the CSP allows none inline): see draw.
  if (/<script(?![^>]* src=)/.test(html)) {
    throw new Error(`${url}: the server render wrote an inline script, which the CSP refuses`);
  }
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  // The router turns each matched screen's component into its element.
  const screens = context.matches.flatMap(({ route }) => {
    const type = isValidElement(route.element) ? route.element.type : undefined;
    return typeof type === 'function' ? [type.name] : [];
  });
  const preloads = screenChunks(screens)
    .filter((file) => !template.includes(`"${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  const payload = payloadScript({
    queries: dehydrate(queryClient),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
    timeZone,
    renderedAt,
  });
  const page = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(serverHead.title)}</title>`)
    .replace('</head>', () => `${styles}</head>`)
    .replace(ROOT, () => `<div id="root">${html}</div>${payload}`)
    // The page reads and links without scripts: no "needs JavaScript" notice.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  return scriptsAfterContent(page, preloads);
}

/** What fetches the app's code from the head: the module script and its preloads. */
const FETCHED_FROM_HEAD = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A drawn page needs no script to be read, so the app's code is asked for after the page's
 * content, not from the head: on a slow link the HTML then arrives at the link's full speed
 * instead of sharing it with 170 KB of scripts. The module script runs after parsing either
 * way, so nothing else changes. The font's preload stays in the head: text drawn before it
 * arrives would move when it swaps in.
 */
function scriptsAfterContent(page: string, preloads: string): string {
  const head = page.slice(0, page.indexOf('</head>'));
  const fetched = head.match(FETCHED_FROM_HEAD) ?? [];
  const withoutThem = head.replace(FETCHED_FROM_HEAD, '') + page.slice(head.length);
  return withoutThem.replace('</body>', () => `${fetched.join('')}${preloads}</body>`);
}

/** The page's markup, and the styles it used. */
async function draw(
  queryClient: ReturnType<typeof createQueryClient>,
  context: Exclude<Awaited<ReturnType<typeof handler.query>>, Response>,
) {
  // One style cache per render: the page gets exactly the CSS its markup uses.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as main.tsx's, with the static router in the browser router's place.
  // prerender (not renderToString) waits for the code of lazy parts, so the page is whole.
  // React sends a Suspense boundary's content apart, behind an inline script that moves it in,
  // once the page before it is larger than `progressiveChunkSize`: for streaming, which a page
  // served whole does not do, and the CSP would refuse the script. Never, then.
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <ErrorBoundary>
          <Providers queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </ErrorBoundary>
      </CacheProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return { html: await new Response(prelude).text(), emotion };
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}
