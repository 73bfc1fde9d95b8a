import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { callApi } from './support/api-call';
import { useBrowser } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { DEMO_PASSWORD, signUpClient } from './support/accounts';
import { hydrated } from './support/hydration';
import { mailedCancelLink } from './support/mail';
import { openSignedIn } from './support/signed-in-page';

const ZONE = 'Asia/Kolkata';
/** A therapist no other journey books, so the agenda holds this journey's sessions. */
const THERAPIST = 'kavya.iyer@solace.example';
const t = messages.booking.therapistCancel;

const call = callApi;

type Session = { token: string; user: { id: string; name: string } };

const therapist = () =>
  call('/DocLogin', null, { email: THERAPIST, password: DEMO_PASSWORD }) as Promise<Session>;

/** A free time of the therapist `hours` ahead (on an odd minute, clear of other journeys). */
async function freeTime(token: string, hours: number) {
  const start = new Date(
    Math.floor((Date.now() + hours * 3600_000) / 3600_000) * 3600_000 + 7 * 60_000,
  );
  const slot = {
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
  };
  await call('/doctor/add-available-slots', token, { slots: [slot] });
  const own = (await call('/doctor/available-slots', token)) as {
    available: { id: string; start_time: string }[];
  };
  return own.available.find((s) => Date.parse(s.start_time) === start.getTime())!;
}

async function newClient(label: string) {
  const email = `cancel.${label}.${Date.now()}@example.com`;
  const session = await signUpClient({
    Name: `Client ${label}`,
    Password: 'calm-harbour-21',
    Age: 30,
    Email: email,
    PhoneNumber: '+91 98765 43210',
    timeZone: ZONE,
  });
  return { ...session, email };
}

describe('cancellations that treat the client as a person', () => {
  const { newPage } = useBrowser();

  for (const width of [1280, 375] as const) {
    it(`a therapist cancels with a reason; the client reads it in the bell and books another time (${width} px)`, async () => {
      const doctor = await therapist();
      const slot = await freeTime(doctor.token, width === 1280 ? 26 : 28);
      await freeTime(doctor.token, width === 1280 ? 50 : 52);
      const client = await newClient(`bell${width}`);
      await call('/bookings/create', client.token, { slotId: slot.id, doctorId: doctor.user.id });

      const page = await newPage({ width, timezoneId: ZONE, bypassCSP: true });
      await openSignedIn(page, doctor, '/dochome');
      await page
        .getByRole('button', { name: new RegExp(`^Details, ${client.user.name},`) })
        .click({ timeout: 20_000 });
      const dialog = page.getByRole('dialog', { name: 'Appointment Details' });
      await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
      await dialog.getByRole('radio', { name: t.reasons[0] }).check();
      await dialog.getByRole('checkbox', { name: t.keepBlocked }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
      await page.getByText(messages.booking.cancelled).first().waitFor();

      const clientPage = await newPage({ width, timezoneId: ZONE, bypassCSP: true });
      await openSignedIn(clientPage, client, '/appointments');
      await clientPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      const notice = clientPage.getByRole('button', { name: new RegExp(t.reasons[0]) });
      await notice.getByText(/Book another time\.$/).waitFor();
      await notice.click();
      await clientPage.waitForURL((url) => url.pathname === `/bookings/${doctor.user.id}`);
      await clientPage.getByRole('heading', { level: 1, name: 'Book Appointment' }).waitFor();
      expect(page.problems).toEqual([]);
      expect(clientPage.problems).toEqual([]);
    });
  }

  it('shows the cancellation policy before a time is chosen, on the profile and the booking page', async () => {
    const doctor = await therapist();
    const policy = messages.booking.cancellationPolicy(24);
    const page = await newPage({ width: 375, timezoneId: ZONE });
    await page.goto(`/doctors/${doctor.user.id}`);
    await hydrated(page);
    await page.getByText(policy).waitFor();
    await page.goto(`/bookings/${doctor.user.id}`);
    await page.getByText(policy).waitFor();
    expect(page.problems).toEqual([]);
  });

  it("the confirmation mail's Cancel link opens that booking's Cancel, through the login", async () => {
    const doctor = await therapist();
    const slot = await freeTime(doctor.token, 74);
    const client = await newClient('link');
    await call('/bookings/create', client.token, { slotId: slot.id, doctorId: doctor.user.id });
    const link = await mailedCancelLink(client.email);

    const page = await newPage({ width: 1280, timezoneId: ZONE });
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('heading', { name: 'Client login' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(client.email);
    await page.getByLabel('Password', { exact: true }).fill('calm-harbour-21');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/appointments');
    const dialog = page.getByRole('alertdialog', { name: 'Cancel appointment?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const mine = (await call('/bookings/mine', client.token)) as { past: { status: string }[] };
    expect(mine.past.map((a) => a.status)).toContain('cancelled');
    expect(page.problems).toEqual([]);
  });
});
