import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { useBrowser } from './support/browser';
import { hydrated } from './support/hydration';
import { openInApp } from './support/in-app';

describe('home page', () => {
  const { newPage } = useBrowser();

  it.each([
    ['button', 'Get Started', '/plans'],
    ['link', 'View All Therapists', '/doctors'],
    ['link', 'Explore All Services', '/services'],
    ['link', 'Schedule Your Consultation', '/doctors'],
  ] as const)('%s "%s" goes to %s', async (role, name, target) => {
    const page = await newPage();
    await page.goto('/');
    // Links work in the server's HTML as it is; a button once the app has hydrated it.
    if (role === 'button') await hydrated(page);
    await page.getByRole(role, { name }).first().click();
    await page.waitForURL((url) => url.pathname === target);
  });

  it('shows the first four real therapists', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByText('Dr. Ananya Sharma').first().waitFor();
    for (const name of ['Dr. Rohan Mehta', 'Kavya Iyer', 'Arjun Nair']) {
      await page.getByText(name).first().waitFor();
    }
    expect(await page.getByText('Dr. Meera Kapoor').count()).toBe(0);
  });

  it('invents no therapists: an empty server says so, with no made-up cards', async () => {
    const page = await newPage({ baseUrl: inject('emptyBaseUrl') });
    await page.goto('/');
    await page.getByText('No doctors available at the moment. Please check back later.').waitFor();
    expect(await page.getByText('₹250').count()).toBe(0);
    expect(await page.getByText('Licensed therapist', { exact: true }).count()).toBe(0);
  });

  it('shows an error with Retry when the list fails, and the real list after Retry', async () => {
    const page = await newPage();
    let fail = true;
    await page.route('**/api/doctors', async (route) => {
      if (!fail) return route.continue();
      await route.fulfill({
        status: 500,
        json: { error: 'Database unavailable', message: 'Database unavailable', code: 'X' },
      });
    });
    await openInApp(page, '/');
    await page.getByText('Error: Database unavailable').waitFor();
    expect(await page.getByText('₹250').count()).toBe(0);
    expect(await page.getByText('Dr. Ananya Sharma').count()).toBe(0);
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Dr. Ananya Sharma').first().waitFor();
    expect(await page.getByText('Error: Database unavailable').count()).toBe(0);
  });

  it('has the services, the features, opening hours and a working footer', async () => {
    const page = await newPage();
    await page.goto('/');
    for (const text of ['Depression', 'Anxiety', 'Addiction']) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    for (const text of [
      'Personalized Therapy',
      'Virtual Consultations',
      'Affordable Care',
      'Continuous Support',
    ]) {
      await page.getByText(text).first().waitFor();
    }
    const footer = page.locator('#contactus');
    expect(await footer.textContent()).toContain('10AM to 7PM');
    for (const [name, href] of [
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Report an issue', '/report-problem'],
      ['Delete account', '/profile'],
    ]) {
      expect(await footer.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    await footer.getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await page.locator('h1').waitFor();
  });
});
