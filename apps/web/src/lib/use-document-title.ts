import { useEffect } from 'react';

export const APP_NAME = 'Solace';

/** Sets the tab title to "{title} · Solace", the form every screen uses. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
