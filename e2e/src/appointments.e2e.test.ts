import { describe, expect, it } from 'vitest';
import { formatSlotDate, formatTimeRange, messages } from '@solace/shared';
import { callApi } from './support/api-call';
import { useBrowser } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { DEMO_PASSWORD, signUpClient } from './support/accounts';
import { chooseDay } from './support/booking-page';
import { openSignedIn } from './support/signed-in-page';

const WIDTHS = [1280, 375] as const;
const ZONE = 'Asia/Kolkata';
/** A therapist the other journeys do not book, so their times do not collide. */
const THERAPIST = 'vikram.desai@solace.example';

const call = callApi;

/** A new client, signed up over the API and signed in by the link the server mailed. */
async function newClient(width: number) {
  return signUpClient({
    Name: `Client ${width}`,
    Password: 'calm-harbour-21',
    Age: 30,
    Email: `reschedule.${width}.${Date.now()}@example.com`,
    PhoneNumber: '+91 98765 43210',
    timeZone: ZONE,
  });
}

/** Two free times of the therapist `days` ahead (14:00 and 15:00 UTC), their ids. */
async function twoFreeTimes(token: string, days: number) {
  const day = new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);
  const starts = [`${day}T14:00:00.000Z`, `${day}T15:00:00.000Z`];
  await call('/doctor/add-available-slots', token, {
    slots: starts.map((start) => ({
      start_time: start,
      end_time: new Date(Date.parse(start) + 50 * 60_000).toISOString(),
    })),
  });
  const own = (await call('/doctor/available-slots', token)) as {
    available: { id: string; start_time: string; end_time: string }[];
  };
  return starts.map((start) =>
    own.available.find((s) => Date.parse(s.start_time) === Date.parse(start))!,
  );
}

describe('My appointments', () => {
  const { newPage } = useBrowser();

  it('sends a visitor to log in first, and back afterwards', async () => {
    const page = await newPage();
    await page.goto('/appointments');
    await page.getByRole('heading', { name: 'Client login' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill('patient@solace.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/appointments');
    await page.getByRole('heading', { level: 1, name: 'My appointments' }).waitFor();
  });

  for (const [i, width] of WIDTHS.entries()) {
    it(`moves a session to another free time, the policy shown first; the old time is free again (${width} px)`, async () => {
      const doctor = (await call('/DocLogin', null, {
        email: THERAPIST,
        password: DEMO_PASSWORD,
      })) as { token: string; user: { id: string } };
      const [first, second] = await twoFreeTimes(doctor.token, 5 + i);
      const client = await newClient(width);
      await call('/bookings/create', client.token, { slotId: first!.id, doctorId: doctor.user.id });

      const page = await newPage({ width, timezoneId: ZONE, bypassCSP: true });
      await openSignedIn(page, client, '/appointments');
      await page.getByRole('heading', { level: 1, name: 'My appointments' }).waitFor();
      // The nav's own place for clients leads here.
      if (width >= 900) {
        const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
          name: 'My appointments',
        });
        expect(await link.getAttribute('href', { timeout: 10_000 })).toBe('/appointments');
      }
      const range = (slot: { start_time: string; end_time: string }) =>
        formatTimeRange(new Date(slot.start_time), new Date(slot.end_time), ZONE);
      const list = page.locator('#appointments');
      await list.getByText(range(first!)).waitFor({ timeout: 15_000 });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await list.getByRole('button', { name: 'Reschedule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
      // The booking page's day picker, then that day's times: not every free time at once.
      await chooseDay(page, new Date(second!.start_time), ZONE);
      await dialog.getByRole('heading', { name: /^Free times on / }).waitFor();
      const moves = dialog.getByRole('button', { name: /^Move to / });
      await moves.first().waitFor();
      const day = formatSlotDate(new Date(second!.start_time), ZONE);
      for (const name of await moves.evaluateAll((all) =>
        all.map((button) => button.getAttribute('aria-label') ?? ''),
      )) {
        expect(name).toContain(day);
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog
        .getByRole('button', { name: new RegExp(`^Move to .*${range(second!)}`) })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Move your session to this time?' });
      // The new time's policy, before anything changes.
      await confirm.getByText(/^Free cancellation until /).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Move my session' }).click();
      const when = `${formatSlotDate(new Date(second!.start_time), ZONE)}, ${range(second!)}`;
      await page.getByText(messages.booking.rescheduled(`${when} India Standard Time`)).waitFor();
      await confirm.waitFor({ state: 'hidden' });
      await list.getByText(range(second!)).waitFor();
      expect(await list.getByText(range(first!)).count()).toBe(0);

      // The earlier time is free again for everyone.
      const slots = (await call(`/doctors/${doctor.user.id}/available-slots`, null)) as {
        available: { id: string }[];
      };
      expect(slots.available.map((s) => s.id)).toContain(first!.id);
      await page.goto(`/bookings/${doctor.user.id}`);
      await page.getByRole('heading', { level: 1, name: 'Book Appointment' }).waitFor();
      // The date picker, on that day, offers the earlier time again.
      await chooseDay(page, new Date(first!.start_time), ZONE);
      const earlier = range(first!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await page
        .getByRole('button', { name: new RegExp(`^Book .*${earlier}$`) })
        .first()
        .waitFor({ timeout: 10_000 });
      expect(page.problems).toEqual([]);
    });
  }
});
