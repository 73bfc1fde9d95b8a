import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/cards';

/** The Hindi (hi-IN) words of ../en/cards.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  summary: '{average} · {count, plural, one {# रिव्यू} other {# रिव्यू}}',
  summaryLabel: '{count, plural, one {# रिव्यू} other {# रिव्यू}} के आधार पर 5 में से {average} रेटिंग',
  perPeriod: { session: 'प्रति सत्र', week: 'प्रति सप्ताह', month: 'प्रति माह' },
};
