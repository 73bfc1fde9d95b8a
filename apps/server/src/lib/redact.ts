/** Query parameters whose values never reach a log: one-time tokens and who they belong to. */
const SECRET_PARAMS = new Set(['token', 'email']);

/**
 * Something shaped like an e-mail address, written plainly or percent-encoded (`%40`), anywhere
 * in a URL: in a path nobody routes (`/api/nope/someone@example.com`) or a search (`?q=…`).
 */
const EMAIL_LIKE = /[^/?#&=\s]+(?:@|%40)[^/?#&=\s]+/g;

/**
 * The URL with secret query values and e-mail addresses replaced, for logging
 * (`/changepass?email=…&token=…`).
 */
export function redactUrl(url: string): string {
  return redactParams(url).replace(EMAIL_LIKE, '[redacted]');
}

function redactParams(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '');
      return SECRET_PARAMS.has(name) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** How a request appears in the log: no secret query values, no headers. */
export function requestLogSerializer(request: {
  method: string;
  url: string;
  ip?: string;
}): Record<string, unknown> {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
