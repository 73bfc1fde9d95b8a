import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { EMAIL_PATTERN } from '@solace/shared';
import { buildApp } from '../app';
import { testConfig } from '../test/test-app';
import { getTestDatabase } from '../test/test-database';
import {
  hostileUrlString,
  hostileValue,
  RAW_BODIES,
  shaped,
  type JsonSchema,
  type KnownValues,
} from './arbitraries';

/**
 * The fuzz suite's requests: the API's operations as its OpenAPI document lists them, and how
 * to turn generated values into a request for one of them, as a stranger, patient or therapist.
 */

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema: JsonSchema;
}
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

/** The API as its own OpenAPI document lists it, read from an app built for the purpose. */
export async function readOperations(): Promise<Operation[]> {
  const app = await buildApp(testConfig(), { database: await getTestDatabase() });
  try {
    const res = await app.inject('/api/openapi.json');
    const doc = res.json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Parameter[];
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          }
        >
      >;
    };
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
    );
  } finally {
    await app.close();
  }
}

export type Identity = 'stranger' | 'patient' | 'doctor';
export const IDENTITIES: Identity[] = ['stranger', 'patient', 'doctor'];

export interface FuzzRequest {
  url: string;
  method: Operation['method'];
  payload?: string;
  contentType?: string;
  authorization?: string;
}

/**
 * A generated request as Fastify's `inject` takes it: its content type and Authorization (when it
 * has them) and `headers` on top (a caller's token, a provider's signature).
 */
export function injectOptions(
  request: FuzzRequest,
  headers: Record<string, string> = {},
): InjectOptions {
  return {
    method: request.method,
    url: request.url,
    headers: {
      ...(request.contentType && { 'content-type': request.contentType }),
      ...(request.authorization && { authorization: request.authorization }),
      ...headers,
    },
    ...(request.payload !== undefined && { payload: request.payload }),
  } as InjectOptions;
}

/** Extra query text: repeated, nested, malformed and polluting keys. */
const QUERY_EXTRAS = [
  '',
  '',
  '',
  '&before=2030-01-01T00:00:00Z&before=2030-01-02T00:00:00Z',
  '&before[]=x',
  '&__proto__[role]=admin',
  '&constructor[prototype][x]=1',
  '&%ZZ=%ZZ',
  '&x=%00',
  '&' + 'a=1&'.repeat(2000),
];

/** An Authorization header a stranger might send: nothing, garbage, or a token of no session. */
export const strangerAuthorization = fc.option(
  fc.oneof(
    fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${'x'.repeat(8 * 1024)}`,
      'Bearer null',
      'Bearer undefined',
      'Bearer ../../etc/passwd',
    ),
    fc.base64String({ maxLength: 64 }).map((token) => `Bearer ${token}`),
  ),
  { nil: undefined },
);

/**
 * A path segment, percent-encoded; a lone surrogate (which `encodeURIComponent` refuses) as the
 * bytes it would have in WTF-8, so the server gets to refuse it itself.
 */
function pathValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      const code = char.charCodeAt(0);
      if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }).join('');
  }
}

export function requestFor(
  op: Operation,
  known: KnownValues,
): fc.Arbitrary<Omit<FuzzRequest, 'authorization'>> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc.tuple(
    ...pathParams.map((p) =>
      fc.oneof(
        { weight: 3, arbitrary: shaped(p.schema, known, 0) },
        { weight: 2, arbitrary: hostileUrlString },
        { weight: 1, arbitrary: hostileValue.map((v) => (JSON.stringify(v) ?? '').slice(0, 1024)) },
      ),
    ),
  );
  const query = fc.tuple(
    ...queryParams.map((p) =>
      fc.option(
        fc.oneof(
          { weight: 3, arbitrary: shaped(p.schema, known, 0) },
          { weight: 2, arbitrary: hostileUrlString },
        ),
        { nil: undefined },
      ),
    ),
  );
  const raw = fc.constantFrom(...RAW_BODIES);
  const bodyless = op.method === 'GET';
  const body: fc.Arbitrary<{ payload?: string; contentType?: string }> = bodyless
    ? fc.constant({})
    : fc.oneof(
        {
          weight: op.body ? 3 : 0,
          arbitrary: shaped(op.body ?? {}, known, 0).map((v) => json(v)),
        },
        {
          weight: op.body ? 4 : 0,
          arbitrary: shaped(op.body ?? {}, known, 0.25).map((v) => json(v)),
        },
        { weight: op.body ? 2 : 3, arbitrary: hostileValue.map((v) => json(v)) },
        { weight: 1, arbitrary: raw },
        { weight: op.body ? 0 : 3, arbitrary: fc.constant({}) },
      );
  return fc
    .tuple(path, query, fc.constantFrom(...QUERY_EXTRAS), body)
    .map(([pathValues, queryValues, extra, { payload, contentType }]) => {
      let url = op.path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, pathValue(pathValues[i]));
      });
      const search = new URLSearchParams();
      queryParams.forEach((p, i) => {
        const value = queryValues[i];
        if (value !== undefined) search.append(p.name, String(value));
      });
      const qs = search.toString() + extra;
      return {
        method: op.method,
        url: qs ? `${url}?${qs.replace(/^&/, '')}` : url,
        ...(payload !== undefined && { payload }),
        ...(contentType !== undefined && { contentType }),
      };
    });
}

function json(value: unknown): { payload?: string; contentType?: string } {
  const payload = JSON.stringify(value);
  return payload === undefined ? {} : { payload, contentType: 'application/json' };
}

/** For the failure message: the request without its megabytes. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (s: string | undefined) =>
    s && s.length > 300 ? `${s.slice(0, 300)}… (${s.length} characters)` : s;
  return JSON.stringify({ ...request, url: cut(request.url), payload: cut(request.payload) });
}

/** Never the demo password: the fuzz must not delete the accounts it signs in with. */
const GOOD_PASSWORD = fc.constant('quiet-river-42');
export const FIELD_HINTS: Record<string, fc.Arbitrary<unknown>> = {
  Password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  newPassword: GOOD_PASSWORD,
  currentPassword: fc.constantFrom('quiet-river-42', 'wrong-password-1'),
  password: fc.constantFrom('quiet-river-42', 'wrong-password-1'),
  Age: fc.oneof(fc.integer({ min: 10, max: 130 }), fc.constantFrom('34', ' 34 ', '34.5')),
  PhoneNumber: fc.stringMatching(/^\+91\d{10}$/),
  Email: fc.emailAddress().filter((email) => EMAIL_PATTERN.test(email)),
  // Names that are valid and still need escaping in mails and calendar invitations.
  Name: fc.constantFrom(
    'Asha Rao',
    'Ananya Śarmā 🌿',
    "Dr. O'Brien, Jr.; PhD \\ <b>",
    'x'.repeat(100),
  ),
  name: fc.constantFrom(
    'Asha Rao',
    'Ananya Śarmā 🌿',
    "Dr. O'Brien, Jr.; PhD \\ <b>",
    'x'.repeat(100),
  ),
};
