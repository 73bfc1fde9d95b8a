import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doctorSlotsResponseSchema, messages, publicSlotsResponseSchema } from '@solace/shared';
import { bookings, refunds } from '../../db/schema';
import { demoPatient } from '../../db/seed-data';
import { eventually } from '../../test/eventually';
import { overHttp } from '../../test/http-client';
import {
  bookOverHttp,
  eventsOf,
  mailsQueued,
  paymentOf,
  paymentsOf,
  storedPayment,
  usePaidApp,
  type PaidProvider,
} from '../../test/payment-kit';
import { addFreeSlot, createPatient, signInDemoPeople } from '../../test/people';
import { releaseExpiredHolds } from './hold-expiry.service';
import { applyEvent } from './payment-events.service';

/** The demo therapist's price: ₹1,200 a session, in paise. */
const PRICE_MINOR = 120_000;

describe.each<PaidProvider>(['razorpay', 'stripe'])('a paid session through %s', (provider) => {
  const { ctx, driver } = usePaidApp(provider, { PAYMENT_HOLD_MINUTES: '15', TAX_RATE: '18' });
  const app = () => ctx.app;

  async function setUp() {
    const people = await signInDemoPeople(app());
    const slotId = await addFreeSlot(app(), people.doctor.token);
    const doctorId = people.doctor.user.id;
    const hold = async (token = people.patient.token) => {
      const { res, answer } = await bookOverHttp(app(), token, { slotId, doctorId });
      expect(res.statusCode, res.body).toBe(200);
      return answer!;
    };
    const slotTaken = async () => {
      const res = await overHttp(app()).get(`/api/doctors/${doctorId}/available-slots`);
      const slots = publicSlotsResponseSchema.parse(res.json());
      return slots.booked.some((s) => s.id === slotId);
    };
    const bookingStatus = async (id: string) =>
      (await app().ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;
    return { ...people, slotId, doctorId, hold, slotTaken, bookingStatus };
  }

  it('holds the time, sends nothing, then the signed webhook confirms it once with a receipt', async () => {
    const s = await setUp();
    const before = await mailsQueued(app());
    const { booking, payment } = await s.hold();
    expect(payment).toMatchObject({ status: 'created', amountMinor: PRICE_MINOR, currency: 'INR' });
    expect(payment!.checkout.kind).toBe(provider === 'razorpay' ? 'script' : 'redirect');
    expect(await s.bookingStatus(booking.id)).toBe('held');
    expect(await s.slotTaken()).toBe(true);
    expect(await mailsQueued(app())).toBe(before);
    // The therapist sees the time taken, but nobody's name until it is paid.
    const own = doctorSlotsResponseSchema.parse(
      (
        await overHttp(app()).get(
          '/api/doctor/available-slots',
          overHttp(app()).bearer(s.doctor.token),
        )
      ).json(),
    );
    expect(own.booked.find((slot) => slot.id === s.slotId)).toMatchObject({
      client_name: null,
      room_id: null,
    });
    const stored = await storedPayment(app(), payment!.id);
    expect(stored).toMatchObject({ taxMinor: 18_305, kind: 'session' });
    expect(stored.description).toMatch(/^Session with /);

    driver().webhooks.hold();
    await driver().pay(payment!.checkout.providerOrderId);
    const [delivery] = await driver().webhooks.release();
    expect(delivery!.status).toBe(200);
    expect(await s.bookingStatus(booking.id)).toBe('booked');
    const paid = await paymentOf(app(), s.patient.token, payment!.id);
    expect(paid).toMatchObject({ status: 'paid', bookingId: booking.id });
    expect(paid.receiptNumber).toMatch(/^SOL-\d{4}-\d{6}$/);
    const mail = await ctx.smtp.nextMailTo(demoPatient.email, /text\/calendar/);
    expect(mail.decoded).toContain('Content-Type: text/calendar');
    const confirmed = await mailsQueued(app());
    expect(confirmed).toBeGreaterThan(before);

    // Delivered again (the provider's retry): answered 200, applied nothing more.
    const again = await driver().webhooks.deliver(driver().webhooks.last(driver().paidEvent));
    expect(again.status).toBe(200);
    expect(await eventsOf(app(), payment!.id)).toBe(1);
    expect(await mailsQueued(app())).toBe(confirmed);
    expect((await paymentOf(app(), s.patient.token, payment!.id)).receiptNumber).toBe(
      paid.receiptNumber,
    );
    // The same signed body under another event id (Razorpay's id header is not signed):
    // the payment is paid already, so nothing more happens.
    const replay = { ...driver().webhooks.last(driver().paidEvent), id: 'evt_ReplayedUnderNewId' };
    expect((await driver().webhooks.deliver(replay)).status).toBe(200);
    expect(await mailsQueued(app())).toBe(confirmed);
    expect((await storedPayment(app(), payment!.id)).receiptNumber).toBe(paid.receiptNumber);
  });

  it("confirms nothing when the captured amount is not the payment's", async () => {
    const s = await setUp();
    const { booking, payment } = await s.hold();
    const stored = await storedPayment(app(), payment!.id);
    await applyEvent(paymentsOf(app()), provider, {
      eventId: `evt_wrong_amount_${provider}`,
      type: 'payment.captured',
      providerOrderId: stored.providerOrderId,
      providerPaymentId: 'pay_WrongAmount01',
      amountMinor: PRICE_MINOR - 100,
      currency: 'INR',
      providerRefundId: null,
    });
    expect((await storedPayment(app(), payment!.id)).status).toBe('created');
    expect(await s.bookingStatus(booking.id)).toBe('held');
  });

  it('refuses forged and unsigned webhooks with 400 and changes nothing', async () => {
    const s = await setUp();
    const { booking, payment } = await s.hold();
    driver().webhooks.hold();
    await driver().pay(payment!.checkout.providerOrderId);
    const event = driver().webhooks.last(driver().paidEvent);
    for (const signing of ['forged', 'unsigned'] as const) {
      const refused = await driver().webhooks.deliver(event, signing);
      expect(refused.status).toBe(400);
      expect(refused.responseBody).not.toContain(event.body.slice(0, 40));
    }
    expect(await s.bookingStatus(booking.id)).toBe('held');
    expect((await storedPayment(app(), payment!.id)).status).toBe('created');
    expect(await eventsOf(app(), payment!.id)).toBe(0);
    driver().webhooks.release();
  });

  it('ignores a failure reported after the capture (out of order)', async () => {
    const s = await setUp();
    const { booking, payment } = await s.hold();
    const earlier = driver().webhooks.deliveries.length;
    await driver().pay(payment!.checkout.providerOrderId);
    await driver().fail(payment!.checkout.providerOrderId);
    await driver().webhooks.settled();
    const deliveries = driver().webhooks.deliveries.slice(earlier);
    expect(deliveries.map((d) => d.status)).toEqual([200, 200]);
    expect(await s.bookingStatus(booking.id)).toBe('booked');
    expect((await storedPayment(app(), payment!.id)).status).toBe('paid');
  });

  it('confirms from the browser before the webhook; the webhook afterwards changes nothing', async () => {
    const s = await setUp();
    const { booking, payment } = await s.hold();
    driver().webhooks.hold();
    const returned = await driver().pay(payment!.checkout.providerOrderId);
    const http = overHttp(app());
    const forged = await http.post(
      `/api/payments/${payment!.id}/verify-return`,
      provider === 'razorpay'
        ? { ...returned, razorpay_signature: 'f'.repeat(64) }
        : { session_id: 'cs_test_nosuchsession' },
      s.patient.token,
    );
    expect(forged.statusCode).toBe(409);
    const someoneElse = await createPatient(app());
    const notTheirs = await http.post(
      `/api/payments/${payment!.id}/verify-return`,
      returned,
      someoneElse.token,
    );
    expect(notTheirs.statusCode).toBe(404);
    const res = await http.post(
      `/api/payments/${payment!.id}/verify-return`,
      returned,
      s.patient.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', bookingId: booking.id });
    expect(await s.bookingStatus(booking.id)).toBe('booked');
    const mails = await mailsQueued(app());
    const [late] = await driver().webhooks.release();
    expect(late!.status).toBe(200);
    expect(await mailsQueued(app())).toBe(mails);
    expect(await eventsOf(app(), payment!.id)).toBe(1);
    const stored = await storedPayment(app(), payment!.id);
    expect(stored.status).toBe('paid');
  });

  it('frees the time when the hold runs out, and refunds a payment that arrives after someone else took it', async () => {
    const s = await setUp();
    const { booking, payment } = await s.hold();
    ctx.clock.advance(16 * 60_000);
    expect(await releaseExpiredHolds(paymentsOf(app()))).toBe(1);
    expect(await s.bookingStatus(booking.id)).toBe('cancelled');
    expect((await storedPayment(app(), payment!.id)).status).toBe('expired');
    expect(await s.slotTaken()).toBe(false);
    if (provider === 'stripe') {
      await eventually(() => !driver().checkoutOpen(payment!.checkout.providerOrderId));
    }

    // Someone else books the time now free (free of charge or paid: a hold of their own).
    const other = await createPatient(app(), 'Other Client');
    const theirs = await s.hold(other.token);
    expect(await s.bookingStatus(theirs.booking.id)).toBe('held');

    // The first client's payment arrives late: it was under way when the hold ran out.
    driver().paymentUnderWay(payment!.checkout.providerOrderId);
    await driver().pay(payment!.checkout.providerOrderId);
    await driver().webhooks.settled();
    await eventually(() => driver().refunds().length === 1);
    const stored = await storedPayment(app(), payment!.id);
    expect(driver().refunds()[0]).toMatchObject({
      providerPaymentId: stored.providerPaymentId,
      amount: PRICE_MINOR,
    });
    const [refund] = await app()
      .ctx.db.select()
      .from(refunds)
      .where(eq(refunds.paymentId, payment!.id));
    expect(refund).toMatchObject({ reason: 'hold_expired', amountMinor: PRICE_MINOR });
    expect(driver().refunds()[0]!.key).toBe(refund!.id);
    const subject = messages.payments.mail.lateRefund.subject;
    const mail = await ctx.smtp.nextMailTo(demoPatient.email, new RegExp(subject));
    expect(mail.decoded).toContain(subject);
    expect(await s.bookingStatus(theirs.booking.id)).toBe('held');
    // The provider's answer (and its refund webhook) settle it: the payment is refunded.
    await eventually(async () => (await storedPayment(app(), payment!.id)).status === 'refunded');
  });

  it.runIf(provider === 'razorpay')(
    'keeps the time held after a declined attempt, so the retry in the same checkout books it',
    async () => {
      const s = await setUp();
      const { booking, payment } = await s.hold();
      const refundsBefore = driver().refunds().length;
      // Checkout.js offers another try (another card, UPI) on the same order after a decline.
      await driver().fail(payment!.checkout.providerOrderId);
      await driver().webhooks.settled();
      expect(await s.bookingStatus(booking.id)).toBe('held');
      expect((await storedPayment(app(), payment!.id)).status).toBe('created');
      expect(await s.slotTaken()).toBe(true);

      await driver().pay(payment!.checkout.providerOrderId);
      await driver().webhooks.settled();
      expect(await s.bookingStatus(booking.id)).toBe('booked');
      expect((await storedPayment(app(), payment!.id)).status).toBe('paid');
      expect(
        await app().ctx.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id)),
      ).toEqual([]);
      expect(driver().refunds()).toHaveLength(refundsBefore);
    },
  );

  it.runIf(provider === 'stripe')('frees the time when the checkout expires', async () => {
    const s = await setUp();
    const { booking, payment } = await s.hold();
    await driver().fail(payment!.checkout.providerOrderId);
    await driver().webhooks.settled();
    expect(await s.bookingStatus(booking.id)).toBe('cancelled');
    expect((await storedPayment(app(), payment!.id)).status).toBe('expired');
    expect(await s.slotTaken()).toBe(false);
  });

  it('gives one of 20 clients racing for a time the hold; the others are refused and never charged', async () => {
    const s = await setUp();
    const opened = driver().checkoutsOpened();
    const clients = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createPatient(app(), `Racer ${i}`)),
    );
    const answers = await Promise.all(
      clients.map((c) => bookOverHttp(app(), c.token, { slotId: s.slotId, doctorId: s.doctorId })),
    );
    const won = answers.filter((a) => a.res.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.res.statusCode !== 200)) {
      expect(lost.res.statusCode).toBe(409);
      expect(lost.res.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    }
    expect(driver().checkoutsOpened() - opened).toBe(1);
    expect(won[0]!.answer!.payment).toBeDefined();
  });
});
