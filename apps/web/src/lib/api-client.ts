import { messages } from '@solace/shared';
import { readToken } from './auth/session-storage';

/** Where the API lives: configurable for split deployments, same-origin `/api` by default. */
export const API_BASE_URL = (import.meta.env.VITE_API_URL || '/api').replace(/\/+$/, '');

/**
 * A failed API call. `status` is the HTTP status, or 0 when no answer arrived at all;
 * `message` is the server's own text (`error`, else `message`) so screens can show it as is.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart (the browser sets the type). */
  body?: unknown;
  signal?: AbortSignal;
  /** Gives up after this many milliseconds (the spec has no default timeout). */
  timeoutMs?: number;
  headers?: Record<string, string>;
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
      text || messages.http.requestFailed(status),
      typeof code === 'string' ? code : undefined,
      typeof fields === 'object' && fields !== null
        ? (fields as Record<string, string>)
        : undefined,
    );
  }
  // A body that is not our JSON (a proxy's HTML page, say) is never shown to users.
  return new ApiRequestError(
    status,
    status >= 500 ? messages.http.internal : messages.http.requestFailed(status),
  );
}

/** One call to the Solace API: JSON in and out, cookies and the bearer token attached. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}) {
  const { method = 'GET', body, signal, timeoutMs, headers: extra } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
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
      signal: combineSignals(signal, timeoutMs),
    });
  } catch (cause) {
    // Callers that cancelled on purpose need to tell that apart from a dead network.
    if (signal?.aborted) throw cause;
    throw new ApiRequestError(0, messages.http.networkFailed);
  }

  const data = await readBody(response);
  if (!response.ok) throw errorFrom(response.status, data);
  return data as T;
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
