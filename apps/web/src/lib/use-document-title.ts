import { useEffect } from 'react';

const APP_NAME = 'Solace';

/** What a server render (no document) learns for the page's <title>; see ssr/. */
export const serverHead = { title: APP_NAME };

/** Sets the tab title to "{title} · Solace", the form every screen uses. */
export function useDocumentTitle(title: string): void {
  if (typeof document === 'undefined') serverHead.title = `${title} · ${APP_NAME}`;
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
