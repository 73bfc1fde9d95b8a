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
