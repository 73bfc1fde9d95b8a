import { z } from 'zod';
import type { SaidLater } from './text';
import { messages } from '../messages';

/** The instants Solace accepts from a client, in UTC: the years 2000 to 2200. */
const EARLIEST_ACCEPTED_TIME = Date.UTC(2000, 0, 1);
const LATEST_ACCEPTED_TIME = Date.UTC(2201, 0, 1) - 1;
/** Longer than any ISO date-time with an offset and nanoseconds. */
const MAX_ISO_LENGTH = 40;

/** True when an ISO date-time falls in the years 2000 to 2200, UTC. */
function isAcceptedTime(iso: string): boolean {
  const time = Date.parse(iso);
  return time >= EARLIEST_ACCEPTED_TIME && time <= LATEST_ACCEPTED_TIME;
}

/**
 * Every date-time a client sends: ISO 8601 with `Z` or an offset, in the years 2000 to 2200
 * (UTC). Short before the pattern, and in range, because a year like 10000 or 0 passes the
 * ISO pattern but breaks the database or its drivers (issue 9, finding 6).
 */
export function isoDateTime(invalid: SaidLater = () => messages.input.invalidDate) {
  return z
    .string({ error: invalid })
    .max(MAX_ISO_LENGTH, { error: invalid, abort: true })
    .check(z.iso.datetime({ offset: true, error: invalid, abort: true }))
    .refine(isAcceptedTime, { error: () => messages.input.dateOutOfRange, abort: true });
}
