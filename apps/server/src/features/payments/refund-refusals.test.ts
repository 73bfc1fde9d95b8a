import { describe, expect, it } from 'vitest';
import { adminPaymentsResponseSchema, auditLogResponseSchema, messages } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { makePerson } from '../../test/authorization-scene';
import { eventually } from '../../test/eventually';
import { paidSession, refundFailedNotices, refundsOf } from '../../test/paid-session-kit';
import { paymentsOf, storedPayment, usePaidApp, type PaidProvider } from '../../test/payment-kit';
import { createPatient, signInDemoPeople } from '../../test/people';
import { parseCsv } from '../admin/admin-payments-kit';
import { PaymentProviderError } from './providers/payment-provider';
import { runPendingRefunds } from './refunds.service';

const m = messages.adminPayments;
/** The demo therapist's price: ₹1,200 a session, in paise. */
const PRICE_MINOR = 120_000;
/** Past the lease a refund's claim holds (refunds.service.ts): a runner may ask again. */
const AFTER_LEASE_MS = 6 * 60_000;

/** What each provider answers a refund of a payment refunded in full already (its docs' words). */
const ALREADY_REFUNDED: Record<PaidProvider, RegExp> = {
  razorpay: /^BAD_REQUEST_ERROR: The payment has been fully refunded already$/,
  stripe: /^Charge ch_\w+ has already been refunded\.$/,
};

describe.each<PaidProvider>(['razorpay', 'stripe'])('a refund %s refuses', (provider) => {
  const { ctx, driver } = usePaidApp(provider, { CANCEL_NOTICE_HOURS: '24' });
  const app = () => ctx.app;

  async function paidByNewClient(name: string) {
    const { doctor } = await signInDemoPeople(app());
    const client = await createPatient(app(), name);
    const doctorSide = { id: doctor.user.id, token: doctor.token };
    return { ...(await paidSession(app(), driver(), client, doctorSide)), client };
  }

  it('with a 4xx is failed with the provider’s words, not asked again, audited and shown to staff', async () => {
    const onDuty = await makePerson(app(), 'admin', 'Omar On-Duty');
    const { booking, payment, client } = await paidByNewClient('Rhea Refused');
    // Someone refunded it at the provider's dashboard already; its webhook finds no refund of ours.
    await driver().refundFromDashboard(payment.providerPaymentId!);
    await driver().webhooks.settled();
    const [before, callsBefore] = [driver().refunds().length, driver().refundCalls()];

    const res = await api(app()).post(`/api/bookings/${booking.id}/cancel`, {}, client.token);
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => (await refundsOf(app(), payment.id))[0]?.status === 'failed');
    const [refund] = await refundsOf(app(), payment.id);
    expect(refund).toMatchObject({
      amountMinor: PRICE_MINOR,
      providerRefundId: null,
      processedAt: null,
      failureStatus: 400,
    });
    expect(refund!.failureReason).toMatch(ALREADY_REFUNDED[provider]);
    // Asked once, refused: no refund made at the provider through us.
    expect(driver().refundCalls()).toBe(callsBefore + 1);
    expect(driver().refunds()).toHaveLength(before);
    // Nothing came back through us: the payment stays paid, and the console can refund it again.
    expect((await storedPayment(app(), payment.id)).status).toBe('paid');

    // Not asked again, however long after.
    ctx.clock.advance(AFTER_LEASE_MS);
    expect(await runPendingRefunds(paymentsOf(app()))).toBe(0);
    ctx.clock.advance(AFTER_LEASE_MS);
    expect(await runPendingRefunds(paymentsOf(app()))).toBe(0);
    expect(driver().refundCalls()).toBe(callsBefore + 1);
    expect((await refundsOf(app(), payment.id))[0]).toMatchObject({ status: 'failed' });

    // The administrators are told at once: one notice in each bell, leading to the payments.
    const notices = await refundFailedNotices(app(), onDuty.token);
    expect(notices).toEqual([expect.objectContaining({ link: '/admin#payments' })]);
    expect(notices[0]!.message).toContain('Rhea Refused');
    // And they see it: an audit line by the provider, the refund in the console's
    // list and in the accountant's CSV, each with the provider's status and words.
    const admin = await makePerson(app(), 'admin', 'Ada Accounts');
    const audit = auditLogResponseSchema
      .parse((await api(app()).get('/api/admin/audit-log', admin.token)).json())
      .filter((line) => line.targetId === payment.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: m.auditRefundRefused,
        adminName: m.auditRefundRefusedBy(provider),
        targetType: 'payment',
      }),
    ]);
    expect(audit[0]!.detail).toContain(`400: ${refund!.failureReason}`);

    const q = encodeURIComponent(client.email);
    const listed = adminPaymentsResponseSchema.parse(
      (await api(app()).get(`/api/admin/payments?q=${q}`, admin.token)).json(),
    );
    expect(listed).toEqual([
      expect.objectContaining({
        id: payment.id,
        status: 'paid',
        refundedMinor: 0,
        refunds: [
          expect.objectContaining({
            status: 'failed',
            failureStatus: 400,
            failureReason: refund!.failureReason,
          }),
        ],
      }),
    ]);
    const csv = await api(app()).get(`/api/admin/payments/export.csv?q=${q}`, admin.token);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, line] = parseCsv(csv.body);
    expect(header).toEqual(m.csv.header);
    expect(line![header!.indexOf('Refunds refused')]).toBe(
      `1200.00 (400: ${refund!.failureReason})`,
    );
  });

  it('with a 5xx is asked again after the lease, with the same key, and made once', async () => {
    const { booking, payment, client } = await paidByNewClient('Otto Outage');
    const before = driver().refunds().length;
    driver().outage(true);
    try {
      await api(app()).post(`/api/bookings/${booking.id}/cancel`, {}, client.token);
      await eventually(async () => (await refundsOf(app(), payment.id))[0]?.attemptedAt != null);
      // Asked again during the outage: still waiting, nothing recorded as failed.
      ctx.clock.advance(AFTER_LEASE_MS);
      expect(await runPendingRefunds(paymentsOf(app()))).toBe(0);
      expect((await refundsOf(app(), payment.id))[0]).toMatchObject({
        status: 'pending',
        providerRefundId: null,
        failureStatus: null,
        failureReason: null,
      });
      expect(driver().refunds()).toHaveLength(before);
    } finally {
      driver().outage(false);
    }
    ctx.clock.advance(AFTER_LEASE_MS);
    await runPendingRefunds(paymentsOf(app()));
    await eventually(async () => (await refundsOf(app(), payment.id))[0]?.status === 'processed');
    const [refund] = await refundsOf(app(), payment.id);
    expect(refund).toMatchObject({ failureStatus: null, failureReason: null });
    expect(driver().refunds().slice(before)).toEqual([
      { providerPaymentId: payment.providerPaymentId, amount: PRICE_MINOR, key: refund!.id },
    ]);
    await eventually(async () => (await storedPayment(app(), payment.id)).status === 'refunded');
  });
});

describe('which refusals are for good', () => {
  it('gives up on a refusal of the request, never on keys, limits, time-outs or outages', () => {
    const permanent = (status: number | null) =>
      new PaymentProviderError('stripe', 'refused', status).permanent;
    expect([400, 404, 422].map(permanent)).toEqual([true, true, true]);
    // Rejected keys are the operator's to mend; the refunds go through once they are.
    expect([401, 403, 408, 409, 429, 500, 503, null].map(permanent)).toEqual(Array(8).fill(false));
  });
});
