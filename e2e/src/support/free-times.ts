import { inject } from 'vitest';
import { apiLogin } from './accounts';

/** `days` ahead at `hour`:00 UTC: a time the journeys offer and book. */
export function ahead(days: number, hour: number): Date {
  const date = new Date(Date.now() + days * 24 * 3600_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

/**
 * A therapist offers free 50-minute sessions at `starts`, through the API as the dashboard
 * does, and waits until the public reads offer them (the server's read cache hears of the
 * change from the database a moment after the write). The answer's status: 200, or 409 when a
 * time overlaps one already offered (a journey run again on the same server).
 */
export async function offerTimes(
  therapist: { email: string },
  starts: Date[],
  baseUrl = inject('baseUrl'),
): Promise<{ status: number; therapistId: string }> {
  const { token, user } = await apiLogin(therapist, 'staff', baseUrl);
  const slots = starts.map((start) => ({
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
  }));
  const res = await fetch(`${baseUrl}/api/doctor/add-available-slots`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ slots }),
  });
  if (res.ok) await untilOffered(baseUrl, user.id, starts);
  return { status: res.status, therapistId: user.id };
}

async function untilOffered(baseUrl: string, therapistId: string, starts: Date[]) {
  const wanted = starts.map((start) => start.getTime());
  for (let tries = 0; tries < 100; tries++) {
    const res = await fetch(`${baseUrl}/api/doctors/${therapistId}/available-slots`);
    const { available } = (await res.json()) as { available: { start_time: string }[] };
    const offered = new Set(available.map((slot) => new Date(slot.start_time).getTime()));
    if (wanted.every((time) => offered.has(time))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the new times of therapist ${therapistId} were never offered publicly`);
}
