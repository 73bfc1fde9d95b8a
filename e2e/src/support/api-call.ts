import { inject } from 'vitest';

/**
 * One call to the demo server's API as a journey sets its scene (a therapist's free time, a
 * booking): GET without a body, POST with one; a refusal throws with the server's answer.
 */
export async function callApi(
  path: string,
  token: string | null,
  body?: unknown,
  baseUrl = inject('baseUrl'),
): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}
