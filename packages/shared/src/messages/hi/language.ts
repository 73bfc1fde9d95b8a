import type { Language } from '../../i18n/languages';

/** The language of the words `#words/*` resolves to in the Hindi web build. */
export const WORDS_LANGUAGE: Language = 'hi';
