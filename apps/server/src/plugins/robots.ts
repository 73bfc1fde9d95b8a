import { LANGUAGES, languagePath, type Language } from '@solace/shared';
import { SERVER_DRAWN_PAGES } from './public-pages';

/** Public pages the web app draws in the browser alone. */
const BROWSER_DRAWN_PUBLIC_PAGES = ['/privacy', '/terms'];
/** What a search engine needs to draw the public pages as a visitor sees them. */
const PAGE_FILES = ['/assets/', '/avatars/', '/favicon.svg$'];

/** `/doctors/:doctorId` → `/doctors/` (any therapist); `/plans` → `/plans$` (that page alone). */
function rulePath(language: Language, page: string): string {
  const param = page.indexOf('/:');
  return param === -1
    ? `${languagePath(language, page)}$`
    : languagePath(language, page.slice(0, param + 1));
}

/**
 * robots.txt (RFC 9309): search engines may read the public pages in every language (the
 * catalogue, plans, services, a therapist's page and free times, urgent help, privacy, terms)
 * and the files that draw them; nothing else. A therapy practice's other pages are people's own
 * (profiles, chats, video rooms, session notes), sign-in forms, or links with a token in them.
 * Those need a session or the token anyway; this keeps their addresses out of search results.
 */
export function robotsTxt(): string {
  const allowed = LANGUAGES.flatMap((language) => [
    ...[...SERVER_DRAWN_PAGES, ...BROWSER_DRAWN_PUBLIC_PAGES].map((page) =>
      rulePath(language, page),
    ),
    ...PAGE_FILES.map((file) => languagePath(language, file)),
  ]);
  // The longest matching rule wins, so everything not allowed above is disallowed.
  return ['User-agent: *', ...allowed.map((path) => `Allow: ${path}`), 'Disallow: /', ''].join(
    '\n',
  );
}
