import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { useBrowser } from './support/browser';
import { demoPatient, loginAs } from './support/accounts';
import { hydrated } from './support/hydration';
import { openInApp } from './support/in-app';

describe('plans', () => {
  const { newPage } = useBrowser();

  it('shows the three plans from the server; Proceed asks a visitor to log in first', async () => {
    const page = await newPage();
    await page.goto('/plans');
    await page.getByText('₹4,999').waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    for (const part of [
      'Single',
      '₹400',
      'per session',
      'Weekly',
      '₹1,400',
      'per week',
      'Monthly',
      'per month',
    ]) {
      expect(text).toContain(part);
    }
    expect(await page.getByRole('button', { name: 'Proceed' }).count()).toBe(3);
    await hydrated(page); // the buttons are the app's
    // Signed out, buying a plan starts with logging in (and comes back to the plans after).
    await page.getByRole('button', { name: 'Proceed' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(page.problems).toEqual([]);
  });

  it('says so when the plans cannot be fetched', async () => {
    const page = await newPage();
    await page.route('**/api/plans', (route) => route.abort('connectionrefused'));
    await openInApp(page, '/plans');
    await page.getByText('Failed to fetch plans. Please try again later.').first().waitFor();
  });
});

describe('therapists', () => {
  const { newPage } = useBrowser();

  it('lists every therapist with image and price, and no stars nobody gave', async () => {
    const page = await newPage();
    await page.goto('/doctors');
    await page.getByText('Dr. Ananya Sharma').waitFor();
    const doctors = (await (await fetch(`${inject('baseUrl')}/api/doctors`)).json()) as {
      name: string;
    }[];
    for (const doctor of doctors) await page.getByText(doctor.name).waitFor();
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain('₹1,200');
    const images = page.locator('main img');
    expect(await images.count()).toBe(doctors.length);
    expect(await page.locator('main img[src="/avatars/ananya-sharma.svg"]').count()).toBe(1);
    // No reviews on a fresh server: no rating at all, rather than five invented stars.
    expect(await page.getByRole('img', { name: /Stars/i }).count()).toBe(0);
    expect(await page.getByText(/^Rated /).count()).toBe(0);
    expect(page.problems).toEqual([]);
  });

  it('shows the loading text, then the empty state on a server with no therapists', async () => {
    const page = await newPage({ baseUrl: inject('emptyBaseUrl') });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/doctors', async (route) => {
      await held;
      await route.continue();
    });
    await openInApp(page, '/doctors');
    await page.getByText('Loading doctors...').waitFor();
    release();
    await page.getByText('No doctors available at the moment. Please check back later.').waitFor();
  });

  it('shows an error line when the list cannot be fetched', async () => {
    const page = await newPage();
    await page.route('**/api/doctors', (route) =>
      route.fulfill({
        status: 500,
        json: { error: 'Database unavailable', message: 'Database unavailable', code: 'X' },
      }),
    );
    await openInApp(page, '/doctors');
    await page
      .getByRole('alert')
      .getByText(/^Error: /)
      .waitFor();
  });

  it('rejects an answer that is not a list', async () => {
    const page = await newPage();
    await page.route('**/api/doctors', (route) =>
      route.fulfill({ status: 200, json: { doctors: [] } }),
    );
    await openInApp(page, '/doctors');
    await page.getByText('Invalid data format received.').waitFor();
  });

  it('falls back to the default image when an image is broken', async () => {
    const page = await newPage();
    await page.route('**/avatars/ananya-sharma.svg', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/doctors');
    await page.getByText('Dr. Ananya Sharma').waitFor();
    await page.locator('main img[src="/avatars/default.svg"]').first().waitFor();
  });

  it("sends a visitor straight to the therapist's free times (sign-in comes on confirming)", async () => {
    const page = await newPage();
    await page.goto('/doctors');
    await hydrated(page);
    await page.getByRole('link', { name: 'Book a session with Dr. Ananya Sharma' }).click();
    await page.waitForURL((url) => /^\/bookings\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Book Appointment' }).waitFor();
  });

  it('sends a signed-in client to the booking page of that therapist', async () => {
    const page = await newPage();
    await loginAs(page, demoPatient, '/doctors');
    const doctors = (await (await fetch(`${inject('baseUrl')}/api/doctors`)).json()) as {
      id: string;
      name: string;
    }[];
    await page.getByRole('link', { name: `Book a session with ${doctors[1]!.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/bookings/${doctors[1]!.id}`);
  });
});

describe('services', () => {
  const { newPage } = useBrowser();

  it('shows the nine services from the server', async () => {
    const page = await newPage();
    await page.goto('/services');
    for (const name of [
      'Depression',
      'Anxiety',
      'Addiction',
      'OCD',
      'Couples Therapy',
      'Trauma',
      'ADHD',
      'Grief',
      'Bipolar Disorder',
    ]) {
      await page.getByRole('heading', { name, exact: true }).waitFor();
    }
    expect(page.problems).toEqual([]);
  });
});
