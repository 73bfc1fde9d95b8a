import { useSyncExternalStore } from 'react';

/**
 * The time zone a page's server-rendered times were written in (the server's), known while that
 * HTML is hydrated. The server cannot know the viewer's zone, so the first render in the browser
 * writes times as the server did (the same markup, no mismatch) and the next one, right after
 * hydration, in the viewer's zone. Pages rendered in the browser alone use the viewer's zone.
 */
let serverTimeZone: string | undefined;

/** Set by the server render and by the browser before it hydrates a server-rendered page. */
export function setServerTimeZone(timeZone: string | undefined): void {
  serverTimeZone = timeZone;
}

const noSubscription = () => () => {};

/**
 * The zone to write times in: undefined (the viewer's own) except on the server and while the
 * browser hydrates a server-rendered page (React then renders again with the viewer's zone).
 */
export function useRenderTimeZone(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => undefined,
    () => serverTimeZone,
  );
}
