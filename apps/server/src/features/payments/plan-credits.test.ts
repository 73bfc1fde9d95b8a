import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogResponseSchema, messages } from '@solace/shared';
import { demoPatient } from '../../db/seed-data';
import { bookings, doctorProfiles, planPurchases, slots } from '../../db/schema';
import { eventually } from '../../test/eventually';
import { overHttp } from '../../test/http-client';
import { api } from '../../test/api-helpers';
import { makePerson } from '../../test/authorization-scene';
import { refundsOf } from '../../test/paid-session-kit';
import {
  bookOverHttp,
  mailsQueued,
  storedPayment,
  usePaidApp,
  type PaidProvider,
} from '../../test/payment-kit';
import { creditOf, myPlansOverHttp, paidPlan, purchaseNow } from '../../test/plan-kit';
import { addFreeSlot, signInDemoPeople } from '../../test/people';

const DAY_MS = 24 * 60 * 60_000;

describe.each<PaidProvider>(['razorpay', 'stripe'])('session credits through %s', (provider) => {
  const { ctx, driver } = usePaidApp(provider);
  const app = () => ctx.app;
  const cancelByTherapist = (bookingId: string, token: string) =>
    overHttp(app()).post(
      `/api/bookings/${bookingId}/cancel-by-therapist`,
      { reason: 'I am unwell that day.' },
      token,
    );

  /** The demo client with a paid plan, and a way to book the demo therapist `hours` ahead. */
  async function withPlan(planId = 'weekly') {
    const people = await signInDemoPeople(app());
    const purchase = await paidPlan(app(), driver(), people.patient.token, planId);
    const doctorId = people.doctor.user.id;
    const book = async (hours = 48, token = people.patient.token) => {
      const slotId = await addFreeSlot(app(), people.doctor.token, hours);
      const { res, answer } = await bookOverHttp(app(), token, { slotId, doctorId });
      expect(res.statusCode, res.body).toBe(200);
      return answer!;
    };
    const statusOf = async (bookingId: string) =>
      (await app().ctx.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.status;
    return { ...people, purchase, book, statusOf };
  }

  it('books a paid session with a credit: confirmed at once, one credit spent, no checkout', async () => {
    const s = await withPlan();
    const opened = driver().checkoutsOpened();
    const mails = await mailsQueued(app());
    const answer = await s.book();
    expect(answer.payment).toBeUndefined();
    expect(answer.credit).toEqual({ purchaseId: s.purchase.id, sessionsLeft: 3 });
    expect(await s.statusOf(answer.booking.id)).toBe('booked');
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(3);
    expect(await creditOf(app(), answer.booking.id)).toMatchObject({
      purchaseId: s.purchase.id,
      returnedAt: null,
    });
    expect(driver().checkoutsOpened()).toBe(opened);
    // Everything a booking brings: the confirmation with its invitation among it.
    expect(await mailsQueued(app())).toBeGreaterThan(mails);
    const mail = await ctx.smtp.nextMailTo(demoPatient.email, /text\/calendar/);
    expect(mail.decoded).toContain('Content-Type: text/calendar');
  });

  it('spends the soonest-expiring purchase first', async () => {
    const s = await withPlan('monthly'); // 31 days
    const weekly = await paidPlan(app(), driver(), s.patient.token, 'weekly'); // 7 days
    const answer = await s.book();
    expect(answer.credit?.purchaseId).toBe(weekly.id);
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(16);
  });

  it('gives the last credit to one of two bookings racing for it; the other goes to checkout', async () => {
    const s = await withPlan('single');
    const opened = driver().checkoutsOpened();
    const [first, second] = await Promise.all([s.book(48), s.book(52)]);
    const answers = [first!, second!];
    expect(answers.filter((a) => a.credit)).toHaveLength(1);
    const paying = answers.filter((a) => a.payment);
    expect(paying).toHaveLength(1);
    expect(await s.statusOf(paying[0]!.booking.id)).toBe('held');
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(0);
    expect(driver().checkoutsOpened() - opened).toBe(1);
  });

  it('gives the credit back once when the client or the therapist cancels', async () => {
    const s = await withPlan();
    const byClient = await s.book(48);
    const byTherapist = await s.book(52);
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(2);
    const http = overHttp(app());
    const cancelled = await http.post(
      `/api/bookings/${byClient.booking.id}/cancel`,
      {},
      s.patient.token,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(3);
    expect((await creditOf(app(), byClient.booking.id))!.returnedAt).not.toBeNull();
    const again = await http.post(
      `/api/bookings/${byClient.booking.id}/cancel`,
      {},
      s.patient.token,
    );
    expect(again.statusCode).toBe(409);
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(3);

    const res = await cancelByTherapist(byTherapist.booking.id, s.doctor.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(4);

    // The therapist's cancellation gave a credit back: a staff action in the audit log; the
    // client's own cancellation is not.
    const admin = await makePerson(app(), 'admin', 'Audra Auditor');
    const audit = await api(app()).get('/api/admin/audit-log', admin.token);
    const lines = auditLogResponseSchema
      .parse(audit.json())
      .filter((line) => line.action === messages.adminPayments.auditCreditBack);
    expect(lines.filter((line) => line.targetId === s.patient.user.id)).toEqual([
      expect.objectContaining({ adminName: s.doctor.user.name, targetType: 'client' }),
    ]);
  });

  it('keeps a credit whose purchase expired before the cancellation', async () => {
    const s = await withPlan();
    const answer = await s.book(48);
    // The week ran out meanwhile (the session was inside it when booked).
    await app()
      .ctx.db.update(planPurchases)
      .set({ expiresAt: new Date(ctx.clock.now().getTime() - 1000) })
      .where(eq(planPurchases.id, s.purchase.id));
    const res = await cancelByTherapist(answer.booking.id, s.doctor.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(3);
    expect((await creditOf(app(), answer.booking.id))!.returnedAt).toBeNull();
  });

  it('uses no credit of an expired plan, nor one that ends before the session', async () => {
    const s = await withPlan(); // 7 days
    // A session after the week is over: checkout, the credits untouched.
    const afterWeek = await s.book(8 * 24);
    expect(afterWeek.credit).toBeUndefined();
    expect(afterWeek.payment).toBeDefined();
    expect(await s.statusOf(afterWeek.booking.id)).toBe('held');
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(4);
    expect(await creditOf(app(), afterWeek.booking.id)).toBeUndefined();

    // Bought eight days ago: the week is over. (Moving the app's clock instead would put
    // Stripe's checkout expiry past what its stand-in, on real time, accepts.)
    const now = ctx.clock.now().getTime();
    await app()
      .ctx.db.update(planPurchases)
      .set({ startsAt: new Date(now - 8 * DAY_MS), expiresAt: new Date(now - DAY_MS) })
      .where(eq(planPurchases.id, s.purchase.id));
    const inTime = await s.book(48);
    expect(inTime.credit).toBeUndefined();
    expect(inTime.payment).toBeDefined();
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(4);
  });

  /** An administrator refunds the plan's payment in full from the console. */
  async function refundFromConsole(paymentId: string) {
    const admin = await makePerson(app(), 'admin', 'Rhea Refunder');
    const res = await overHttp(app()).post(
      `/api/admin/payments/${paymentId}/refund`,
      {},
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
  }

  it("voids the plan's unused credits when its payment is refunded in full, keeping the sessions booked with it", async () => {
    const s = await withPlan();
    const booked = await s.book(48);
    expect((await myPlansOverHttp(app(), s.patient.token))[0]).toMatchObject({ refunded: false });
    await refundFromConsole(s.purchase.paymentId);

    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(0);
    const [mine] = await myPlansOverHttp(app(), s.patient.token);
    // The client's list says why: refunded (from the moment it is asked for).
    expect(mine).toMatchObject({
      id: s.purchase.id,
      sessionsLeft: 0,
      sessionsTotal: 4,
      refunded: true,
    });
    // The session booked before the refund stays, its credit spent.
    expect(await s.statusOf(booked.booking.id)).toBe('booked');
    expect((await creditOf(app(), booked.booking.id))!.returnedAt).toBeNull();
    // The next paid session goes to checkout: no credit of the refunded plan pays for it.
    const next = await s.book(52);
    expect(next.credit).toBeUndefined();
    expect(next.payment).toBeDefined();
  });

  it('gives no credit back to a refunded plan when a session it paid for is cancelled', async () => {
    const s = await withPlan();
    const booked = await s.book(48);
    await refundFromConsole(s.purchase.paymentId);
    const res = await cancelByTherapist(booked.booking.id, s.doctor.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(0);
    expect((await creditOf(app(), booked.booking.id))!.returnedAt).toBeNull();
  });

  it("gives the credits back, once, when the plan's refund fails at the provider", async () => {
    const s = await withPlan();
    await s.book(48);
    const cancelledMeanwhile = await s.book(52);
    driver().refundsStayPending(true);
    try {
      await refundFromConsole(s.purchase.paymentId);
      expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(0);
      // A session cancelled while the money is on its way: its credit is kept back.
      const res = await cancelByTherapist(cancelledMeanwhile.booking.id, s.doctor.token);
      expect(res.statusCode, res.body).toBe(200);
      expect((await creditOf(app(), cancelledMeanwhile.booking.id))!.returnedAt).toBeNull();
      await eventually(
        async () => (await refundsOf(app(), s.purchase.paymentId))[0]?.providerRefundId != null,
      );
      const [pending] = await refundsOf(app(), s.purchase.paymentId);
      await driver().settleRefund(pending!.providerRefundId!, 'failed');
      await driver().webhooks.settled();
      // The client still pays for the plan: the two credits it had left and the cancelled
      // session's are spendable again.
      expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(3);
      expect((await creditOf(app(), cancelledMeanwhile.booking.id))!.returnedAt).not.toBeNull();
      expect((await myPlansOverHttp(app(), s.patient.token))[0]).toMatchObject({
        sessionsLeft: 3,
        refunded: false,
      });
      // The provider says it again (a new event): the credits come back once, not twice.
      await driver().settleRefund(pending!.providerRefundId!, 'failed');
      await driver().webhooks.settled();
      expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(3);
      expect((await s.book(56)).credit).toEqual({ purchaseId: s.purchase.id, sessionsLeft: 2 });
    } finally {
      driver().refundsStayPending(false);
    }
    // A new refund from the console voids what is left again.
    await refundFromConsole(s.purchase.paymentId);
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(0);
  });

  it('gives the voided credits back when the provider refuses the refund', async () => {
    const s = await withPlan();
    const paid = await storedPayment(app(), s.purchase.paymentId);
    // Refunded at the provider's dashboard already: our refund is refused with a 4xx.
    await driver().refundFromDashboard(paid.providerPaymentId!);
    await driver().webhooks.settled();
    await refundFromConsole(s.purchase.paymentId);
    await eventually(
      async () => (await refundsOf(app(), s.purchase.paymentId))[0]?.status === 'failed',
    );
    // Nothing came back through us, so the payment counts as paid, and so do its credits.
    expect((await storedPayment(app(), s.purchase.paymentId)).status).toBe('paid');
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(4);
  });

  it('moves a session paid with a credit only to a time before its plan expires', async () => {
    const s = await withPlan();
    const booked = await s.book(48);
    const move = (slotId: string) =>
      overHttp(app()).post(
        `/api/bookings/${booked.booking.id}/reschedule`,
        { slotId },
        s.patient.token,
      );
    const startOf = async (slotId: string) =>
      (await app().ctx.db.select().from(slots).where(eq(slots.id, slotId)))[0]!.startTime;
    const slotOf = async () =>
      (await app().ctx.db.select().from(bookings).where(eq(bookings.id, booked.booking.id)))[0]!
        .slotId;
    const refused = (res: Awaited<ReturnType<typeof move>>) => {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'AFTER_PLAN_ENDS',
        error: messages.credits.rescheduleAfterPlanEnds,
      });
    };

    // After the week is over: refused, the booking and its credit as they were.
    refused(await move(await addFreeSlot(app(), s.doctor.token, 8 * 24)));
    // At the very instant the plan expires: refused too (a credit covers starts before it).
    const atExpiry = await addFreeSlot(app(), s.doctor.token, 96);
    await app()
      .ctx.db.update(planPurchases)
      .set({ expiresAt: await startOf(atExpiry) })
      .where(eq(planPurchases.id, s.purchase.id));
    refused(await move(atExpiry));
    expect(await slotOf()).toBe(booked.booking.slotId);
    expect(await creditOf(app(), booked.booking.id)).toMatchObject({
      purchaseId: s.purchase.id,
      returnedAt: null,
    });
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(3);

    // Before the expiry: moved.
    const inTime = await addFreeSlot(app(), s.doctor.token, 72);
    const moved = await move(inTime);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await slotOf()).toBe(inTime);
  });

  it('books a free therapist as before, keeping the credits', async () => {
    const s = await withPlan();
    await app()
      .ctx.db.update(doctorProfiles)
      .set({ priceRupees: 0 })
      .where(eq(doctorProfiles.userId, s.doctor.user.id));
    const answer = await s.book();
    expect(answer.credit).toBeUndefined();
    expect(answer.payment).toBeUndefined();
    expect(await s.statusOf(answer.booking.id)).toBe('booked');
    expect((await purchaseNow(app(), s.purchase.id)).sessionsLeft).toBe(4);
  });
});
