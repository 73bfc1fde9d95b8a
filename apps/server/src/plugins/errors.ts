import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages, notFoundCodeOf, type ApiError, type ErrorCode } from '@solace/shared';
import { AppError } from '../lib/app-error';
import { connectionFault, isDatabaseUnavailable, isInputFault } from '../lib/db-errors';
import { serializeError } from '../lib/log-serializers';
import { fieldErrors } from '../lib/validate';

function body(message: string, code: ErrorCode, fields?: Record<string, string>): ApiError {
  return fields ? { error: message, message, code, fields } : { error: message, message, code };
}

/**
 * A 5xx also names its request (the id in its X-Request-Id header and in every log line of it),
 * so support can match a complaint to the log; nothing else of the failure leaves.
 */
function sendError(reply: FastifyReply, status: number, answer: ApiError) {
  return reply
    .status(status)
    .send(status >= 500 ? { ...answer, requestId: reply.request.id } : answer);
}

/** Every error leaves as `{ error, message, code }`; internals stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return sendError(reply, err.status, body(err.message, err.code, err.fields));
    }
    if (err.validation) {
      const answer = validationAnswer(err, request);
      return reply.status(answer.status).send(answer.body);
    }
    // Fastify's own client errors: bad JSON, too large a body, wrong content type.
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const [code, text] = clientError(status);
      return reply.status(status).send(body(text, code));
    }
    // The database refused a value the schemas let through: the input's fault, so a 400.
    // Serialised here, not only by the logger, so no query parameter reaches the log from this
    // handler whatever logger it runs under.
    if (isInputFault(err)) {
      request.log.warn({ err: serializeError(err) }, 'database refused the input');
      return reply.status(400).send(body(messages.http.invalidInput, 'BAD_REQUEST'));
    }
    // The database went away or did not answer in time (DB_TIMEOUT_MS): the client may try
    // again in a moment. One short line: no stack, no query, no connection settings.
    if (isDatabaseUnavailable(err)) {
      request.log.warn(connectionFault(err), 'database unavailable');
      void reply.header('retry-after', '5');
      return sendError(reply, 503, body(messages.http.databaseUnavailable, 'DATABASE_UNAVAILABLE'));
    }
    request.log.error({ err: serializeError(err) }, 'unhandled error');
    return sendError(reply, 500, body(messages.connection.internal, 'INTERNAL'));
  });
}

/**
 * A request the route's schema refused. A path that names nothing is a 404 in the feature's
 * own words; anything else is a 400 naming each field, the first problem as the message (forms
 * show one message at a time).
 */
function validationAnswer(
  err: FastifyError,
  request: FastifyRequest,
): { status: number; body: ApiError } {
  const issues = (err.validation ?? []).map((issue) => ({
    path: issue.instancePath,
    message: issue.message ?? messages.http.invalidInput,
  }));
  const first = issues[0]?.message ?? messages.http.invalidInput;
  if (err.validationContext === 'params') {
    const code = notFoundCodeOf(request.routeOptions.schema?.params) ?? 'NOT_FOUND';
    return { status: 404, body: body(first, code) };
  }
  return { status: 400, body: body(first, 'VALIDATION_FAILED', fieldErrors(issues)) };
}

function clientError(status: number): [ErrorCode, string] {
  if (status === 413) return ['PAYLOAD_TOO_LARGE', messages.http.payloadTooLarge];
  if (status === 415) return ['UNSUPPORTED_MEDIA_TYPE', messages.http.unsupportedMediaType];
  if (status === 404) return ['NOT_FOUND', messages.http.notFound];
  return ['BAD_REQUEST', messages.http.invalidInput];
}

/** The JSON an unknown API path answers. */
export function apiNotFound(): ApiError {
  return body(messages.http.notFound, 'NOT_FOUND');
}
