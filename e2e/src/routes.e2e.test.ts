import { beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@solace/shared';
import { useBrowser } from './support/browser';
import { demoPatient, loginAs } from './support/accounts';

/** Every route of the spec's table, with the heading its screen shows. */
const routes: [path: string, heading: RegExp][] = [
  ['/', /./],
  ['/home', /./],
  ['/plans', /Plans and Subscriptions/],
  ['/doctors', /Meet Our Doctors/],
  ['/services', /services/i],
  ['/signup', /Sign up/i],
  ['/login', /login/i],
  ['/doctorLogin', /Therapist login/i],
  ['/changepass?email=priya%40solace.example', /Change password/i],
  ['/verifymail', /Verify Email/i],
  // Signed out, Messages sends the visitor to log in first.
  ['/liveChat', /Client login/],
  // Signed out, the profile sends the visitor to log in first.
  ['/profile', /Client login/],
  ['/report-problem', /Report a Problem/],
  ['/bookings', /Book Appointment/],
  ['/bookings/{doctorId}', /Book Appointment/],
  // Signed out, the dashboard sends the visitor to the therapist login.
  ['/dochome', /Therapist login/],
  // Signed out, a consultation room sends the visitor to log in first.
  ['/video-chat/room-42', /Client login/],
];

describe('every route of the spec', () => {
  const { newPage } = useBrowser();
  let doctorId = '';
  beforeAll(async () => {
    const doctors = (await (await fetch(`${inject('baseUrl')}/api/doctors`)).json()) as {
      id: string;
    }[];
    doctorId = doctors[0]!.id;
  });
  const realPath = (path: string) => path.replace('{doctorId}', doctorId);

  it.each(routes)('renders %s with its heading and no console errors', async (path, heading) => {
    const page = await newPage();
    await page.goto(realPath(path));
    const h1 = page.locator('h1').first();
    await h1.waitFor();
    expect(await h1.textContent()).toMatch(heading);
    await page.waitForLoadState('networkidle');
    expect(page.problems).toEqual([]);
  });

  it('renders every route signed in, without console errors', async () => {
    const page = await newPage();
    await loginAs(page, demoPatient);
    for (const [path] of routes) {
      const before = page.problems.length;
      await page.goto(realPath(path));
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      if (!path.startsWith('/video-chat/')) continue;
      // A made-up room: the server refuses it (404, which Chromium logs) and the page says so.
      await page.getByText(messages.video.notAvailable).first().waitFor();
      const refused = page.problems.splice(before);
      expect(refused).toEqual([
        'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
      ]);
    }
    expect(page.problems).toEqual([]);
  });

  it('shows a friendly page for an unknown route', async () => {
    const page = await newPage();
    await page.goto('/no/such/page');
    expect(await page.locator('h1').textContent()).toBe('Page not found');
  });
});
