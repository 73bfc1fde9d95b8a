import { describe, expect, it } from 'vitest';
import { formatClockTime, formatSlotDate, messages, timeZoneName } from '@solace/shared';
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture';
import { DEMO_PASSWORD, demoDoctor, demoPatient } from './support/accounts';
import { staffSignIn, useServerWithAdmin } from './support/admin-server';
import { useBrowser, type TrackedPage } from './support/browser';

/** The session token the web app keeps after a login through its own form. */
const tokenOf = (page: TrackedPage) =>
  page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token') ?? '');

/** Opens the bell and gives the text of its list. */
async function bellText(page: TrackedPage): Promise<string> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel
    .getByRole('button', { name: /^Unread: / })
    .first()
    .waitFor();
  const text = (await panel.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

/**
 * A client in India and a therapist in London: each browser tells the server its zone at login,
 * and each person reads the same session in their own time, in the page, the bell and the mail.
 */
describe("everyone's own time zone", () => {
  const { newPage } = useBrowser();
  const setup = useServerWithAdmin(startSmtpCapture);

  it('shows one session at 6:00 PM India Standard Time to the client and in London time to the therapist', async () => {
    const base = setup.server.url;
    const therapist = await newPage({ baseUrl: base, timezoneId: 'Europe/London' });
    await staffSignIn(therapist, demoDoctor.email, DEMO_PASSWORD, '/dochome');
    await therapist
      .getByText(messages.appScreens.timesShownIn(timeZoneName('Europe/London')))
      .waitFor();

    const client = await newPage({ baseUrl: base, timezoneId: 'Asia/Kolkata' });
    await client.goto('/login');
    await client.getByLabel('Email', { exact: true }).fill(demoPatient.email);
    await client.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await client.getByRole('button', { name: 'Sign In' }).click();
    await client.waitForURL((url) => url.pathname === '/home');

    // A week ahead at 12:30 UTC: 6:00 PM in India; 12:30 PM (GMT) or 1:30 PM (BST) in London.
    const day = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
    const start = `${day}T12:30:00.000Z`;
    const end = `${day}T13:20:00.000Z`;
    const startDate = new Date(start);
    const call = async (path: string, token: string, body?: unknown) => {
      const res = await fetch(`${base}/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, path).toBe(200);
      return res.json() as Promise<unknown>;
    };
    const therapistToken = await tokenOf(therapist);
    await call('/doctor/add-available-slots', therapistToken, {
      slots: [{ start_time: start, end_time: end }],
    });
    const { available } = (await call('/doctor/available-slots', therapistToken)) as {
      available: { id: string; start_time: string; doctor_id?: string }[];
    };
    const slot = available.find((s) => Date.parse(s.start_time) === Date.parse(start))!;
    const me = (await call('/check-login', therapistToken)) as { user: { id: string } };
    await call('/bookings/create', await tokenOf(client), {
      slotId: slot.id,
      doctorId: me.user.id,
    });

    const india = '6:00 PM India Standard Time';
    const londonZone = timeZoneName('Europe/London', startDate);
    const london = `${formatClockTime(startDate, 'Europe/London')} ${londonZone}`;
    // The e-mails.
    const toClient = await setup.smtp.nextMailTo(demoPatient.email);
    const toTherapist = await setup.smtp.nextMailTo(demoDoctor.email);
    expect(toClient.decoded).toContain(`${formatSlotDate(startDate, 'Asia/Kolkata')} at ${india}`);
    expect(toTherapist.decoded).toContain(
      `${formatSlotDate(startDate, 'Europe/London')} at ${london}`,
    );
    expect(toTherapist.decoded).not.toContain('India Standard Time');
    // The bell.
    await client.reload();
    expect(await bellText(client)).toContain(india);
    expect(await bellText(therapist)).toContain(london);
    // The page: My appointments in the client's zone, named in words.
    await client.goto('/appointments');
    await client.getByText('6:00 PM - 6:50 PM').waitFor();
    await client
      .getByText('Times are shown in your time zone (India Standard Time).')
      .first()
      .waitFor();
    expect(client.problems).toEqual([]);
    expect(therapist.problems).toEqual([]);
  });
});
