/**
 * Which language's build answers a page request (issue 29). English pages live at the spec's
 * paths, Hindi ones under `/hi` (apps/web/build/language-builds.ts). A path with a prefix is
 * answered in its language, always: a shared link keeps its language. A path without one is
 * English for a reader who chose English or has not chosen; one who chose Hindi (the cookie),
 * or whose browser asks for Hindi first on a first visit, is sent to the Hindi path. `?lang=`
 * (the language link, which works without scripts) keeps a choice in the cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  languagePath,
  languageFromPreferences,
  splitLanguagePath,
  type Language,
} from '@solace/shared';

/** A language's build inside the web build: English at its root, Hindi in `hi/`. */
export function languageDir(prefix: string): string {
  return prefix.replace(/^\//, '');
}

const YEAR_SECONDS = 365 * 24 * 3600;
const CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

function chosenLanguage(request: FastifyRequest): Language | undefined {
  const chosen = CHOSEN.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(chosen) ? chosen : undefined;
}

/** A page request: not the API, sockets or a file (an asset, the favicon). */
function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (/^\/(?:api|socket\.io)(?:\/|$)/.test(pathname)) return false;
  return !pathname.split('/').pop()!.includes('.');
}

/**
 * An onRequest hook: redirects a page request to its reader's language where that differs from
 * the path's, and keeps a `?lang=` choice. Answers of unprefixed paths vary by the cookie and
 * the browser's languages, so a cache keeps one per reader kind.
 */
export async function routePageLanguage(request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.raw.url ?? '/', 'http://solace.local');
  if (!isPageRequest(request, url.pathname)) return;
  const { language: pathLanguage, path } = splitLanguagePath(url.pathname);

  const asked = url.searchParams.get(LANGUAGE_PARAM);
  if (asked !== null) {
    url.searchParams.delete(LANGUAGE_PARAM);
    if (isLanguage(asked)) {
      reply.header(
        'set-cookie',
        `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`,
      );
    }
    return reply.redirect(`${url.pathname}${url.search}`, 303);
  }
  if (pathLanguage !== 'en') return;

  reply.header('vary', 'Accept-Encoding, Cookie, Accept-Language');
  const wanted =
    chosenLanguage(request) ?? languageFromPreferences(request.headers['accept-language']);
  if (wanted === 'en') return;
  return reply.redirect(`${languagePath(wanted, path)}${url.search}`, 302);
}
