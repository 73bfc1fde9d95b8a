import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogResponseSchema, messages } from '@solace/shared';
import { doctorProfiles, paymentEvents, payments, refunds } from '../../db/schema';
import { api } from '../../test/api-helpers';
import { makePerson, SCENE_PASSWORD } from '../../test/authorization-scene';
import { eventually } from '../../test/eventually';
import {
  bookOverHttp,
  paymentsOf,
  storedPayment,
  usePaidApp,
  type PaidProvider,
} from '../../test/payment-kit';
import { mailsTo, paidSession, refundFailedNotices, refundsOf } from '../../test/paid-session-kit';
import { outboxDrained } from '../../test/outbox-kit';
import { addFreeSlot, createPatient, signInDemoPeople } from '../../test/people';
import { applyEvent } from './payment-events.service';

/** The demo therapist's price: ₹1,200 a session, in paise. */
const PRICE_MINOR = 120_000;
const refundSubject = new RegExp(messages.payments.mail.refund.subject);

describe.each<PaidProvider>(['razorpay', 'stripe'])('refunds through %s', (provider) => {
  const { ctx, driver } = usePaidApp(provider, { TAX_RATE: '18', CANCEL_NOTICE_HOURS: '24' });
  const app = () => ctx.app;

  async function paidByNewClient(hours = 48) {
    const { doctor } = await signInDemoPeople(app());
    const client = await createPatient(app(), 'Cora Cancel');
    const session = await paidSession(
      app(),
      driver(),
      client,
      { id: doctor.user.id, token: doctor.token },
      hours,
    );
    return { ...session, client, doctor };
  }

  /** The refund the cancellation wrote, once the provider was asked for it. */
  async function refundMade(paymentId: string, before: number) {
    await eventually(() => driver().refunds().length === before + 1);
    const rows = await refundsOf(app(), paymentId);
    expect(rows).toHaveLength(1);
    expect(driver().refunds().at(-1)).toMatchObject({ amount: PRICE_MINOR, key: rows[0]!.id });
    return rows[0]!;
  }

  /** The audit log's lines about one target, read as an administrator reads them. */
  async function auditLinesAbout(targetId: string) {
    const admin = await makePerson(app(), 'admin', 'Audra Auditor');
    const res = await api(app()).get('/api/admin/audit-log', admin.token);
    return auditLogResponseSchema.parse(res.json()).filter((line) => line.targetId === targetId);
  }

  it('refunds a client’s cancellation in full, once: one refund at the provider, one mail', async () => {
    const { booking, payment, client } = await paidByNewClient();
    const before = driver().refunds().length;
    const res = await api(app()).post(`/api/bookings/${booking.id}/cancel`, {}, client.token);
    expect(res.statusCode, res.body).toBe(200);
    const refund = await refundMade(payment.id, before);
    expect(refund).toMatchObject({
      reason: 'client_cancelled',
      requestedBy: client.id,
      amountMinor: PRICE_MINOR,
    });
    expect(driver().refunds().at(-1)!.providerPaymentId).toBe(payment.providerPaymentId);
    await eventually(async () => (await storedPayment(app(), payment.id)).status === 'refunded');

    // Cancelling again is refused and asks for nothing more.
    const again = await api(app()).post(`/api/bookings/${booking.id}/cancel`, {}, client.token);
    expect(again.statusCode).toBe(409);
    await driver().webhooks.settled();
    await outboxDrained(app());
    expect(driver().refunds()).toHaveLength(before + 1);
    expect(await refundsOf(app(), payment.id)).toHaveLength(1);
    expect(mailsTo(ctx.smtp.mails, client.email, refundSubject)).toHaveLength(1);
    // The client's own cancellation is no staff action: the audit log has nothing of it.
    expect(await auditLinesAbout(payment.id)).toEqual([]);
  });

  it('refunds nothing when a client’s cancellation is too late (refused)', async () => {
    const { booking, payment, client } = await paidByNewClient(3);
    const res = await api(app()).post(`/api/bookings/${booking.id}/cancel`, {}, client.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TOO_LATE_TO_CANCEL' });
    expect(await refundsOf(app(), payment.id)).toEqual([]);
  });

  it('refunds a client closing their account as their cancellation: in full inside the window, nothing after it', async () => {
    const { doctor } = await signInDemoPeople(app());
    const therapist = { id: doctor.user.id, token: doctor.token };
    const deleteOwn = (token: string) =>
      api(app()).delete('/api/profile', { password: SCENE_PASSWORD }, token);

    // Two days ahead: as a cancellation the client may still make, refunded in full.
    const early = await makePerson(app(), 'patient', 'Ezra Early');
    const ahead = await paidSession(app(), driver(), early, therapist, 48);
    const before = driver().refunds().length;
    const closed = await deleteOwn(early.token);
    expect(closed.statusCode, closed.body).toBe(200);
    const refund = await refundMade(ahead.payment.id, before);
    expect(refund).toMatchObject({ reason: 'client_cancelled', amountMinor: PRICE_MINOR });

    // Three hours ahead (the window is 24): the client could not cancel it, and closing the
    // account is no way round that; nor is it once the session has begun.
    const late = await makePerson(app(), 'patient', 'Lola Late');
    const soon = await paidSession(app(), driver(), late, therapist, 3);
    const started = await makePerson(app(), 'patient', 'Sid Started');
    const during = await paidSession(app(), driver(), started, therapist, 5);
    const lateClosed = await deleteOwn(late.token);
    expect(lateClosed.statusCode, lateClosed.body).toBe(200);
    ctx.clock.advance(5 * 3600_000 + 10 * 60_000);
    const again = await api(app()).login(started.email, SCENE_PASSWORD);
    const startedClosed = await deleteOwn(again.token);
    expect(startedClosed.statusCode, startedClosed.body).toBe(200);
    await driver().webhooks.settled();
    expect(await refundsOf(app(), soon.payment.id)).toEqual([]);
    expect(await refundsOf(app(), during.payment.id)).toEqual([]);
    expect(driver().refunds()).toHaveLength(before + 1);
  });

  it('refunds a therapist’s cancellation with a reason in full', async () => {
    const { booking, payment, doctor, client } = await paidByNewClient();
    const before = driver().refunds().length;
    const res = await api(app()).post(
      `/api/bookings/${booking.id}/cancel-by-therapist`,
      { reason: 'I am unwell that day.' },
      doctor.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const refund = await refundMade(payment.id, before);
    expect(refund).toMatchObject({ reason: 'therapist_cancelled', requestedBy: doctor.user.id });
    await outboxDrained(app());
    expect(mailsTo(ctx.smtp.mails, client.email, refundSubject)).toHaveLength(1);
    // Money moved by staff is in the audit log, once, with who moved it and how much.
    expect(await auditLinesAbout(payment.id)).toEqual([
      expect.objectContaining({
        adminName: doctor.user.name,
        action: messages.adminPayments.auditCancelRefund,
        targetType: 'payment',
        detail: expect.stringMatching(/^₹1,200, receipt /),
      }),
    ]);
  });

  it('refunds the sessions an administrator cancels by deactivating the therapist', async () => {
    const therapist = await makePerson(app(), 'doctor', 'Dana Deactivated');
    const admin = await makePerson(app(), 'admin', 'Ada Admin');
    const client = await createPatient(app(), 'Cleo Client');
    const { booking, payment } = await paidSession(app(), driver(), client, therapist);
    expect(payment.amountMinor).toBe(100_000);
    const before = driver().refunds().length;
    const res = await api(app()).post(
      `/api/admin/therapists/${therapist.id}/deactivate`,
      {},
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    await eventually(() => driver().refunds().length === before + 1);
    const [refund] = await refundsOf(app(), payment.id);
    expect(refund).toMatchObject({ reason: 'admin', requestedBy: admin.id, amountMinor: 100_000 });
    expect(booking.id).toBe(payment.bookingId);
    expect(await auditLinesAbout(payment.id)).toEqual([
      expect.objectContaining({
        adminName: 'Ada Admin',
        action: messages.adminPayments.auditCancelRefund,
      }),
    ]);
  });

  it('refunds nothing for a session that took no money', async () => {
    const therapist = await makePerson(app(), 'doctor', 'Frey Free');
    await app()
      .ctx.db.update(doctorProfiles)
      .set({ priceRupees: 0 })
      .where(eq(doctorProfiles.userId, therapist.id));
    const client = await createPatient(app(), 'Nell Nopay');
    const slotId = await addFreeSlot(app(), therapist.token);
    const { res, answer } = await bookOverHttp(app(), client.token, {
      slotId,
      doctorId: therapist.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(answer!.payment).toBeUndefined();
    const before = driver().refunds().length;
    const cancel = await api(app()).post(
      `/api/bookings/${answer!.booking.id}/cancel`,
      {},
      client.token,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    await outboxDrained(app());
    expect(await app().ctx.db.select().from(refunds)).toEqual([]);
    expect(driver().refunds()).toHaveLength(before);
    expect(mailsTo(ctx.smtp.mails, client.email, refundSubject)).toEqual([]);
  });

  it('settles a pending refund from the provider’s signed webhook, once; a forged one is refused', async () => {
    const { booking, payment, client } = await paidByNewClient();
    driver().refundsStayPending(true);
    try {
      await api(app()).post(`/api/bookings/${booking.id}/cancel`, {}, client.token);
      await eventually(() => driver().refundIds().length > 0);
      await eventually(
        async () => (await refundsOf(app(), payment.id))[0]?.providerRefundId != null,
      );
      const [pending] = await refundsOf(app(), payment.id);
      expect(pending).toMatchObject({ status: 'pending', processedAt: null });

      driver().webhooks.hold();
      await driver().settleRefund(pending!.providerRefundId!, 'processed');
      const event = driver().webhooks.held().at(-1)!;
      expect(event.type).toBe(driver().refundSettledEvent);
      for (const signing of ['forged', 'unsigned'] as const) {
        expect((await driver().webhooks.deliver(event, signing)).status).toBe(400);
      }
      expect((await refundsOf(app(), payment.id))[0]!.status).toBe('pending');
      expect((await storedPayment(app(), payment.id)).status).toBe('paid');

      const [delivered] = await driver().webhooks.release();
      expect(delivered!.status).toBe(200);
      const [processed] = await refundsOf(app(), payment.id);
      expect(processed!.status).toBe('processed');
      expect(processed!.processedAt).not.toBeNull();
      expect((await storedPayment(app(), payment.id)).status).toBe('refunded');
      const events = await app().ctx.db.select().from(paymentEvents);
      expect((await driver().webhooks.deliver(event)).status).toBe(200);
      expect(await app().ctx.db.select().from(paymentEvents)).toHaveLength(events.length);
      // The same signed body under another id (Razorpay's id header is not signed): the
      // refund stays as the first report left it.
      ctx.clock.advance(60_000);
      const replay = { ...event, id: `evt_refund_replay_${provider}` };
      expect((await driver().webhooks.deliver(replay)).status).toBe(200);
      expect((await refundsOf(app(), payment.id))[0]).toMatchObject({
        status: 'processed',
        processedAt: processed!.processedAt,
      });
      expect((await storedPayment(app(), payment.id)).status).toBe('refunded');
    } finally {
      driver().refundsStayPending(false);
    }
  });

  it('keeps the payment paid when its refund fails at the provider, and tells the administrators once', async () => {
    const admin = await makePerson(app(), 'admin', 'Ada Accounts');
    const { booking, payment, client } = await paidByNewClient();
    driver().refundsStayPending(true);
    try {
      await api(app()).post(`/api/bookings/${booking.id}/cancel`, {}, client.token);
      await eventually(
        async () => (await refundsOf(app(), payment.id))[0]?.providerRefundId != null,
      );
      const [pending] = await refundsOf(app(), payment.id);
      expect(await refundFailedNotices(app(), admin.token)).toEqual([]);
      await driver().settleRefund(pending!.providerRefundId!, 'failed');
      await driver().webhooks.settled();
      expect((await refundsOf(app(), payment.id))[0]!.status).toBe('failed');
      expect((await storedPayment(app(), payment.id)).status).toBe('paid');
      // The client was told the money comes back: every administrator's bell says it did not.
      const [notice, ...more] = await refundFailedNotices(app(), admin.token);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({ link: '/admin#payments' });
      expect(notice!.message).toContain(client.name);
      expect(notice!.message).toContain(payment.receiptNumber!);
      // The provider says it again (a new event): nobody is told twice.
      await driver().settleRefund(pending!.providerRefundId!, 'failed');
      await driver().webhooks.settled();
      expect(await refundFailedNotices(app(), admin.token)).toHaveLength(1);
    } finally {
      driver().refundsStayPending(false);
    }
  });

  it('answers 503, recording nothing, to a refund webhook that comes before the provider’s answer', async () => {
    const client = await createPatient(app(), 'Early Bird');
    // A paid payment whose refund call is still out (the provider knows no such payment, so no
    // runner's answer can settle it meanwhile).
    const [payment] = await app()
      .ctx.db.insert(payments)
      .values({
        userId: client.id,
        payerName: client.name,
        payerEmail: client.email,
        kind: 'session',
        provider,
        providerOrderId: `order_early_${provider}`,
        providerPaymentId: `pay_early_${provider}`,
        amountMinor: PRICE_MINOR,
        currency: 'INR',
        description: 'Session',
        status: 'paid',
      })
      .returning();
    await app()
      .ctx.db.insert(refunds)
      .values({ paymentId: payment!.id, amountMinor: PRICE_MINOR, reason: 'admin' });
    const early = {
      eventId: `evt_early_${provider}`,
      type: 'refund.processed' as const,
      providerOrderId: null,
      providerPaymentId: payment!.providerPaymentId,
      amountMinor: PRICE_MINOR,
      currency: 'INR',
      providerRefundId: `rfnd_early_${provider}`,
    };
    await expect(applyEvent(paymentsOf(app()), provider, early)).rejects.toMatchObject({
      status: 503,
    });
    expect(await app().ctx.db.select().from(paymentEvents)).toEqual([]);
    // A refund of a payment with no refund call out is not ours: recorded and let be.
    await expect(
      applyEvent(paymentsOf(app()), provider, {
        ...early,
        eventId: `evt_foreign_${provider}`,
        providerPaymentId: 'pay_not_ours',
      }),
    ).resolves.toBeUndefined();
    expect(await app().ctx.db.select().from(paymentEvents)).toHaveLength(1);
  });
});
