import { describe, expect, it } from 'vitest';
import { sessionNotesMessages } from '@solace/shared';
import { DEMO_PASSWORD, signUpClient } from './support/accounts';
import { callApi } from './support/api-call';
import { useBrowser } from './support/browser';
import { openSignedIn } from './support/signed-in-page';
import { axeAtBothWidths } from './support/axe';

const sn = sessionNotesMessages;
const ZONE = 'Asia/Kolkata';
/** Sessions a few hours ahead, on an odd minute: the soonest in this therapist's agenda. */
const THERAPIST = 'vikram.desai@solace.example';

type Session = { token: string; user: { id: string; name: string } };

async function bookedSession() {
  const doctor = (await callApi('/DocLogin', null, {
    email: THERAPIST,
    password: DEMO_PASSWORD,
  })) as Session;
  const start = new Date(Math.floor(Date.now() / 3600_000) * 3600_000 + 3 * 3600_000 + 41 * 60_000);
  const slot = {
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
  };
  await callApi('/doctor/add-available-slots', doctor.token, { slots: [slot] });
  const own = (await callApi('/doctor/available-slots', doctor.token)) as {
    available: { id: string; start_time: string }[];
  };
  const free = own.available.find((s) => Date.parse(s.start_time) === start.getTime())!;
  const client = await signUpClient({
    Name: 'Noted Client',
    Password: 'calm-harbour-21',
    Age: 30,
    Email: `notes.${Date.now()}@example.com`,
    PhoneNumber: '+91 98765 43210',
    timeZone: ZONE,
  });
  await callApi('/bookings/create', client.token, { slotId: free.id, doctorId: doctor.user.id });
  return { doctor, client };
}

describe('session notes', () => {
  const { newPage } = useBrowser();

  it('a therapist writes a SOAP note that saves itself, signs it and adds an addendum', async () => {
    const { doctor, client } = await bookedSession();
    const page = await newPage({ width: 1280, timezoneId: ZONE, bypassCSP: true });
    await openSignedIn(page, doctor, '/dochome');
    await page
      .getByRole('button', { name: new RegExp(`^Details, ${client.user.name},`) })
      .click({ timeout: 20_000 });
    await page
      .getByRole('dialog', { name: 'Appointment Details' })
      .getByRole('button', { name: sn.link })
      .click();
    await page.getByRole('heading', { level: 1, name: sn.title }).waitFor();
    const status = page.getByRole('status', { name: sn.saveStatus });
    await status.getByText(sn.notSavedYet).waitFor();

    await page.getByRole('textbox', { name: sn.sections.subjective }).fill('Sleeping better.');
    await page.getByRole('textbox', { name: sn.sections.plan }).fill('Meet again in a week.');
    await status.getByText(/^Saved at /).waitFor({ timeout: 15_000 });
    expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

    // Saved: a reload shows the text again.
    await page.reload();
    await page.getByRole('textbox', { name: sn.sections.subjective }).waitFor();
    expect(await page.getByRole('textbox', { name: sn.sections.subjective }).inputValue()).toBe(
      'Sleeping better.',
    );

    await page.getByRole('button', { name: sn.sign }).click();
    const confirm = page.getByRole('dialog', { name: sn.signConfirmTitle });
    await confirm.getByText(sn.signConfirmBody).waitFor();
    expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
    await confirm.getByRole('button', { name: sn.sign }).click();
    await page.getByText(/^SOAP · Signed /).waitFor();
    expect(await page.getByRole('textbox', { name: sn.sections.subjective }).count()).toBe(0);

    await page.getByRole('textbox', { name: sn.addendumLabel }).fill('Client called: all well.');
    await page.getByRole('button', { name: sn.addAddendum }).click();
    await page.getByRole('listitem').getByText('Client called: all well.').waitFor();
    expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
    expect(page.problems).toEqual([]);
  }, 120_000);
});
