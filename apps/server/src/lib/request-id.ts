import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino, type Logger } from 'pino';
import { languageFromPreferences, type Language } from '@solace/shared';

/** What an incoming X-Request-Id may be to be kept: a proxy's id, never a way into the logs. */
const SANE_REQUEST_ID = /^[\w-]{1,64}$/;

/** This process's part of every id it makes: ids stay unique across instances and restarts. */
const processPart = randomBytes(6).toString('base64url');
let made = 0;

/** A new request id: this process's random part and a counter (cheap: no randomness per request). */
export function newRequestId(): string {
  made += 1;
  return `${processPart}-${made.toString(36)}`;
}

/** Where the server factory keeps a request's id for Fastify's genReqId. */
const requestIdKey = Symbol('requestId');
type WithRequestId = IncomingMessage & { [requestIdKey]?: string };

/**
 * The request's id: the balancer's X-Request-Id when it is a sane token (nginx's `$request_id`
 * is), else a new one. Given once per request, where the HTTP server first sees it, so answers
 * from the front door and from Fastify alike carry it.
 */
export function assignRequestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  const id =
    typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
  (request as WithRequestId)[requestIdKey] = id;
  return id;
}

/** Fastify's genReqId: the id assignRequestId gave (a new one for requests made by inject). */
export function requestIdOf(request: IncomingMessage): string {
  return (request as WithRequestId)[requestIdKey] ?? assignRequestId(request);
}

/** What the work of one request runs knowing: its id, and the language it is answered in. */
interface RequestScope {
  id: string;
  language: Language;
}

/**
 * The request whose work is running now: Fastify's request logger has its id, and so do the
 * lines the services write through `ctx.log` while serving that request (a refused webhook,
 * a checkout that did not open), and their after-commit effects, so one id finds them all.
 * Its language is the one every message read for it speaks (setLanguageResolver, in app.ts).
 */
const currentRequest = new AsyncLocalStorage<RequestScope>();

/**
 * Fastify's first onRequest hook: the rest of the request runs knowing its id and its language
 * (the one its `Accept-Language` names: the web app sends its page's, `en` or `hi`).
 */
export function runWithRequestId(
  request: { id: string; headers: { 'accept-language'?: string | string[] } },
  _reply: unknown,
  next: () => void,
): void {
  const language = languageFromPreferences(request.headers['accept-language']);
  currentRequest.run({ id: request.id, language }, next);
}

/** The id of the request whose work is running now, if one is (tests tell requests' work apart). */
export function currentRequestId(): string | undefined {
  return currentRequest.getStore()?.id;
}

/** The language of the request being answered, if one is. */
export function requestLanguage(): Language | undefined {
  return currentRequest.getStore()?.language;
}

/**
 * Runs `work` in `language` as a request's work runs in its own: what a socket's handler reads
 * (its errors and notices) speaks the socket's language, and asynchronous work begun there too.
 */
export function runInLanguage<T>(language: Language, work: () => T): T {
  const scope = currentRequest.getStore();
  return currentRequest.run({ id: scope?.id ?? '', language }, work);
}

/**
 * pino's `mixin`: a line written while a request runs gets its `reqId`, unless its logger is
 * already the request's own (whose bindings carry it: a key written twice is a broken line).
 */
export function requestIdMixin(_line: object, _level: number, logger: Logger): object {
  const reqId = currentRequest.getStore()?.id;
  if (!reqId) return {};
  const bindings = (logger as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym];
  return typeof bindings === 'string' && bindings.includes('"reqId"') ? {} : { reqId };
}
