/**
 * The page's language (issue 29). Each language is a build of its own (vite.config.ts,
 * SOLACE_LANGUAGE): English at `/`, Hindi under `/hi`, so a page downloads only its reader's
 * words and a link names its language (search engines and shared links keep it). Switching
 * loads the same page from the other build; the choice is kept in a cookie the server reads
 * (which build an unprefixed path gets) and, for a signed-in person, with their account (which
 * language their e-mails, notices and texts are in).
 */
import {
  activeLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGE_PATH_PREFIX,
  languagePath,
  type Language,
} from '@solace/shared';
import { api } from './api-client';
import { readToken } from './auth/session-storage';

/** The language this build speaks. */
export const PAGE_LANGUAGE: Language = activeLanguage();

/** React Router's basename for this build ('' for English). */
export const ROUTER_BASENAME = LANGUAGE_PATH_PREFIX[PAGE_LANGUAGE];

/**
 * The same page in `language`, from a router location (the path without this build's prefix).
 * It carries `?lang=`, so that following it without scripts also keeps the choice (the server
 * sets the cookie and sends the page on without the parameter).
 */
export function pathInLanguage(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  language: Language,
): string {
  const path = languagePath(language, location.pathname);
  const query = new URLSearchParams(location.search);
  query.set(LANGUAGE_PARAM, language);
  return `${path}?${query.toString()}${location.hash}`;
}

/** Keeps the choice for a year, for every path. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Nothing is read from the answer (no schema library on the first page: the budget). */
const anyAnswer = { safeParse: (data: unknown) => ({ success: true as const, data }) };

/**
 * Keeps a signed-in person's choice with their account too: their e-mails, notices and texts
 * follow it. Sent as the page changes language, so it must outlive the page (keepalive).
 */
export function saveLanguageChoice(language: Language): void {
  rememberLanguage(language);
  if (!readToken()) return;
  void api
    .put('/profile/language', anyAnswer, { language }, { keepalive: true })
    .catch(() => undefined);
}
