import type { RouteObject } from 'react-router';

/**
 * Fetches the code of every lazy screen in `table` now. Tests call it once before they start,
 * so that each test measures the screen and not how long the test runner takes to compile it
 * on first use.
 */
export async function loadScreens(table: RouteObject[]): Promise<void> {
  const all = (routes: RouteObject[]): RouteObject[] =>
    routes.flatMap((route) => [route, ...all(route.children ?? [])]);
  await Promise.all(
    all(table).map((route) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
}
