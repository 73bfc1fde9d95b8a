import { useSyncExternalStore } from 'react';

/**
 * The moment a page's server-rendered times were drawn at: the server's zone and clock, known
 * while that HTML is hydrated. The server cannot know the viewer's zone (nor when its kept page
 * is read), so the first render in the browser draws times as the server did (the same markup, no
 * mismatch) and the next one, right after hydration, at the viewer's own time and zone. Pages
 * rendered in the browser alone use the viewer's.
 */
interface ServerRender {
  timeZone: string;
  now: Date;
}

let serverRender: ServerRender | undefined;

/** Set by the server render and by the browser before it hydrates a server-rendered page. */
export function setServerRender(render: ServerRender | undefined): void {
  serverRender = render;
}

const noSubscription = () => () => {};

/**
 * The server's moment on the server and while the browser hydrates a server-rendered page
 * (React then renders again with undefined); undefined everywhere else.
 */
export function useServerRender(): ServerRender | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => undefined,
    () => serverRender,
  );
}

/**
 * The zone to write times in: undefined (the viewer's own) except on the server and while the
 * browser hydrates a server-rendered page (React then renders again with the viewer's zone).
 */
export function useRenderTimeZone(): string | undefined {
  return useServerRender()?.timeZone;
}
