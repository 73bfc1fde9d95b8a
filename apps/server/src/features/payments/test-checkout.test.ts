import http from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { bookings } from '../../db/schema';
import { demoPatient } from '../../db/seed-data';
import { overHttp } from '../../test/http-client';
import { bookOverHttp, paymentOf, storedPayment } from '../../test/payment-kit';
import { addFreeSlot, signInDemoPeople } from '../../test/people';
import { baseUrlOf } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';

/** Posts the page's form as a browser does; the status and where it sends the browser. */
async function postForm(url: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const t = messages.payments.testCheckout;

describe('the built-in test checkout (PAYMENTS_PROVIDER=test)', () => {
  const ctx = useTestApp({ smtp: true, env: { PAYMENTS_PROVIDER: 'test' } });
  const app = () => ctx.app;

  async function heldBooking() {
    const people = await signInDemoPeople(app());
    const slotId = await addFreeSlot(app(), people.doctor.token);
    const { answer } = await bookOverHttp(app(), people.patient.token, {
      slotId,
      doctorId: people.doctor.user.id,
    });
    const checkout = answer!.payment!.checkout;
    if (checkout.kind !== 'redirect') throw new Error('the test checkout is a page');
    const base = await baseUrlOf(app());
    const pagePath = new URL(checkout.url).pathname;
    const page = await overHttp(app()).get(pagePath);
    const token = /name="token" value="([0-9a-f]+)"/.exec(page.body)?.[1];
    return { ...people, answer: answer!, page, token: token!, formUrl: `${base}${pagePath}` };
  }

  it('shows a page plainly labelled as a test whose Pay confirms the booking like a webhook', async () => {
    const held = await heldBooking();
    expect(held.page.statusCode).toBe(200);
    expect(held.page.body).toContain(`<h1>${t.title}</h1>`);
    expect(held.page.body).toContain('₹1,200');

    const forged = await postForm(`${held.formUrl}/pay`, { token: 'a'.repeat(64) });
    expect(forged.status).toBe(403);
    expect((await storedPayment(app(), held.answer.payment!.id)).status).toBe('created');

    const paid = await postForm(`${held.formUrl}/pay`, { token: held.token });
    expect(paid.status).toBe(303);
    expect(paid.location).toContain(`/appointments?payment=${held.answer.payment!.id}`);
    const payment = await paymentOf(app(), held.patient.token, held.answer.payment!.id);
    expect(payment.status).toBe('paid');
    expect(payment.receiptNumber).toMatch(/^SOL-\d{4}-\d{6}$/);
    const [booking] = await app()
      .ctx.db.select()
      .from(bookings)
      .where(eq(bookings.id, held.answer.booking.id));
    expect(booking!.status).toBe('booked');
    await ctx.smtp.nextMailTo(demoPatient.email, /text\/calendar/);

    // Pay again (a double click, the back button): the page is closed, nothing counts twice.
    const again = await postForm(`${held.formUrl}/pay`, { token: held.token });
    expect(again.status).toBe(303);
    const page = await overHttp(app()).get(new URL(held.formUrl).pathname);
    expect(page.body).toContain(t.done);
  });

  it('lets Cancel give the time up at once', async () => {
    const held = await heldBooking();
    const cancelled = await postForm(`${held.formUrl}/cancel`, { token: held.token });
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toContain('cancelled=1');
    expect((await storedPayment(app(), held.answer.payment!.id)).status).toBe('failed');
    const [booking] = await app()
      .ctx.db.select()
      .from(bookings)
      .where(eq(bookings.id, held.answer.booking.id));
    expect(booking).toMatchObject({
      status: 'cancelled',
      cancelReason: messages.payments.holdReleased.abandoned,
    });
  });
});

describe('booking without a payment provider (the default)', () => {
  const ctx = useTestApp({ smtp: true });

  it('books at once, with no payment, exactly as before', async () => {
    const people = await signInDemoPeople(ctx.app);
    const slotId = await addFreeSlot(ctx.app, people.doctor.token);
    const { res, answer } = await bookOverHttp(ctx.app, people.patient.token, {
      slotId,
      doctorId: people.doctor.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(answer!.payment).toBeUndefined();
    const [booking] = await ctx.app.ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, answer!.booking.id));
    expect(booking).toMatchObject({ status: 'booked', holdExpiresAt: null });
    await ctx.smtp.nextMailTo(demoPatient.email, /text\/calendar/);
  });
});

describe('a provider that cannot open checkout', () => {
  const ctx = useTestApp({
    env: {
      PAYMENTS_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_Unreachable1',
      RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
      // Nothing listens on port 9 (discard) of the loopback: the call fails at once.
      RAZORPAY_API_URL: 'http://127.0.0.1:9',
    },
  });

  it('answers 502 with a clear message and leaves the time free', async () => {
    const people = await signInDemoPeople(ctx.app);
    const slotId = await addFreeSlot(ctx.app, people.doctor.token);
    const doctorId = people.doctor.user.id;
    const { res } = await bookOverHttp(ctx.app, people.patient.token, { slotId, doctorId });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'CHECKOUT_UNAVAILABLE',
      message: messages.payments.checkoutUnavailable,
    });
    const rows = await ctx.app.ctx.db.select().from(bookings).where(eq(bookings.slotId, slotId));
    expect(rows.map((b) => b.status)).toEqual(['cancelled']);
    const free = await overHttp(ctx.app).get(`/api/doctors/${doctorId}/available-slots`);
    expect((free.json() as { available: { id: string }[] }).available.map((s) => s.id)).toContain(
      slotId,
    );
  });
});
