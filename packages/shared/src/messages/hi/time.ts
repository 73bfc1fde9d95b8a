import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/time';

/** The Hindi (hi-IN) words of ../en/time.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  sessionTime: '{day}, {clock} बजे {zone}',
};
