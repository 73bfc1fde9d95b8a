import { withLanguage } from '@solace/shared';
import { loadHindi } from '@solace/shared/hindi';
import type { Page } from 'playwright-core';

/** Issue 29: the journeys that read Solace in Hindi take their words from its catalogue. */
loadHindi();

/** What a reader of Hindi reads: the catalogue's words (and times) in Hindi. */
export function inHindi<T>(read: () => T): T {
  return withLanguage('hi', read);
}

/** Whether the self-hosted Devanagari face was fetched and used to draw the page's text. */
export function devanagariFontLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    let loaded = false;
    document.fonts.forEach((face) => {
      if (face.family.includes('Noto Sans Devanagari') && face.status === 'loaded') loaded = true;
    });
    return loaded;
  });
}
