import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoDoctors } from './db/seed-data';
import { createStaffAccount } from './features/accounts/staff-accounts.service';
import { api } from './test/api-helpers';
import {
  CALLERS,
  SCENE_PASSWORD,
  holdingsOf,
  makePerson,
  makeScene,
  secretsOf,
  useAppResetOnce,
  type Caller,
  type Person,
  type Role,
  type Scene,
  type Secret,
} from './test/authorization-scene';

import { MATRIX, type Row } from './test/authorization-matrix-rows';

const ROLE: Record<Exclude<Caller, 'anonymous'>, Role> = {
  'patient A': 'patient',
  'patient B': 'patient',
  'therapist X': 'doctor',
  'therapist Y': 'doctor',
  admin: 'admin',
};

const REFUSAL_CODE: Record<number, RegExp> = {
  401: /^UNAUTHENTICATED$/,
  403: /^(FORBIDDEN|CHAT_NOT_ALLOWED)$/,
  // Admin routes answer everyone else exactly like an unknown path: NOT_FOUND.
  404: /^([A-Z]+_)*NOT_FOUND$/,
};

/** One case for each endpoint and caller, named like `patient B → GET /api/bookings/mine: 200`. */
const cases = Object.entries(MATRIX).flatMap(([endpoint, row]) =>
  CALLERS.map((caller, index) => {
    const status = row.statuses[index]!;
    return [`${caller} → ${endpoint}: ${status}`, { endpoint, row, caller, status }] as const;
  }),
);

function fillPath(template: string, params: object = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown>)[name];
    if (typeof value !== 'string') throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
}

describe('authorization matrix', () => {
  const ctx = useAppResetOnce();
  /** B, Y and the admin, signed in once; rows that end a session or account get fresh ones. */
  const strangers = {} as Record<'patient B' | 'therapist Y' | 'admin', Person>;
  let requests = 0;

  beforeAll(async () => {
    const client = api(ctx.app);
    const signIn = async (role: Role, email: string, password: string, path: string) => {
      const { token, user } = await client.login(email, password, path);
      return { role, id: user.id, name: user.name, email, password, token };
    };
    // Sign-up makes no account until its e-mailed link is followed: B is made directly.
    const b = await makePerson(ctx.app, 'patient', 'Patient B');
    strangers['patient B'] = await signIn('patient', b.email, b.password, '/api/login');
    const y = demoDoctors[1]!;
    strangers['therapist Y'] = await signIn('doctor', y.email, DEMO_PASSWORD, '/api/DocLogin');
    const admin = { email: 'admin@matrix.example', password: SCENE_PASSWORD };
    await createStaffAccount(ctx.app.ctx, { role: 'admin', name: 'Admin', ...admin });
    strangers.admin = await signIn('admin', admin.email, admin.password, '/api/DocLogin');
  });

  it('has a row for every endpoint of /api/openapi.json, and no row for anything else', async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.json' });
    const { paths } = res.json() as { paths: Record<string, Record<string, unknown>> };
    const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => methods.has(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(
      documented.filter((endpoint) => !(endpoint in MATRIX)),
      'endpoints without a row in the authorization matrix',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((endpoint) => !documented.includes(endpoint)),
      'rows of the authorization matrix naming no endpoint',
    ).toEqual([]);
  });

  async function personFor(caller: Caller, row: Row, scene: Scene) {
    if (caller === 'anonymous') return undefined;
    if (caller === 'patient A') return scene.patientA;
    if (caller === 'therapist X') return scene.therapistX;
    return row.spendsCaller ? makePerson(ctx.app, ROLE[caller], caller) : strangers[caller];
  }

  /**
   * A GET changes nothing (each case checks that A's and X's holdings are as they were), so the
   * six callers of a GET row share one scene; every other row makes a fresh one for each case.
   */
  let sharedScene: { endpoint: string; scene: Scene; secrets: Secret[] } | undefined;
  async function sceneFor(endpoint: string, row: Row) {
    const readOnly = endpoint.startsWith('GET ') && !row.mayChange && !row.spendsCaller;
    if (readOnly && sharedScene?.endpoint === endpoint) return sharedScene;
    const scene = await makeScene(ctx.app);
    const made = { endpoint, scene, secrets: await secretsOf(ctx.app, scene) };
    sharedScene = readOnly ? made : undefined;
    return made;
  }

  it.each(cases)('%s', async (_, { endpoint, row, caller, status }) => {
    const { scene, secrets } = await sceneFor(endpoint, row);
    const person = await personFor(caller, row, scene);
    const { params, query, body } = row.request?.(scene, person) ?? {};
    const [method, template] = endpoint.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const upload = row.multipart?.();
    const before = await holdingsOf(ctx.app, scene);
    requests += 1;
    const res = await ctx.app.inject({
      method,
      url: fillPath(template, params),
      ...(query && { query }),
      ...(body !== undefined && { payload: body as object }),
      ...(upload && { payload: upload.payload }),
      headers: {
        ...upload?.headers,
        ...(person && { authorization: `Bearer ${person.token}` }),
      },
      // One address a request: limits per address never add up across cases.
      remoteAddress: `10.9.${Math.floor(requests / 250)}.${(requests % 250) + 1}`,
    });

    expect(res.statusCode, res.body).toBe(status);
    // A refusal comes from the auth layer or hides the thing; never from a route that is missing.
    if (status in REFUSAL_CODE)
      expect(res.json<{ code: string }>().code).toMatch(REFUSAL_CODE[status]!);
    for (const secret of secrets.filter((s) => !s.seenBy.includes(caller))) {
      expect(res.body, `${caller} is shown something of A's or X's`).not.toContain(secret.value);
    }
    if (!row.mayChange?.includes(caller)) {
      expect(await holdingsOf(ctx.app, scene), `${caller} changed what A or X hold`).toEqual(
        before,
      );
    }
  });
});
