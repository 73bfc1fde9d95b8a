import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes } from 'react-router';
import './app/fonts.css';
import { App } from './app/App';
import { routes } from './app/router';
import { createQueryClient } from './lib/query-client';
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
        <App router={createBrowserRouter(routes)} />
      </StrictMode>,
    );
    return;
  }
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  // The server keeps its answers only while they are true (it drops them on every write), so
  // they were current when the page left it, however long ago it was drawn: fetched now, as
  // far as refetching is concerned.
  const arrived = Date.now();
  for (const { state } of payload.queries.queries) state.dataUpdatedAt = arrived;
  const queryClient = createQueryClient();
  hydrate(queryClient, payload.queries);
  setServerRender({ timeZone: payload.timeZone, now: new Date(payload.renderedAt) });
  const router = createBrowserRouter(routes, { hydrationData: payload.router });
  hydrateRoot(
    root,
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start(container);
