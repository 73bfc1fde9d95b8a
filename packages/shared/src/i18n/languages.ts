/**
 * The languages Solace speaks (issue 29). Every word lives in the English catalogue
 * (messages/en) and its Hindi twin (messages/hi), keyed alike; a person's language is kept with
 * their account and chosen from their browser before they have one.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The locale `Intl` formats a language's dates, times and numbers in. English keeps the forms
 * the spec shows ("Thursday, November 26, 6:00 PM"); Hindi reads as in India.
 */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', hi: 'hi-IN' };

/**
 * Where each language's pages live: the spec's paths, under a prefix for all but English
 * (`/hi/doctors`). Each is a web build of its own (apps/web/build/language-builds.ts).
 */
export const LANGUAGE_PATH_PREFIX: Record<Language, string> = { en: '', hi: '/hi' };

/** A page path (the spec's, `/doctors`) in `language`: `/hi/doctors`, and `/hi` for `/`. */
export function languagePath(language: Language, path: string): string {
  const prefix = LANGUAGE_PATH_PREFIX[language];
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/** The cookie that keeps a reader's choice, read by the server to send them their language. */
export const LANGUAGE_COOKIE = 'solace_lang';

/** `?lang=hi` on a page's URL: the server keeps it in the cookie, then drops it. */
export const LANGUAGE_PARAM = 'lang';

/** A page path's language and the path without its language's prefix. */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const prefix = LANGUAGE_PATH_PREFIX[language];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { language, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** Each language named in itself, as the language menu offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The language a browser asks for (`Accept-Language`, `navigator.languages`): the first of
 * Solace's languages it names, by its primary subtag ("hi-IN" is Hindi), else English.
 */
export function languageFromPreferences(
  preferences: string | readonly string[] | undefined,
): Language {
  const tags =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part) => part.split(';'))
          .filter(([, q]) => !/^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(q ?? ''))
          .map(([tag]) => tag ?? '')
      : (preferences ?? []);
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
