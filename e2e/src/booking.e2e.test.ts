import { describe, expect, it } from 'vitest';
import { formatSlotDate, formatTimeRange, messages } from '@solace/shared';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { apiLogin, demoDoctor, demoPatient, loginAs } from './support/accounts';
import { chooseDay } from './support/booking-page';

/** A calendar day a few days ahead (so the client may still cancel), as YYYY-MM-DD. */
function dayAhead(days: number): string {
  const d = new Date(Date.now() + days * 24 * 3600_000);
  return d.toISOString().slice(0, 10);
}

async function addMorningOfSessions(page: Page, day: string) {
  await page.getByRole('button', { name: 'Add availability' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Slot' });
  await dialog.getByLabel('Date', { exact: true }).fill(day);
  await dialog.getByLabel('Start Time', { exact: true }).fill('09:00');
  await dialog.getByLabel('End Time', { exact: true }).fill('11:00');
  await dialog.getByText('2 sessions: 9:00 AM - 9:50 AM, 10:00 AM - 10:50 AM').waitFor();
  await dialog.getByRole('button', { name: 'Add Slot' }).click();
  await page.getByText(messages.slots.addedMany(2)).waitFor();
}

describe('availability and booking, end to end', () => {
  const { newPage } = useBrowser();

  it('doctor adds sessions, a client books one, both see it, the client cancels and it is free again', async () => {
    const day = dayAhead(4);
    const doctorPage = await newPage({ timezoneId: 'Asia/Kolkata' });
    await loginAs(doctorPage, demoDoctor, '/dochome', 'staff');
    await doctorPage.getByRole('heading', { name: 'Doctor Dashboard' }).waitFor();
    await addMorningOfSessions(doctorPage, day);

    // The client, in another time zone, sees the same instants in their own local time.
    const doctorId = (await apiLogin(demoDoctor, 'staff')).user.id;
    const res = await fetch(new URL(`/api/doctors/${doctorId}/available-slots`, doctorPage.url()));
    const slots = (await res.json()) as { available: { start_time: string; end_time: string }[] };
    const first = slots.available.find(
      (s) =>
        formatTimeRange(new Date(s.start_time), new Date(s.end_time), 'Asia/Kolkata') ===
        '9:00 AM - 9:50 AM',
    )!;
    const start = new Date(first.start_time);
    const end = new Date(first.end_time);
    expect(formatSlotDate(start, 'Asia/Kolkata')).toBe(
      formatSlotDate(new Date(`${day}T12:00:00Z`), 'UTC'),
    );

    const zone = 'America/New_York';
    const patientPage = await newPage({ timezoneId: zone });
    await loginAs(patientPage, demoPatient, `/bookings/${doctorId}`);
    await chooseDay(patientPage, start, zone);
    const localRange = formatTimeRange(start, end, zone);
    const bookButton = patientPage
      .getByRole('button', { name: new RegExp(`^Book .*${localRange}`) })
      .first();
    await bookButton.click();
    const confirm = patientPage.getByRole('dialog', { name: 'Confirm Booking' });
    await confirm.getByText(formatSlotDate(start, zone)).waitFor();
    await confirm.getByText(localRange).waitFor();
    await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
    await patientPage.getByText('Booking successful!').waitFor();
    await confirm.waitFor({ state: 'hidden' });

    // The doctor sees who booked, in the list and on the calendar.
    await doctorPage.reload();
    await doctorPage.getByRole('button', { name: 'List View' }).click();
    await doctorPage.getByText(`Booked by: ${demoPatient.name} (${demoPatient.email})`).waitFor();
    await doctorPage.getByRole('button', { name: 'Calendar View' }).click();
    // The dashboard opens on this week; the spec's month view is one click away.
    await doctorPage
      .getByRole('group', { name: 'Calendar layout' })
      .getByRole('button', { name: 'Month' })
      .click();
    const monthTitle = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(start);
    for (
      let i = 0;
      i < 2 && !(await doctorPage.getByRole('heading', { name: monthTitle }).isVisible());
      i++
    ) {
      await doctorPage.getByRole('button', { name: 'Next Month' }).click();
    }
    await doctorPage.locator('.slot-booked', { hasText: demoPatient.name }).first().waitFor();

    // The client cancels from My appointments.
    await patientPage.goto('/appointments');
    const appointments = patientPage.locator('#appointments');
    await appointments.getByText(demoDoctor.name).first().waitFor();
    await appointments.getByRole('button', { name: 'Cancel', exact: true }).first().click();
    await patientPage
      .getByRole('alertdialog', { name: 'Cancel appointment?' })
      .getByRole('button', { name: 'Cancel appointment' })
      .click();
    await patientPage.getByText('Appointment cancelled').waitFor();

    // Free again on both screens.
    await patientPage.goto(`/bookings/${doctorId}`);
    await chooseDay(patientPage, start, zone);
    await patientPage
      .getByRole('button', { name: new RegExp(`^Book .*${localRange}`) })
      .first()
      .waitFor();
    await doctorPage.reload();
    await doctorPage.getByRole('button', { name: 'List View' }).click();
    await doctorPage
      .getByRole('heading', { name: formatSlotDate(start, 'Asia/Kolkata') })
      .waitFor();
    expect(await doctorPage.getByText(/^Booked by:/).count()).toBe(0);
  }, 120_000); // two people, three screens, mails: about 40 s quiet, near 60 s on a loaded machine
});
