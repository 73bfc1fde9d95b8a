import { describe, expect, it } from 'vitest';
import { makePerson } from '../test/authorization-scene';
import { useTestApp } from '../test/test-app';
import { serverErrorsAsAdmin } from './admin-fuzz';
import { FIELD_HINTS, readOperations } from './requests';

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
      expect(await serverErrorsAsAdmin(ctx.app, op, known, admin.token, name)).toEqual([]);
    },
  );
});
