import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/input';

/** The Hindi (hi-IN) words of ../en/input.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  controlCharacters: 'कृपया कंट्रोल कैरेक्टर हटाएँ।',
  invalidDate: 'तारीख़ें टाइम ज़ोन के साथ ISO डेट-टाइम फ़ॉर्मैट में होनी चाहिए।',
  dateOutOfRange: 'तारीख़ें वर्ष 2000 और 2200 (UTC) के बीच की होनी चाहिए।',
};
