import type { FastifyError, FastifyInstance } from 'fastify';
import { messages, type ApiError } from '@solace/shared';
import { AppError } from '../lib/app-error';

function body(message: string, code: string, fields?: Record<string, string>): ApiError {
  return fields ? { error: message, message, code, fields } : { error: message, message, code };
}

/** Every error leaves as `{ error, message, code }`; internals stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(body(err.message, err.code, err.fields));
    }
    // Fastify's own client errors: bad JSON, too large a body, wrong content type.
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = err.code ?? 'BAD_REQUEST';
      return reply.status(status).send(body(clientErrorText(status, err.message), code));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body(messages.http.internal, 'INTERNAL'));
  });
}

function clientErrorText(status: number, fallback: string): string {
  if (status === 400) return messages.http.invalidInput;
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'This content type is not supported.';
  if (status === 429) return 'Too many requests. Please try again later.';
  return fallback;
}

/** The JSON an unknown API path answers. */
export function apiNotFound(): ApiError {
  return body(messages.http.notFound, 'NOT_FOUND');
}
