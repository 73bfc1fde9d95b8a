import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/notifications';

/** The Hindi (hi-IN) words of ../en/notifications.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  empty: 'अभी तक कोई सूचना नहीं',
  notFound: 'यह सूचना नहीं मिली।',
  bellTitle: 'सूचनाएँ',
  bellUnread: 'सूचनाएँ, {count} अपठित',
  markAllRead: 'सभी को पढ़ा हुआ मार्क करें',
  unreadPrefix: 'अपठित:',
};
