import { expect } from 'vitest';
import { createBookingResponseSchema, doctorSlotsResponseSchema } from '@solace/shared';
import { DEMO_PASSWORD, demoDoctors, demoPatient } from '../../db/seed-data';

/** Helpers for tests against a real server process (records-process, records-at-rest). */
async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** The demo therapist's note on a new session with the demo client; how to read it again. */
export async function writeNoteOverHttp(base: string, text: string) {
  const login = (url: string, email: string) =>
    call(base, 'POST', url, { email, password: DEMO_PASSWORD }).then(
      (r) => r.json as { token: string; user: { id: string } },
    );
  const therapist = await login('/api/DocLogin', demoDoctors[0]!.email);
  const doctor = therapist.token;
  const patient = (await login('/api/login', demoPatient.email)).token;
  const start = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 48 * 3600_000);
  const end = new Date(start.getTime() + 50 * 60_000);
  await call(
    base,
    'POST',
    '/api/doctor/add-available-slots',
    { slots: [{ start_time: start.toISOString(), end_time: end.toISOString() }] },
    doctor,
  );
  const own = doctorSlotsResponseSchema.parse(
    (await call(base, 'GET', '/api/doctor/available-slots', undefined, doctor)).json,
  );
  const booked = await call(
    base,
    'POST',
    '/api/bookings/create',
    { slotId: own.available[0]!.id, doctorId: therapist.user.id },
    patient,
  );
  const { booking } = createBookingResponseSchema.parse(booked.json);
  const notePath = `/api/doctor/bookings/${booking.id}/note`;
  const saved = await call(
    base,
    'PUT',
    notePath,
    { template: 'free', version: 0, sections: { text } },
    doctor,
  );
  expect(saved.status).toBe(200);
  // Sessions live in the database: the token still works after a restart.
  return { read: (at: string) => call(at, 'GET', notePath, undefined, doctor) };
}

/** The demo client deletes their own account (their password confirms it). */
export async function deleteDemoClientOverHttp(base: string) {
  const login = await call(base, 'POST', '/api/login', {
    email: demoPatient.email,
    password: DEMO_PASSWORD,
  });
  const { token } = login.json as { token: string };
  const deleted = await call(base, 'DELETE', '/api/profile', { password: DEMO_PASSWORD }, token);
  expect(deleted.status).toBe(200);
}
