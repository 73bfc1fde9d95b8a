import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPaymentsMessages,
  creditsMessages,
  formatClockTime,
  paymentsMessages,
} from '@solace/shared';
import { startRazorpayStandIn } from '../../apps/server/src/test/payment-stand-ins/razorpay-stand-in';
import { startStripeStandIn } from '../../apps/server/src/test/payment-stand-ins/stripe-stand-in';
import type { WebhookOutbox } from '../../apps/server/src/test/payment-stand-ins/webhook-outbox';
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture';
import { apiLogin, demoDoctor, demoPatient } from './support/accounts';
import { chooseDay } from './support/booking-page';
import { pageWidth, useBrowser, type TrackedPage } from './support/browser';
import { ahead, offerTimes } from './support/free-times';
import { startServer, stopServer, type RunningServer } from './support/server';
import { openSignedIn } from './support/signed-in-page';

type Provider = 'test' | 'razorpay' | 'stripe';
const ZONE = 'Asia/Kolkata';
const r = paymentsMessages.returned;
const c = creditsMessages;

/** The provider's stand-in (none for the built-in test checkout) and the server's settings for it. */
async function startProvider(provider: Provider) {
  if (provider === 'razorpay') {
    const keys = {
      keyId: 'rzp_test_Journey01',
      keySecret: 'journey-key-secret',
      webhookSecret: 'journey-webhook-secret',
    };
    const standIn = await startRazorpayStandIn(keys);
    const env = {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: standIn.url,
      RAZORPAY_CHECKOUT_SCRIPT_URL: standIn.checkoutScriptUrl,
    };
    return { env, webhooks: standIn.webhooks as WebhookOutbox | null, close: standIn.close };
  }
  if (provider === 'stripe') {
    const keys = { secretKey: 'sk_test_Journey01', webhookSecret: 'whsec_Journey01' };
    const standIn = await startStripeStandIn(keys);
    const env = {
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_URL: standIn.url,
    };
    return { env, webhooks: standIn.webhooks as WebhookOutbox | null, close: standIn.close };
  }
  return { env: {}, webhooks: null, close: async () => {} };
}

describe.each<Provider>(['test', 'razorpay', 'stripe'])('paying for a session: %s', (provider) => {
  const { newPage } = useBrowser();
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let stopProvider: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const started = await startProvider(provider);
    stopProvider = started.close;
    server = await startServer({
      SEED_DEMO: 'true',
      SMTP_URL: smtp.url,
      PAYMENTS_PROVIDER: provider,
      ...started.env,
    });
    if (started.webhooks) {
      started.webhooks.target = `${server.url}/api/payments/webhooks/${provider}`;
    }
  });
  afterAll(async () => {
    await stopServer(server);
    await stopProvider();
    await smtp.close();
  });

  /** A free time of the demo therapist, added through the API. */
  async function addTime(start: Date): Promise<string> {
    const { status, therapistId } = await offerTimes(demoDoctor, [start], server.url);
    expect(status).toBe(200);
    return therapistId;
  }

  /** The client picks `start` on the therapist's page and confirms it: checkout opens. */
  async function bookAndOpenCheckout(start: Date): Promise<TrackedPage> {
    const doctorId = await addTime(start);
    const page = await newPage({ baseUrl: server.url, timezoneId: ZONE });
    await openSignedIn(
      page,
      await apiLogin(demoPatient, 'client', server.url),
      `/bookings/${doctorId}`,
    );
    await chooseDay(page, start, ZONE);
    const time = formatClockTime(start, ZONE);
    await page.getByRole('button', { name: new RegExp(`^Book .*, ${time} - `) }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Booking' });
    await dialog.getByText(paymentsMessages.checkout.payNext('₹1,200', 15)).waitFor();
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    return page;
  }

  /** At the provider's checkout: Pay or Cancel, the way that provider shows them. */
  async function atCheckout(page: TrackedPage, choice: 'Pay' | 'Cancel') {
    if (provider === 'test') {
      await page.getByRole('heading', { name: paymentsMessages.testCheckout.title }).waitFor();
    } else if (provider === 'stripe') {
      await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
    } else {
      await page.getByRole('dialog', { name: 'Solace' }).waitFor();
    }
    // Razorpay's window opens over the Confirm Booking dialog, which has a Cancel of its own.
    const where = provider === 'razorpay' ? page.getByRole('dialog', { name: 'Solace' }) : page;
    await where.getByRole('button', { name: choice, exact: true }).click();
  }

  it('a client pays at checkout and comes back to the session booked, with its receipt number', async () => {
    const start = ahead(6, 6);
    const page = await bookAndOpenCheckout(start);
    await atCheckout(page, 'Pay');
    await page.waitForURL((url) => url.pathname === '/appointments');
    const notice = page.getByText(r.paid);
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/Receipt SOL-\d{4}-\d{6}/);
    // The provider's fields were read once and dropped from the address.
    await page.waitForURL((url) => [...url.searchParams.keys()].join() === 'payment');
    await page
      .getByText(`${formatClockTime(start, ZONE)} - `, { exact: false })
      .first()
      .waitFor();
    const mail = await smtp.nextMailTo(demoPatient.email, /text\/calendar/);
    expect(mail.decoded).toContain('Dr. Ananya Sharma');
    expect(page.problems).toEqual([]);

    // The therapist's dashboard now has a Payments card; on a phone its table scrolls in a box
    // of its own instead of widening the page (536 px before).
    const therapist = await newPage({ baseUrl: server.url, timezoneId: ZONE, width: 375 });
    await openSignedIn(therapist, await apiLogin(demoDoctor, 'staff', server.url), '/dochome');
    await therapist.getByRole('table', { name: adminPaymentsMessages.therapist.title }).waitFor();
    expect(await pageWidth(therapist)).toBe(375);
    expect(therapist.problems).toEqual([]);
  });

  it('a client who leaves checkout is told the time was let go, and it is free again at once', async () => {
    const start = ahead(7, 7);
    const page = await bookAndOpenCheckout(start);
    await atCheckout(page, 'Cancel');
    await page.waitForURL((url) => url.pathname === '/appointments');
    await page.getByText(r.cancelled).waitFor();
    // Back on the therapist's page: the time is offered again, not held until the hold's end.
    const doctorId = (await apiLogin(demoDoctor, 'staff', server.url)).user.id;
    await page.goto(`/bookings/${doctorId}`);
    await chooseDay(page, start, ZONE);
    const time = formatClockTime(start, ZONE);
    await page.getByRole('button', { name: new RegExp(`^Book .*, ${time} - `) }).waitFor();
    expect(page.problems).toEqual([]);
  });

  // Last: the plan's credits would pay for the sessions the journeys above book.
  it('a client buys a plan, books a session with its credit at once, and gets the credit back on cancelling', async () => {
    const { therapistId } = await offerTimes(demoDoctor, [ahead(3, 8)], server.url);
    const page = await newPage({ baseUrl: server.url, timezoneId: ZONE });
    await openSignedIn(page, await apiLogin(demoPatient, 'client', server.url), '/plans');
    await page.getByRole('article', { name: 'Weekly plan' }).getByRole('button').click();
    await atCheckout(page, 'Pay');
    await page.waitForURL((url) => url.pathname === '/appointments');
    await page.getByText(r.planPaid, { exact: false }).waitFor();
    await page.getByText(c.sessionsLeft(4, 4)).waitFor();
    const receipt = await smtp.nextMailTo(demoPatient.email, /Weekly plan/);
    expect(receipt.decoded).toMatch(/SOL-\d{4}-\d{6}/);

    // Booked with a credit: confirmed at once, no checkout.
    const start = ahead(3, 8);
    await page.goto(`/bookings/${therapistId}`);
    await chooseDay(page, start, ZONE);
    await page
      .getByRole('button', { name: new RegExp(`^Book .*, ${formatClockTime(start, ZONE)} - `) })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Booking' });
    await dialog.getByText(c.creditWillBeUsed(4)).waitFor();
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText(/^Your session with Dr\. Ananya Sharma is booked for/).waitFor();
    await page.goto('/appointments');
    await page.getByText(c.sessionsLeft(3, 4)).waitFor();

    // Cancelled in the free window: the credit comes back.
    const appointments = page.locator('#appointments');
    await appointments.getByRole('button', { name: 'Cancel', exact: true }).first().click();
    await page
      .getByRole('alertdialog', { name: 'Cancel appointment?' })
      .getByRole('button', { name: 'Cancel appointment' })
      .click();
    await page.getByText('Appointment cancelled').waitFor();
    await page.getByText(c.sessionsLeft(4, 4)).waitFor();
    expect(page.problems).toEqual([]);
  });
});
