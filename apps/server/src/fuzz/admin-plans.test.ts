import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makePerson } from '../test/authorization-scene';
import { useTestApp } from '../test/test-app';
import { describeRequest, FIELD_HINTS, readOperations, requestFor } from './requests';
import { FUZZ_RUNS, seedFor } from './fuzz-settings';

/**
 * The console's plan endpoints (issue 26) as an administrator: the endpoints fuzz calls every
 * endpoint as a stranger, client and therapist, who all get a 404 here, so the bodies an
 * administrator may send (prices, currencies, feature lists, ids in the path) are fuzzed here.
 * None may answer 500 or above.
 */

const operations = (await readOperations()).filter((op) => op.path.startsWith('/api/admin/plans'));

describe('fuzz: the plans console as an administrator', () => {
  const ctx = useTestApp();

  it('finds the three plan endpoints', () => {
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'GET /api/admin/plans',
      'PATCH /api/admin/plans/{id}',
      'POST /api/admin/plans',
    ]);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: no 5xx',
    async (name, op) => {
      const admin = await makePerson(ctx.app, 'admin', 'Fuzz Admin');
      const known = {
        ids: ['single', 'weekly', 'monthly'],
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
