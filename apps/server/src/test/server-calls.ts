/** Calls to a server started as a process (test/server-process.ts), for the data commands' tests. */
import { DEMO_PASSWORD, demoDoctors, demoPatient } from '../db/seed-data';

const HOUR = 3600_000;

/** A GET, or a POST of `body` as JSON; `token` signs it. Answers the status and the JSON body. */
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

/**
 * The demo client books a new slot of the first demo therapist, two days ahead on the hour:
 * the acknowledged write the crash tests kill the server after. Answers the booking's reply.
 */
export async function bookDemoSession(base: string) {
  const doctor = await signIn(base, '/api/DocLogin', demoDoctors[0]!.email);
  const patient = await signIn(base, '/api/login', demoPatient.email);
  const start = Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR;
  const times = {
    start_time: new Date(start).toISOString(),
    end_time: new Date(start + 50 * 60_000).toISOString(),
  };
  const added = await call(base, '/api/doctor/add-available-slots', doctor.token, {
    slots: [times],
  });
  if (added.status !== 200) throw new Error(`adding the slot answered ${added.status}`);
  const own = await call(base, '/api/doctor/available-slots', doctor.token);
  const slots = own.body.available as { id: string; start_time: string }[];
  const slotId = slots.find((slot) => slot.start_time === times.start_time)!.id;
  return call(base, '/api/bookings/create', patient.token, { slotId, doctorId: doctor.user.id });
}
