import { describe, expect, inject, it } from 'vitest';
import { formatLongDay, formatTimeRange, viewerTimeZone } from '@solace/shared';
import { apiLogin, demoDoctor, demoPatient } from './support/accounts';
import { useBrowser, type TrackedPage } from './support/browser';
import { hydrated } from './support/hydration';
import { openSignedIn } from './support/signed-in-page';

interface Doctor {
  id: string;
  name: string;
}

const doctors = async () =>
  (await (await fetch(`${inject('baseUrl')}/api/doctors`)).json()) as Doctor[];

interface FreeTime {
  id: string;
  start: Date;
  end: Date;
}

/**
 * The demo therapist's first free time, after giving them one three weeks ahead (the other
 * journeys may have left sooner ones): the day their booking page opens on.
 */
async function firstFreeTime(): Promise<{ doctorId: string; time: FreeTime }> {
  const { token, user } = await apiLogin(demoDoctor, 'staff');
  const start = new Date(Date.now() + 21 * 24 * 3600_000);
  start.setUTCHours(10, 0, 0, 0);
  const end = new Date(start.getTime() + 50 * 60_000);
  const added = await fetch(`${inject('baseUrl')}/api/doctor/add-available-slots`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      slots: [{ start_time: start.toISOString(), end_time: end.toISOString() }],
    }),
  });
  // 409: added by an earlier test of this run.
  expect([200, 409]).toContain(added.status);
  const res = await fetch(`${inject('baseUrl')}/api/doctors/${user.id}/available-slots`);
  const { available } = (await res.json()) as {
    available: { id: string; start_time: string; end_time: string }[];
  };
  const [first] = available
    .map((slot) => ({
      id: slot.id,
      start: new Date(slot.start_time),
      end: new Date(slot.end_time),
    }))
    .filter((slot) => slot.start.getTime() > Date.now())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  return { doctorId: user.id, time: first! };
}

/** A free time's button on the booking page, named as the page names it in `timeZone`. */
const timeButton = (page: TrackedPage, time: FreeTime, timeZone?: string) =>
  page.getByRole('button', {
    name: `Book ${formatLongDay(time.start, timeZone)}, ${formatTimeRange(time.start, time.end, timeZone)}`,
    exact: true,
  });

/** Whether the page kept the server's first heading, and how much its layout has shifted. */
const whatMoved = (page: TrackedPage) =>
  page.evaluate(() => {
    const seen = window as unknown as { firstHeading?: Element; layoutShift: number };
    return {
      kept: !!seen.firstHeading?.isConnected && seen.firstHeading === document.querySelector('h1'),
      shift: seen.layoutShift,
    };
  });

/**
 * Before the page's own scripts: keeps the first <h1> the HTML parser makes (to tell hydration,
 * which keeps the server's elements, from a render that replaces them) and adds up layout shifts.
 */
function watchThePage() {
  const seen = window as unknown as { firstHeading?: Element; layoutShift: number };
  seen.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
      seen.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_, observer) => {
    const heading = document.querySelector('h1');
    if (heading) {
      seen.firstHeading = heading;
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

describe('public pages read before any script runs', () => {
  const { newPage } = useBrowser();

  it('/doctors lists the therapists and links work with JavaScript turned off', async () => {
    const list = await doctors();
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/doctors');
    await page.getByRole('heading', { level: 1, name: 'Meet Our Doctors' }).waitFor();
    for (const doctor of list) {
      await page.getByRole('heading', { level: 2, name: doctor.name }).waitFor();
    }
    const first = list[0]!;
    await page.getByRole('link', { name: `View profile of ${first.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/doctors/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    // From home to the whole list, by a plain link.
    await page.goto('/');
    await page.getByRole('link', { name: 'View All Therapists' }).click();
    await page.waitForURL((url) => url.pathname === '/doctors');
    await page.getByRole('heading', { level: 2, name: first.name }).waitFor();
    expect(page.problems).toEqual([]);
  });

  it('hydrates each public page as served: no mismatch, nothing redrawn, nothing moving', async () => {
    const [first] = await doctors();
    const { doctorId } = await firstFreeTime();
    const urls = ['/', '/doctors', `/doctors/${first!.id}`, '/plans', '/services'];
    for (const url of [...urls, `/bookings/${doctorId}`]) {
      const page = await newPage();
      await page.addInitScript(watchThePage);
      await page.goto(url);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const { kept, shift } = await whatMoved(page);
      expect(kept, `${url}: the server's heading is the one on screen`).toBe(true);
      // Font swaps move text by a hair at most; anything visible scores far above this.
      expect(shift, `${url}: cumulative layout shift`).toBeLessThan(0.01);
      // A hydration mismatch is a console error in React's production build.
      expect(page.problems, url).toEqual([]);
    }
    // Six pages, each loaded until the network is quiet.
  }, 120_000);

  it("names the page's own screen code in its HTML, so it comes with the first scripts", async () => {
    const { doctorId } = await firstFreeTime();
    const screens = ['HomePage', 'TherapistsPage', 'PlansPage', 'ServicesPage', 'BookingPage'];
    for (const [url, screen] of [
      ['/', 'HomePage'],
      ['/doctors', 'TherapistsPage'],
      ['/plans', 'PlansPage'],
      [`/bookings/${doctorId}`, 'BookingPage'],
    ] as const) {
      const html = await (await fetch(`${inject('baseUrl')}${url}`)).text();
      const preloaded = (name: string) =>
        new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${name}-[\\w-]+\\.js">`);
      expect(html, url).toMatch(preloaded(screen));
      // Only its own: not the other pages' code before it.
      for (const other of screens.filter((name) => name !== screen)) {
        expect(html, `${url} preloads ${other}`).not.toMatch(preloaded(other));
      }
    }
  });

  it('/bookings/{id} shows the free times with JavaScript turned off, and a time opens the page with it picked', async () => {
    const { doctorId, time } = await firstFreeTime();
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`/bookings/${doctorId}`);
    await page.getByRole('heading', { level: 1, name: 'Book Appointment' }).waitFor();
    await page.getByRole('heading', { level: 2, name: demoDoctor.name }).waitFor();
    // Drawn by the server, in its zone (this machine's).
    await timeButton(page, time).click();
    await page.waitForURL(
      (url) => url.pathname === `/bookings/${doctorId}` && url.searchParams.get('slot') === time.id,
    );
    await timeButton(page, time).waitFor();
    expect(page.problems).toEqual([]);
  });

  it('a time picked before the scripts ran opens its details once they have', async () => {
    const { doctorId, time } = await firstFreeTime();
    const page = await newPage();
    await page.goto(`/bookings/${doctorId}?slot=${time.id}`);
    const dialog = page.getByRole('dialog', { name: 'Confirm Booking' });
    await dialog.getByText(formatTimeRange(time.start, time.end)).waitFor();
    await page.waitForURL((url) => url.search === '');
    expect(page.problems).toEqual([]);
  });

  it('a signed-in client hydrates the booking page as served, and a time opens Confirm Booking', async () => {
    const { doctorId, time } = await firstFreeTime();
    const page = await newPage();
    await page.addInitScript(watchThePage);
    await openSignedIn(page, await apiLogin(demoPatient), `/bookings/${doctorId}`);
    await page.waitForLoadState('networkidle');
    const { kept, shift } = await whatMoved(page);
    expect(kept, "the server's heading is the one on screen").toBe(true);
    expect(shift, 'cumulative layout shift').toBeLessThan(0.01);
    // Nothing for visitors flashes by: the client is not asked to sign in.
    expect(await page.getByText(/You log in or create an account only/).count()).toBe(0);
    await timeButton(page, time).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Booking' });
    await dialog.getByRole('button', { name: 'Confirm Booking' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(page.problems).toEqual([]);
  });

  it("a booking page drawn in the server's zone hydrates in another, then shows the viewer's times", async () => {
    const { doctorId, time } = await firstFreeTime();
    const zone =
      viewerTimeZone() === 'Pacific/Kiritimati' ? 'Pacific/Honolulu' : 'Pacific/Kiritimati';
    const page = await newPage({ timezoneId: zone });
    await page.goto(`/bookings/${doctorId}`);
    await hydrated(page);
    await timeButton(page, time, zone).waitFor();
    await page.waitForLoadState('networkidle');
    // A hydration mismatch is a console error in React's production build.
    expect(page.problems).toEqual([]);
  });

  it("a therapist card is a plain link to the booking page, a visitor's too (no login first)", async () => {
    const [first] = await doctors();
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/doctors');
    await page.getByRole('link', { name: `Book a session with ${first!.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/bookings/${first!.id}`);
    expect(page.problems).toEqual([]);
  });
});
