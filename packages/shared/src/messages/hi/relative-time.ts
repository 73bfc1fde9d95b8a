import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/relative-time';

/** The Hindi (hi-IN) words of ../en/relative-time.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  justNow: 'अभी-अभी',
  minutesAgo: '{count} मिनट पहले',
  hoursAgo: '{count} घंटे पहले',
  daysAgo: '{count} दिन पहले',
  minutesAgoShort: '{count} मि॰ पहले',
  hoursAgoShort: '{count} घं॰ पहले',
  daysAgoShort: '{count} दिन पहले',
};
