import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@solace/shared';
import { callApi } from './support/api-call';
import { apiLogin, demoDoctor, demoPatient } from './support/accounts';
import { axeAtBothWidths, seriousAxeViolations } from './support/axe';
import { useBrowser, type TrackedPage } from './support/browser';
import { moveBookingIntoPast } from './support/past-sessions';
import { startServer, stopServer, type RunningServer } from './support/server';
import { openSignedIn } from './support/signed-in-page';

const rv = messages.reviews;
const t = messages.therapistProfile;

/** No sideways scrolling: the page fits the viewport's width. */
async function fitsWidth(page: TrackedPage) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

const call = (baseUrl: string, path: string, token: string, body?: unknown) =>
  callApi(path, token, body, baseUrl);

describe('honest trust signals', () => {
  const { newPage } = useBrowser();
  /** A server of this file's own, where the demo client had a session with the demo therapist. */
  let server: RunningServer;
  let doctorId: string;

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true' });
    const doctor = await apiLogin(demoDoctor, 'staff', server.url);
    const patient = await apiLogin(demoPatient, 'client', server.url);
    doctorId = doctor.user.id;
    const start = new Date(Date.now() + 3 * 3600_000);
    start.setUTCSeconds(0, 0);
    const end = new Date(start.getTime() + 50 * 60_000);
    await call(server.url, '/doctor/add-available-slots', doctor.token, {
      slots: [{ start_time: start.toISOString(), end_time: end.toISOString() }],
    });
    const { available } = (await call(server.url, '/doctor/available-slots', doctor.token)) as {
      available: { id: string; start_time: string }[];
    };
    const slot = available.find((s) => Date.parse(s.start_time) === start.getTime())!;
    const booked = (await call(server.url, '/bookings/create', patient.token, {
      slotId: slot.id,
      doctorId,
    })) as { booking: { id: string } };
    // The session takes place: three days pass, for this booking only.
    await stopServer(server, { keepData: true });
    await moveBookingIntoPast(server.dataDir, booked.booking.id, 72);
    server = await startServer({ SEED_DEMO: 'true' }, server.dataDir);
  }, 300_000);
  afterAll(async () => {
    if (server) await stopServer(server);
  });

  it('a client rates a completed session, and the card on /doctors shows it', async () => {
    const page = await newPage({ baseUrl: server.url, bypassCSP: true });
    await page.goto('/doctors');
    const card = page.getByRole('listitem').filter({ hasText: demoDoctor.name });
    await card.getByText(demoDoctor.name).waitFor();
    expect(await card.getByText(/Rated|reviews?$/).count()).toBe(0); // no stars nobody gave

    await openSignedIn(page, await apiLogin(demoPatient, 'client', server.url), '/appointments');
    await page.getByRole('button', { name: rv.rate }).click();
    const dialog = page.getByRole('dialog', { name: rv.dialogTitle(demoDoctor.name) });
    const stars = dialog.getByRole('group', { name: rv.ratingLegend });
    // The dialog's code loads on the first click: wait for it before counting.
    await stars.getByRole('radio').first().waitFor();
    // Five stars and nothing else: no radio stands for "no rating" (issue 22, point 10).
    expect(await stars.getByRole('radio').count()).toBe(5);
    expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
    // A click on the star itself chooses it, as a tap does; the keyboard still moves along them.
    const fourth = stars.getByRole('radio', { name: '4 stars, Very good' });
    // `has` is looked for inside each label, so it names the radio from there, not from the page.
    const fourthStar = stars
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 stars, Very good' }) });
    await fourthStar.click();
    expect(await fourth.isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await stars.getByRole('radio', { name: '5 stars, Excellent' }).isChecked()).toBe(true);
    await fourthStar.click();
    expect(await fourth.isChecked()).toBe(true);
    // Signed "Verified client" unless the client opts in.
    expect(await dialog.getByRole('checkbox', { name: rv.showFirstName }).isChecked()).toBe(false);
    await dialog.getByLabel(rv.comment).fill('Calm, practical and kind.');
    await dialog.getByRole('button', { name: rv.submit }).click();
    await page.getByText(rv.saved).waitFor();
    await page.getByText(rv.yourRating(4)).waitFor();
    await page.getByRole('button', { name: rv.edit }).waitFor();

    await page.goto('/doctors');
    await card.getByText('4.0 · 1 review').waitFor();
    expect(await card.getByText('Rated 4.0 out of 5 from 1 review').count()).toBe(1);

    await page.goto(`/doctors/${doctorId}`);
    const reviews = page.getByRole('region', { name: rv.heading });
    await reviews.getByText('Calm, practical and kind.').waitFor();
    expect(await reviews.textContent()).toContain(`${rv.verifiedClient},`);
    expect(await reviews.textContent()).not.toContain('Priya');
    expect(await reviews.textContent()).not.toContain('@');
    expect(page.problems).toEqual([]);
  });

  it('the therapist edits their bio on /dochome/profile and the public page shows it', async () => {
    const page = await newPage({ baseUrl: server.url, bypassCSP: true });
    await openSignedIn(page, await apiLogin(demoDoctor, 'staff', server.url), '/dochome');
    await page.getByRole('link', { name: messages.app.myPublicProfile }).first().click();
    await page.waitForURL((url) => url.pathname === '/dochome/profile');
    await page.getByRole('heading', { name: t.editTitle, level: 1 }).waitFor();
    // One of the therapist's own pages: the logo leads back to the dashboard.
    expect(await page.getByRole('link', { name: 'Solace' }).first().getAttribute('href')).toBe(
      '/dochome',
    );
    const bio = page.getByLabel(t.bio);
    await bio.waitFor();
    expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

    await page.getByLabel(t.price).fill('-5');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByText(messages.admin.priceInvalid).waitFor();
    await page.getByLabel(t.price).fill('1250');
    await bio.fill('I help adults with anxiety find calm, one small step at a time.');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByText(t.saved).waitFor();

    await page.getByRole('link', { name: t.seePublic }).click();
    await page.waitForURL((url) => url.pathname === `/doctors/${doctorId}`);
    await page
      .getByText('I help adults with anxiety find calm, one small step at a time.')
      .waitFor();
    await page.getByText('₹1,250').first().waitFor();
    expect(page.problems).toEqual([]);
  });

  it('shows the crisis line in the signed-in account menu', async () => {
    const page = await newPage({ baseUrl: server.url });
    await openSignedIn(page, await apiLogin(demoPatient, 'client', server.url), '/doctors');
    await page.getByRole('button', { name: `Hi, ${demoPatient.name}` }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    const line = page.getByRole('note', { name: messages.app.crisisLineLabel });
    expect(await line.count()).toBe(1);
    expect(await line.textContent()).toBe(messages.app.crisisLine);
  });

  it('shows the crisis line on sign-up, as on login and booking', async () => {
    const page = await newPage({ baseUrl: server.url, width: 375 });
    await page.goto('/signup');
    const line = page.getByRole('note', { name: messages.app.crisisLineLabel });
    await line.waitFor();
    expect(await line.isVisible()).toBe(true);
    expect(await line.getByRole('link', { name: '14416' }).getAttribute('href')).toBe('tel:14416');
  });
});

describe('a therapist’s public profile', () => {
  const { newPage } = useBrowser();

  async function ananya() {
    const doctors = (await (await fetch(`${inject('baseUrl')}/api/doctors`)).json()) as {
      id: string;
      name: string;
    }[];
    return doctors.find((d) => d.name === demoDoctor.name)!;
  }

  for (const width of [1280, 375]) {
    it(`shows who they are, how they work and when they are free, at ${width} px`, async () => {
      const doctor = await ananya();
      const page = await newPage({ width, height: 800, bypassCSP: true });
      await page.goto('/doctors');
      await page
        .getByRole('link', { name: t.viewProfileOf(demoDoctor.name) })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === `/doctors/${doctor.id}`);
      await page.getByRole('heading', { name: demoDoctor.name, level: 1 }).waitFor();
      for (const heading of [
        t.about,
        t.credentials,
        t.languages,
        t.approach,
        t.nextFree,
        rv.heading,
      ]) {
        await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
      }
      await page.getByText(/RCI-registered clinical psychologist/).waitFor();
      await page.getByText('Hindi', { exact: true }).waitFor();
      await page.getByText(rv.none).waitFor();
      await page.getByText(/Times are shown in your time zone/).waitFor();
      await page.getByRole('img', { name: `Photo of ${demoDoctor.name}` }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Signed out too, "Book a session" opens the booking page and its free times: the login
      // comes only on confirming a time (see booking-page.e2e.test.ts).
      await page.getByRole('link', { name: t.book, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/bookings/${doctor.id}`);
      await page.getByRole('heading', { name: 'Book Appointment', level: 1 }).waitFor();
      // With free times, the note says the login waits for the confirmation; without any, the
      // page says so (and offers an alert) rather than asking anyone to log in.
      await page
        .getByText(/You log in or create an account only to confirm it/)
        .or(page.getByText(messages.booking.noFreeTimes(demoDoctor.name)))
        .waitFor();
      expect(new URL(page.url()).pathname).toBe(`/bookings/${doctor.id}`);
      expect(page.problems).toEqual([]);
    });
  }

  it('says clearly when there is no such therapist', async () => {
    const page = await newPage();
    await page.goto('/doctors/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: t.notFoundTitle, level: 1 }).waitFor();
    await page.getByText(t.notFound).waitFor();
    await page.getByRole('link', { name: t.backToList }).waitFor();
  });
});
