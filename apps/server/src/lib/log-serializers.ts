import { stdSerializers } from 'pino';
import { pgErrorCode } from './db-errors';

/** Longer database messages are cut: a message may quote the value it refused. */
const MAX_DATABASE_MESSAGE = 300;
const MAX_CAUSE_DEPTH = 10;

/** An error as the log shows it (the shape Fastify's logger options ask of an `err` serializer). */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** An error in a chain of causes, outermost first. */
function* causes(err: unknown): Generator<object> {
  let e: unknown = err;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && e && typeof e === 'object'; depth++) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

function isFailedQuery(e: object): e is { query: string; params: unknown } {
  return typeof (e as { query?: unknown }).query === 'string' && 'params' in e;
}

/** The stack's call sites only: its first lines repeat the message, which may hold values. */
function callSites(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * A failed query, logged without what was sent in it. Drizzle's error carries every parameter
 * in `.params` and again in its message (for a sign-up: the password hash, the e-mail and the
 * phone), and the drivers' errors carry them too (PGlite's `params`, PostgreSQL's `detail`
 * quotes the conflicting value). What is kept: the SQL state, the query text with its `$1`
 * placeholders, the database's own message and where it was thrown.
 */
function databaseError(err: Error, chain: object[]): LoggedError {
  const code = pgErrorCode(err);
  const failedAt = chain.findIndex(isFailedQuery);
  // The driver's own error says what went wrong; the wrappers above it repeat the parameters.
  const reason =
    chain.find((e) => code !== undefined && (e as { code?: unknown }).code === code) ??
    chain.slice(failedAt + 1).find((e) => e instanceof Error);
  const message = reason instanceof Error ? reason.message : 'Failed query';
  const failed = chain[failedAt] as { query: string } | undefined;
  return {
    type: err.constructor.name,
    ...(code !== undefined && { code }),
    message: message.slice(0, MAX_DATABASE_MESSAGE),
    ...(failed && { query: failed.query }),
    stack: callSites(err.stack),
  };
}

/**
 * The logger's `err` serializer: database errors lose their parameters (issue 9, finding 5);
 * any other error is logged as pino always does.
 */
export function serializeError(err: Error): LoggedError {
  // pino hands over whatever was logged as `err`; what is no error passes as it is.
  if (!(err instanceof Error)) return stdSerializers.err(err);
  const chain = [...causes(err)];
  if (chain.some(isFailedQuery) || pgErrorCode(err) !== undefined) {
    return databaseError(err, chain);
  }
  return stdSerializers.err(err);
}

/** For the Fastify logger: `logger: { serializers: logSerializers, ... }`. */
export const logSerializers = { err: serializeError };
