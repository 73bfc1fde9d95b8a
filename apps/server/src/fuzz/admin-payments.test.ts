import { describe, expect, it } from 'vitest';
import { madePayment } from '../features/admin/admin-payments-kit';
import { makePerson } from '../test/authorization-scene';
import { useTestApp } from '../test/test-app';
import { serverErrorsAsAdmin } from './admin-fuzz';
import { FIELD_HINTS, readOperations } from './requests';

/**
 * The console's money endpoints (issue 26) as an administrator: the endpoints fuzz calls them
 * as a stranger, client and therapist, who all get a 404, so the filters (dates, search text,
 * ids), the year and the refund's path are fuzzed here, reaching the SQL. None may answer 500.
 */

const operations = (await readOperations()).filter(
  (op) => op.path.startsWith('/api/admin/payments') || op.path === '/api/admin/credits',
);

describe('fuzz: the payments console as an administrator', () => {
  const ctx = useTestApp();

  it('finds the five money endpoints', () => {
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'GET /api/admin/credits',
      'GET /api/admin/payments',
      'GET /api/admin/payments/export.csv',
      'GET /api/admin/payments/revenue',
      'POST /api/admin/payments/{id}/refund',
    ]);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: no 5xx',
    async (name, op) => {
      const admin = await makePerson(ctx.app, 'admin', 'Fuzz Admin');
      const paid = await madePayment(ctx.app, { status: 'paid', paidAt: new Date() });
      const known = {
        ids: [paid.id],
        emails: [admin.email],
        now: () => ctx.app.ctx.clock.now().getTime(),
        hints: FIELD_HINTS,
      };
      expect(await serverErrorsAsAdmin(ctx.app, op, known, admin.token, name)).toEqual([]);
    },
  );
});
