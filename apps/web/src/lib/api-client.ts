import { activeLanguage, connectionMessages, NEXT_CURSOR_HEADER, type Page } from '@solace/shared';
import { emitSessionExpired } from './auth/session-events';
import { clearSession, readSession, readToken } from './auth/session-storage';

/** Where the API lives: configurable for split deployments, same-origin `/api` by default. */
export const API_BASE_URL = (import.meta.env.VITE_API_URL || '/api').replace(/\/+$/, '');

/**
 * A failed API call. `status` is the HTTP status, or 0 when no answer arrived at all;
 * `message` is the server's own text (`error`, else `message`) so screens can show it as is.
 */
export class ApiRequestError extends Error {
  override readonly name: string = 'ApiRequestError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** Set when this 401 ended the stored session; the user is already being told and redirected. */
  sessionExpired = false;

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/**
 * A successful status whose body breaks the shared contract (a server bug, a proxy's page, an
 * empty 204). Its data is never used: the call fails with the generic "something went wrong on
 * our side", keeping the status for the few screens the spec gives their own words for it. The
 * schema's complaint is the `cause`, for whoever debugs it.
 */
export class UnexpectedResponseError extends ApiRequestError {
  override readonly name = 'UnexpectedResponseError';
  constructor(status: number, cause: unknown) {
    super(status, connectionMessages.internal, undefined, undefined, { cause });
  }
}

/**
 * What a call expects back: any schema of `@solace/shared` (zod) fits. Typed by its shape so the
 * web app needs no zod of its own.
 */
interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** True for a failure the session-expiry handling already answered: screens stay quiet. */
export function isSessionExpiredError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.sessionExpired;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart (the browser sets the type). */
  body?: unknown;
  signal?: AbortSignal;
  /** Gives up after this many milliseconds (the spec has no default timeout). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * A 401 here is an answer, not an expired session: the login calls (wrong password) and the
   * start-up session check (which clears quietly).
   */
  ignoreUnauthorized?: boolean;
  /** Sent even if the page is left meanwhile (a choice saved as the page changes language). */
  keepalive?: boolean;
}

function combineSignals(signal?: AbortSignal, timeoutMs?: number): AbortSignal | undefined {
  if (timeoutMs === undefined) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFrom(status: number, body: unknown): ApiRequestError {
  if (typeof body === 'object' && body !== null) {
    const { error, message, code, fields } = body as Record<string, unknown>;
    const text = typeof error === 'string' ? error : typeof message === 'string' ? message : '';
    return new ApiRequestError(
      status,
      text || connectionMessages.requestFailed(status),
      typeof code === 'string' ? code : undefined,
      typeof fields === 'object' && fields !== null
        ? (fields as Record<string, string>)
        : undefined,
    );
  }
  // A body that is not our JSON (a proxy's HTML page, say) is never shown to users. A 429 of
  // that kind is the proxy's own limit on requests from one address (deploy/nginx).
  return new ApiRequestError(
    status,
    status >= 500
      ? connectionMessages.internal
      : status === 429
        ? connectionMessages.tooManyRequests
        : connectionMessages.requestFailed(status),
  );
}

/**
 * One call to the Solace API: JSON in and out, cookies and the bearer token attached. The answer
 * is checked against `schema` and only what it describes comes back: never a cast.
 */
export async function apiRequest<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return (await send(path, schema, options)).data;
}

/**
 * A page of a list whose answer is the spec's bare array: the items, and the next page's
 * cursor from the `X-Next-Cursor` header (null at the end). Decision 0017.
 */
export async function apiPage<T>(
  path: string,
  schema: ResponseSchema<T[]>,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<Page<T>> {
  const { data, headers } = await send(path, schema, { ...options, method: 'GET' });
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** `path` with `?cursor=` (and other query values) added, as a paged list's next call. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function send<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: RequestOptions,
): Promise<{ data: T; headers: Headers }> {
  const {
    method = 'GET',
    body,
    signal,
    timeoutMs,
    headers: extra,
    ignoreUnauthorized,
    keepalive,
  } = options;
  // The server answers (its messages) in the page's language, not the browser's.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': activeLanguage(),
    ...extra,
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      keepalive,
      signal: combineSignals(signal, timeoutMs),
    });
  } catch (cause) {
    // Callers that cancelled on purpose need to tell that apart from a dead network.
    if (signal?.aborted) throw cause;
    throw new ApiRequestError(0, connectionMessages.networkFailed);
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch (cause) {
    // The answer was cut off (the page being left, the connection dropped): no answer arrived,
    // the same as a fetch that failed, and nothing to read a refusal from.
    if (signal?.aborted) throw cause;
    throw new ApiRequestError(0, connectionMessages.networkFailed);
  }
  if (!response.ok) {
    const error = errorFrom(response.status, data);
    // Only the first failing request of a session ends it: once cleared (or replaced by a new
    // login), later 401s for the old token change nothing and raise no second notice.
    if (response.status === 401 && token && !ignoreUnauthorized && readToken() === token) {
      error.sessionExpired = true;
      const role = readSession()?.user.role ?? null;
      clearSession();
      emitSessionExpired({ role });
    }
    throw error;
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new UnexpectedResponseError(response.status, parsed.error);
  return { data: parsed.data, headers: response.headers };
}

/** The method and the body are the call's own arguments. */
type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/** The calls by method: the path, the answer expected, then (for writes) what is sent. */
export const api = {
  get: <T>(path: string, schema: ResponseSchema<T>, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <T>(path: string, schema: ResponseSchema<T>, body?: unknown, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'POST', body }),
  put: <T>(path: string, schema: ResponseSchema<T>, body?: unknown, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'PUT', body }),
  /** Changes only the fields sent (the console's plans). */
  patch: <T>(path: string, schema: ResponseSchema<T>, body?: unknown, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'PATCH', body }),
  /** DELETE may carry a body too: deleting the account sends the password that confirms it. */
  delete: <T>(path: string, schema: ResponseSchema<T>, body?: unknown, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'DELETE', body }),
};
