import { randomUUID } from 'node:crypto';
import type { Row, Statuses } from './authorization-matrix-rows';

/** Types only come from the rows file (it imports this one): the console's statuses again. */
const adminOnly = (status: number): Statuses => [404, 404, 404, 404, 404, status];
const everyone = (status: number): Statuses => [status, status, status, status, status, status];

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
  // The practice's books (the console's Payments tab): administrators only.
  'GET /api/admin/payments': { statuses: adminOnly(200) },
  'GET /api/admin/payments/export.csv': { statuses: adminOnly(200) },
  'GET /api/admin/payments/revenue': { statuses: adminOnly(200) },
  'GET /api/admin/credits': { statuses: adminOnly(200) },
  // A's payment is paid: the administrator's refund is queued (the matrix's app has no provider
  // to make it, so the payment stays as the other rows expect it).
  'POST /api/admin/payments/{id}/refund': {
    statuses: adminOnly(200),
    request: (s) => ({ params: { id: s.paymentOfA.id } }),
  },
  // A therapist's own totals: clients and administrators are refused the therapists' route.
  'GET /api/doctor/payments/summary': { statuses: [401, 403, 403, 200, 200, 403] },
  // A payment is its payer's alone: anyone else is told it does not exist.
  'GET /api/payments/{id}': {
    statuses: [401, 200, 404, 404, 404, 404],
    request: (s) => ({ params: { id: s.paymentOfA.id } }),
  },
  'GET /api/payments/{id}/receipt': {
    statuses: [401, 200, 404, 404, 404, 404],
    request: (s) => ({ params: { id: s.paymentOfA.id } }),
  },
  // Anyone signed in reads their own payments (none for most callers).
  'GET /api/payments/mine': { statuses: [401, 200, 200, 200, 200, 200] },
  'POST /api/payments/{id}/verify-return': {
    statuses: [401, 200, 404, 404, 404, 404],
    request: (s) => ({
      params: { id: s.paymentOfA.id },
      body: { session_id: 'cs_test_matrix' },
    }),
  },
  'POST /api/payments/{id}/abandon': {
    statuses: [401, 200, 404, 404, 404, 404],
    request: (s) => ({ params: { id: s.paymentOfA.id } }),
  },
  // Plans are bought by clients only. The matrix's app has no provider: each client is told to
  // arrange payment with the practice (409); their own list is theirs (empty here).
  'POST /api/plans/{id}/purchase': {
    statuses: [401, 409, 409, 403, 403, 403],
    request: () => ({ params: { id: 'single' } }),
  },
  'GET /api/plans/mine': { statuses: [401, 200, 200, 403, 403, 403] },
  // Unauthenticated: the provider's signature is the proof (session-payments.test.ts). The
  // matrix's app has no provider configured, so nobody's webhook is taken.
  'POST /api/payments/webhooks/razorpay': {
    statuses: everyone(404),
    request: () => ({ body: { event: 'payment.captured' } }),
  },
  'POST /api/payments/webhooks/stripe': {
    statuses: everyone(404),
    request: () => ({ body: { type: 'checkout.session.completed' } }),
  },
};
