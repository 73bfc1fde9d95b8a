import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/paging';

/** The Hindi (hi-IN) words of ../en/paging.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  loadMore: 'और लोड करें',
  loadingMore: 'और लोड हो रहे हैं…',
  loadOlder: 'पुराने संदेश लोड करें',
  badCursor: 'इस पेज का लिंक मान्य नहीं है। कृपया सूची फिर से लोड करें।',
  badLimit: 'पेज का साइज़ 1 से 100 तक की पूरी संख्या होना चाहिए।',
};
