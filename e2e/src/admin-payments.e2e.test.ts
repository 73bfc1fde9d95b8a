import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaymentsMessages } from '@solace/shared';
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture';
import { apiLogin, demoDoctor, demoPatient } from './support/accounts';
import { ADMIN, staffSignIn } from './support/admin-server';
import { axeAtBothWidths, resizeTo } from './support/axe';
import { useBrowser } from './support/browser';
import { startServer, stopServer, type RunningServer } from './support/server';
import { openSignedIn } from './support/signed-in-page';

const m = adminPaymentsMessages;

/**
 * The practice's money in the browser (issue 26): a session paid at the built-in test checkout
 * is in the console's Payments tab, refunded from there after a confirm, and in the therapist's
 * Payments card. At a phone's width the page itself never scrolls sideways.
 */
describe('the console’s payments, end to end', () => {
  const { newPage } = useBrowser();
  const setup = {} as {
    server: RunningServer;
    smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  };
  beforeAll(async () => {
    setup.smtp = await startSmtpCapture();
    setup.server = await startServer({
      SEED_DEMO: 'true',
      SMTP_URL: setup.smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENTS_PROVIDER: 'test',
      TAX_RATE: '18',
    });
  });
  afterAll(async () => {
    await stopServer(setup.server);
    await setup.smtp.close();
  });

  /** The demo client books the demo therapist's new time and pays at the test checkout. */
  async function paidSession() {
    const url = setup.server.url;
    const call = async (path: string, token: string, body?: unknown) => {
      const res = await fetch(`${url}/api${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const doctor = await apiLogin(demoDoctor, 'staff', url);
    const start = new Date(Math.ceil((Date.now() + 72 * 3600_000) / 3600_000) * 3600_000);
    const end = new Date(start.getTime() + 50 * 60_000);
    await call('/doctor/add-available-slots', doctor.token, {
      slots: [{ start_time: start.toISOString(), end_time: end.toISOString() }],
    });
    const own = (await call('/doctor/available-slots', doctor.token)) as {
      available: { id: string; start_time: string }[];
    };
    const slot = own.available.find((s) => Date.parse(s.start_time) === start.getTime())!;
    const patient = await apiLogin(demoPatient, 'client', url);
    const booked = (await call('/bookings/create', patient.token, {
      slotId: slot.id,
      doctorId: doctor.user.id,
    })) as { payment: { id: string; checkout: { url: string } } };
    const page = await (await fetch(booked.payment.checkout.url)).text();
    const token = /name="token" value="([^"]+)"/.exec(page)![1]!;
    const paid = await fetch(`${url}/payments/test-checkout/${booked.payment.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    return { doctor };
  }

  it('lists the paid session, refunds it after a confirm, and the therapist sees both', async () => {
    const { doctor } = await paidSession();
    const admin = await newPage({ baseUrl: setup.server.url, bypassCSP: true });
    await staffSignIn(admin, ADMIN.email, ADMIN.password, '/admin');
    await admin.getByRole('tab', { name: m.tab }).click();
    const row = admin.getByRole('row', { name: new RegExp(demoPatient.name) });
    await row.getByText(m.status.paid, { exact: true }).waitFor();
    await admin.getByRole('table', { name: m.revenue.title, exact: false }).waitFor();
    // A phone's page does not scroll sideways: the wide tables scroll in their own boxes.
    await resizeTo(admin, 375);
    expect(
      await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await axeAtBothWidths(admin)).toEqual({ 375: [], 1280: [] });

    await row.getByRole('button', { name: m.refundOf(demoPatient.name, '₹1,200') }).click();
    const dialog = admin.getByRole('dialog', { name: m.confirmTitle });
    await dialog.getByText(m.confirmBody('₹1,200', demoPatient.name)).waitFor();
    expect(await axeAtBothWidths(admin)).toEqual({ 375: [], 1280: [] });
    await dialog.getByRole('button', { name: m.confirm, exact: true }).click();
    await admin.getByText(m.refunded('₹1,200')).waitFor();
    await row.getByText(new RegExp(m.refundReason.admin)).waitFor();
    await row.getByRole('button', { name: /Refund/ }).waitFor({ state: 'detached' });
    await setup.smtp.nextMailTo(demoPatient.email, /refund is on its way/);

    const therapist = await newPage({ baseUrl: setup.server.url });
    await openSignedIn(therapist, doctor, '/dochome');
    const card = therapist.getByRole('region', { name: m.therapist.title });
    await card.getByRole('row', { name: /₹1,200/ }).waitFor();
    expect(admin.problems).toEqual([]);
    expect(therapist.problems).toEqual([]);
  }, 120_000);
});
