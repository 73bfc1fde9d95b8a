/**
 * Which language is speaking now.
 *
 * A web build speaks one language: its words come through `#words/*` (English, or Hindi in the
 * Hindi build), so a page downloads only its reader's words. The server holds every language
 * (it writes to each person in their own) and says whose is speaking: the request's
 * (setLanguageResolver), or a recipient's while their e-mail or notice is written (withLanguage).
 */
import { WORDS_LANGUAGE } from '#words/language';
import { LOCALE_OF, type Language } from './languages';

let resolveLanguage: () => Language | undefined = () => undefined;
const speaking: Language[] = [];

/**
 * How the server tells the language of the request being answered (its AsyncLocalStorage);
 * without one, a build speaks its own language.
 */
export function setLanguageResolver(resolver: () => Language | undefined): void {
  resolveLanguage = resolver;
}

/** The language words are read in now. */
export function activeLanguage(): Language {
  return speaking.at(-1) ?? resolveLanguage() ?? WORDS_LANGUAGE;
}

/** The `Intl` locale of the active language. */
export function activeLocale(): string {
  return LOCALE_OF[activeLanguage()];
}

/**
 * Runs `write` (synchronous: an e-mail, a notice, a text) in `language`, whatever the request's:
 * what is sent to a person is in theirs, not the sender's.
 */
export function withLanguage<T>(language: Language, write: () => T): T {
  speaking.push(language);
  try {
    return write();
  } finally {
    speaking.pop();
  }
}
