/** The PostgreSQL error code of a failed query, whichever driver (and Drizzle wrapper) threw it. */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_DEADLOCK_DETECTED = '40P01';

/**
 * SQLSTATEs that blame the value a client sent, not the server: a NUL or other text the
 * database cannot store (22021, 22P05), a number, date or time zone out of range (22003,
 * 22008, 22009, 22015), text the type cannot read (22007, 22P02), text too long for its column
 * (22001, 22026), or a value too large to index (54000). The schemas refuse these first; this
 * is the net below them, so such input is a 400 and never a 500.
 */
const INPUT_FAULT_CODES = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22009',
  '22015',
  '22021',
  '22026',
  '22P02',
  '22P05',
  '54000',
]);

/** True when the database refused a query because of a value in it. */
export function isInputFault(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code !== undefined && INPUT_FAULT_CODES.has(code);
}

/**
 * Socket errors of a connection to the database that went away or never came: the database is
 * down, restarting, or unreachable over the network.
 */
const CONNECTION_ERRNOS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the server cannot serve now, not that the query is wrong: a connection
 * exception (class 08), the server shutting down or starting (57P01-57P03), a statement cut by
 * `statement_timeout` (57014), too many connections (53300).
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/**
 * node-postgres reports a lost or timed-out connection with plain errors; these are their
 * messages (pg 8: client.js, pg-pool), and PGlite's thread when its worker is gone.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'The database thread has stopped',
];

/**
 * True when a query failed because the database could not be reached or did not answer in
 * time (DB_TIMEOUT_MS): a 503 for the client, who may try again in a moment.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_CODES.has(code) || code.startsWith('08'))
        return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m)))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What the log says of a lost connection: its code and the driver's first line, cut short and
 * with any `scheme://user:password@` taken out. Never the error object itself: node-postgres
 * errors can reach the client and its connection settings (the password among them).
 */
export function connectionFault(err: unknown): { code?: string; reason: string } {
  // The driver's error, innermost: Drizzle's wrapper repeats the query and its parameters.
  let driver: unknown = err;
  for (let depth = 0; depth < 10; depth++) {
    const cause = (driver as { cause?: unknown } | undefined)?.cause;
    if (!cause || typeof cause !== 'object') break;
    driver = cause;
  }
  const { code, message } = (driver ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(err);
  const reason = (text.split('\n')[0] ?? '')
    .replace(/[a-z][a-z0-9+.-]*:\/\/[^\s@/]*@/gi, '[redacted]@')
    .slice(0, 160);
  return typeof code === 'string' ? { code, reason } : { reason };
}
