import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';

/**
 * Emotion's default cache (the one MUI's components insert their styles with), read once.
 */
function defaultEmotionCache(): EmotionCache {
  let found: EmotionCache | undefined;
  const Reader = withEmotionCache((_props: object, cache: EmotionCache) => {
    found = cache;
    return null;
  });
  renderToStaticMarkup(createElement(Reader));
  if (!found) throw new Error('no emotion cache to read');
  return found;
}

let cache: EmotionCache | undefined;

/**
 * Takes every style emotion has put in the document out again, and forgets it put them there, so
 * the next component to draw inserts only what it uses.
 *
 * Why: the web project's files share one jsdom (isolate: false), and emotion never removes a
 * style it inserted. By the last file the head held about 3,600 style sheets, and jsdom's
 * getComputedStyle (which Testing Library's role queries call for every element they consider)
 * walks every one of them for every element.
 */
export function forgetEmotionStyles(): void {
  if (typeof document === 'undefined') return;
  cache ??= defaultEmotionCache();
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
