import { describe, expect, inject, it } from 'vitest';
import { formatTimeRange, messages } from '@solace/shared';
import { callApi } from './support/api-call';
import { DEMO_PASSWORD, signUpClient } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { openSignedIn } from './support/signed-in-page';

const h = messages.profile.home;
const ZONE = 'Asia/Kolkata';
/** A therapist the other journeys do not book, so this session's time collides with none. */
const THERAPIST = 'kavya.iyer@solace.example';

const call = callApi;

describe('a returning client lands on their next session', () => {
  const { newPage } = useBrowser();

  it('opens / and /home on their next session, with Join video while its room is open', async () => {
    const doctor = (await call('/DocLogin', null, {
      email: THERAPIST,
      password: DEMO_PASSWORD,
    })) as { token: string; user: { id: string } };
    // Starting in five minutes: the room is open (from ten minutes before).
    const start = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000);
    const end = new Date(start.getTime() + 50 * 60_000);
    await call('/doctor/add-available-slots', doctor.token, {
      slots: [{ start_time: start.toISOString(), end_time: end.toISOString() }],
    });
    const own = (await call('/doctor/available-slots', doctor.token)) as {
      available: { id: string; start_time: string }[];
    };
    const slot = own.available.find((s) => Date.parse(s.start_time) === start.getTime())!;
    const client = await signUpClient({
      Name: 'Leela Menon',
      Password: 'calm-harbour-21',
      Age: 34,
      Email: `returning.${Date.now()}@example.com`,
      PhoneNumber: '+91 98765 43211',
      timeZone: ZONE,
    });
    const booked = (await call('/bookings/create', client.token, {
      slotId: slot.id,
      doctorId: doctor.user.id,
    })) as { booking: { roomId: string; id: string } };

    try {
      for (const [path, width] of [
        ['/', 1280],
        ['/home', 375],
      ] as const) {
        const page = await newPage({ width, height: 800, timezoneId: ZONE, bypassCSP: true });
        await openSignedIn(page, client, path);
        await page.getByRole('heading', { level: 1, name: h.welcome('Leela') }).waitFor();
        const next = page.getByRole('region', { name: h.nextSession });
        await next.getByText(formatTimeRange(start, end, ZONE)).waitFor();
        const join = next.getByRole('link', { name: 'Join video' });
        expect(await join.getAttribute('href')).toBe(`/video-chat/${booked.booking.roomId}`);
        // Not the marketing page, and no made-up booking on it.
        expect(await page.getByRole('button', { name: 'Get Started' }).count()).toBe(0);
        expect(await page.getByText('Session booked').count()).toBe(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(page.problems).toEqual([]);
      }
      // A visitor still gets the marketing page, drawn by the server.
      const html = await (await fetch(`${inject('baseUrl')}/`)).text();
      expect(html).toContain('Get Started');
      expect(html).not.toContain('Session booked');
    } finally {
      // The therapist frees the time (a client may not this close to the start); once it has
      // started nothing is left to free, and the journey's answer stands either way.
      await call(`/bookings/${booked.booking.id}/cancel`, doctor.token, {}).catch(() => undefined);
    }
  });
});
