import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { KnownValues } from './arbitraries';
import { FUZZ_RUNS, seedFor } from './fuzz-settings';
import { describeRequest, injectOptions, requestFor, type Operation } from './requests';

/**
 * Generated requests for one console endpoint, sent as the administrator `adminToken` holds:
 * the answers of 500 or more, one line each (the search ends at the first). The endpoints fuzz
 * reaches the console only as people who get a 404, so the console's fuzz files use this to get
 * past the door to the filters, bodies and SQL behind it.
 */
export async function serverErrorsAsAdmin(
  app: FastifyInstance,
  op: Operation,
  known: KnownValues,
  adminToken: string,
  name: string,
): Promise<string[]> {
  const serverErrors: string[] = [];
  await fc.assert(
    fc.asyncProperty(requestFor(op, known), async (request) => {
      const res = await app.inject(
        injectOptions(request, { authorization: `Bearer ${adminToken}` }),
      );
      if (res.statusCode < 500) return true;
      serverErrors.push(`${res.statusCode} ${res.body} for ${describeRequest(request)}`);
      return false;
    }),
    { numRuns: FUZZ_RUNS, seed: seedFor(`${name} as admin`), endOnFailure: true },
  );
  return serverErrors;
}
