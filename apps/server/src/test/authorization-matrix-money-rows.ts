import { randomUUID } from 'node:crypto';
import type { Row, Statuses } from './authorization-matrix-rows';

/** Types only come from the rows file (it imports this one): the console's statuses again. */
const adminOnly = (status: number): Statuses => [404, 404, 404, 404, 404, status];

/**
 * The authorization matrix's rows for money (issue 26): plans as the administrators set them.
 * Every other caller gets the 404 of a path that does not exist (see authorization-matrix-rows.ts
 * for the callers' order).
 */
export const MONEY_ROWS: Record<string, Row> = {
  'GET /api/admin/plans': { statuses: adminOnly(200) },
  'POST /api/admin/plans': {
    statuses: adminOnly(201),
    request: () => ({
      body: {
        name: `Matrix plan ${randomUUID().slice(0, 8)}`,
        priceMinor: 90000,
        sessionsIncluded: 2,
        validityDays: 14,
        description: 'Two sessions in a fortnight.',
        features: ['Two sessions'],
      },
    }),
  },
  'PATCH /api/admin/plans/{id}': {
    statuses: adminOnly(200),
    request: () => ({ params: { id: 'weekly' }, body: { priceMinor: 150000, onSale: false } }),
  },
};
