import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import './app/fonts.css';
import { App } from './app/App';
import { routes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { ROUTER_BASENAME } from './lib/language';
import { setServerRender } from './lib/render-time-zone';
import { readPagePayload } from './ssr/page-payload';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/**
 * A public page comes drawn by the server (ssr/render-public-page.tsx): the app takes over that
 * markup as it is (hydrateRoot), from the answers and router state it was drawn with. Before
 * that, the screens of the URL are loaded, so that the first render is the page itself and not
 * the router's loading fallback. Every other page is drawn here (createRoot).
 */
async function start(root: HTMLElement) {
  const payload = readPagePayload();
  if (!payload) {
    createRoot(root).render(
      <StrictMode>
        <App router={createBrowserRouter(routes, { basename: ROUTER_BASENAME || '/' })} />
      </StrictMode>,
    );
    return;
  }
  const lazyMatches = matchRoutes(routes, window.location, ROUTER_BASENAME || '/')?.filter(
    (match) => match.route.lazy,
  );
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  // The server keeps its answers only while they are true (it drops them on every write), so
  // they were current when the page left it, however long ago it was drawn: fetched now, as
  // far as refetching is concerned.
  // The page's answers are plain data (the server render keeps only successful queries), so
  // they go in as data: TanStack's hydrate() adds about 0.5 KB gzip of general cases (pending
  // promises, mutations) to every first visit.
  const arrived = Date.now();
  const queryClient = createQueryClient();
  for (const { queryKey, state } of payload.queries.queries) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: arrived });
  }
  setServerRender({ timeZone: payload.timeZone, now: new Date(payload.renderedAt) });
  const router = createBrowserRouter(routes, {
    basename: ROUTER_BASENAME || '/',
    hydrationData: payload.router,
  });
  hydrateRoot(
    root,
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start(container);
