/** Calls to a server started as a process (test/server-process.ts), for the data commands' tests. */
const DEMO_PASSWORD = 'solace-demo-2026';

export async function call(base: string, route: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A demo account signed in on `route` (/api/login, /api/DocLogin): its token and id. */
export const signIn = async (base: string, route: string, email: string) =>
  (await call(base, route, undefined, { email, password: DEMO_PASSWORD })).body as {
    token: string;
    user: { id: string };
  };
