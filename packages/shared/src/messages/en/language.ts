import type { Language } from '../../i18n/languages';

/** The language of the words `#words/*` resolves to in this build (see package.json "imports"). */
export const WORDS_LANGUAGE: Language = 'en';
