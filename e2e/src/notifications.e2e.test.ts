import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { apiLogin, demoDoctor, demoPatient, loginAs } from './support/accounts';

describe('notifications', () => {
  const { newPage } = useBrowser();

  it("shows a new booking on the therapist's open dashboard within 2 seconds, then marks it read", async () => {
    const page = await newPage();
    const doctor = await loginAs(page, demoDoctor, '/dochome', 'staff');
    await page.getByRole('heading', { name: 'Doctor Dashboard' }).waitFor();
    const base = new URL(page.url()).origin;
    const call = (path: string, token: string, method = 'GET', body?: unknown) =>
      fetch(`${base}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    await call('/notifications/read-all', doctor.token, 'PUT', {});
    await page.reload();
    await page.getByRole('heading', { name: 'Doctor Dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // A client books one of the therapist's slots, somewhere else.
    const start = new Date(Date.now() + 6 * 24 * 3600_000);
    start.setUTCHours(5, 0, 0, 0);
    const end = new Date(start.getTime() + 50 * 60_000);
    await call('/doctor/add-available-slots', doctor.token, 'POST', {
      slots: [{ start_time: start.toISOString(), end_time: end.toISOString() }],
    });
    const { available } = (await (await call('/doctor/available-slots', doctor.token)).json()) as {
      available: { id: string; start_time: string }[];
    };
    const slot = available.find((s) => Date.parse(s.start_time) === start.getTime())!;
    const patient = await apiLogin(demoPatient);
    const booked = await call('/bookings/create', patient.token, 'POST', {
      slotId: slot.id,
      doctorId: doctor.user.id,
    });
    expect(booked.status).toBe(200);
    const { booking } = (await booked.json()) as { booking: { id: string } };

    const bell = nav.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor({ timeout: 2000 });
    await bell.click();
    // The bell counts it read at once (optimistically); the server has it once the PUT is answered.
    const savedRead = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        /\/api\/notifications\/[^/]+\/read$/.test(response.url()),
    );
    await page.getByRole('button', { name: /^Unread: New booking/ }).click();
    await nav.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect((await savedRead).status()).toBe(200);
    const list = (await (await call('/notifications', doctor.token)).json()) as {
      title: string;
      read: boolean;
    }[];
    expect(list[0]).toMatchObject({ title: 'New booking', read: true });
    // Leave the shared demo server as we found it: the other journeys count bookings.
    await call(`/bookings/${booking.id}/cancel`, doctor.token, 'POST', {});
    await call(`/doctor/available-slots/${slot.id}`, doctor.token, 'DELETE');
  });
});
