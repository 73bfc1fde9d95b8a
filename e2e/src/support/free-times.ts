import { inject } from 'vitest';
import { apiLogin } from './accounts';

/**
 * A therapist offers free 50-minute sessions at `starts`, through the API as the dashboard
 * does. The answer's status: 200, or 409 when a time overlaps one already offered (a journey
 * run again on the same server).
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
  return { status: res.status, therapistId: user.id };
}
