import { randomUUID } from 'node:crypto';
import type { Row } from './authorization-matrix-rows';

/**
 * The authorization matrix's rows for ringing calls (issue 28), in the callers' order of
 * authorization-matrix-rows.ts. A's booking with X is two days ahead: its two people are told it
 * is not due yet (409), everyone else that it does not exist (404). A call only its two people
 * know the id of answers 404 to anyone else alike (calls.test.ts rings real ones).
 */
export const CALL_ROWS: Record<string, Row> = {
  'POST /api/bookings/{bookingId}/call': {
    statuses: [401, 409, 404, 409, 404, 404],
    request: (s) => ({ params: { bookingId: s.booking.id } }),
  },
  ...Object.fromEntries(
    ['accept', 'decline', 'cancel'].map((action) => [
      `POST /api/calls/{id}/${action}`,
      {
        statuses: [401, 404, 404, 404, 404, 404],
        request: () => ({ params: { id: randomUUID() } }),
      } satisfies Row,
    ]),
  ),
  // Each person's own history: nobody else's call is ever in it (calls.test.ts).
  'GET /api/calls': { statuses: [401, 200, 200, 200, 200, 200] },
};
