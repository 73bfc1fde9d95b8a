import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { madePayment } from '../features/admin/admin-payments-kit';
import { makePerson } from '../test/authorization-scene';
import { useTestApp } from '../test/test-app';
import { describeRequest, FIELD_HINTS, readOperations, requestFor } from './requests';
import { FUZZ_RUNS, seedFor } from './fuzz-settings';

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
      const serverErrors: string[] = [];
      await fc.assert(
        fc.asyncProperty(requestFor(op, known), async (request) => {
          const res = await ctx.app.inject({
            method: request.method,
            url: request.url,
            headers: {
              authorization: `Bearer ${admin.token}`,
              ...(request.contentType && { 'content-type': request.contentType }),
            },
            ...(request.payload !== undefined && { payload: request.payload }),
          } as InjectOptions);
          if (res.statusCode < 500) return true;
          serverErrors.push(`${res.statusCode} ${res.body} for ${describeRequest(request)}`);
          return false;
        }),
        { numRuns: FUZZ_RUNS, seed: seedFor(`${name} as admin`), endOnFailure: true },
      );
      expect(serverErrors).toEqual([]);
    },
  );
});
