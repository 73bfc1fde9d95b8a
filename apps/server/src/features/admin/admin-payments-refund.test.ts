import { describe, expect, it } from 'vitest';
import {
  adminPaymentSchema,
  adminPaymentsResponseSchema,
  auditLogResponseSchema,
  doctorSlotsResponseSchema,
  messages,
} from '@solace/shared';
import { demoPatient } from '../../db/seed-data';
import { eventually } from '../../test/eventually';
import { runPendingRefunds } from '../payments/refunds.service';
import { overHttp } from '../../test/http-client';
import {
  mailsQueued,
  paymentsOf,
  storedPayment,
  usePaidApp,
  type PaidProvider,
} from '../../test/payment-kit';
import { signInDemoPeople } from '../../test/people';
import { madePayment, paySession } from './admin-payments-kit';
import { signedInAdmin } from './admin-test-kit';

const m = messages.adminPayments;

describe.each<PaidProvider>(['razorpay', 'stripe'])(
  'a refund from the console (%s)',
  (provider) => {
    const { ctx, driver } = usePaidApp(provider, { TAX_RATE: '18' });
    const app = () => ctx.app;

    it('refunds a paid session once when two administrators ask at once, and tells the client', async () => {
      const people = await signInDemoPeople(app());
      const paid = await paySession(app(), driver(), people.patient, people.doctor);
      // The therapist's appointment says whether it was paid.
      const paymentShown = async () => {
        const http = overHttp(app());
        const own = doctorSlotsResponseSchema.parse(
          (await http.get('/api/doctor/available-slots', http.bearer(people.doctor.token))).json(),
        );
        return own.booked.find((slot) => slot.booking_id === paid.bookingId)?.payment_status;
      };
      expect(await paymentShown()).toBe('paid');
      const { admin, call } = await signedInAdmin(app());
      const other = await signedInAdmin(app());
      const refundsBefore = driver().refunds().length;
      const mailsBefore = await mailsQueued(app());

      const answers = await Promise.all([
        call('POST', `/api/admin/payments/${paid.id}/refund`),
        other.call('POST', `/api/admin/payments/${paid.id}/refund`),
      ]);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const refused = answers.find((res) => res.statusCode === 409)!;
      expect(refused.json()).toMatchObject({ code: 'NOTHING_TO_REFUND', error: m.nothingToRefund });
      const done = adminPaymentSchema.parse(answers.find((res) => res.statusCode === 200)!.json());
      expect(done.refundedMinor).toBe(paid.amountMinor);
      expect(done.refunds).toEqual([
        expect.objectContaining({ amountMinor: paid.amountMinor, reason: 'admin' }),
      ]);

      // The provider is asked once, for the whole amount, keyed by the refund's id.
      await eventually(() => driver().refunds().length === refundsBefore + 1);
      await runPendingRefunds(paymentsOf(app()));
      expect(driver().refunds().slice(refundsBefore)).toEqual([
        {
          providerPaymentId: paid.providerPaymentId,
          amount: paid.amountMinor,
          key: done.refunds[0]!.id,
        },
      ]);
      await eventually(async () => (await storedPayment(app(), paid.id)).status === 'refunded');
      expect(await paymentShown()).toBe('refunded');

      // One e-mail to the client, one audit line naming the payment.
      expect(await mailsQueued(app())).toBe(mailsBefore + 1);
      const mail = await ctx.smtp.nextMailTo(demoPatient.email, /refund is on its way/);
      expect(mail.decoded).toContain('We are refunding');
      const audit = auditLogResponseSchema.parse(
        (await call('GET', '/api/admin/audit-log')).json(),
      );
      expect(audit.filter((line) => line.targetId === paid.id)).toEqual([
        expect.objectContaining({ action: m.auditRefund, targetType: 'payment' }),
      ]);
      expect([admin.name, other.admin.name]).toContain(audit[0]!.adminName);

      // Asked again later: nothing is left.
      const again = await call('POST', `/api/admin/payments/${paid.id}/refund`);
      expect(again.statusCode).toBe(409);
      const listed = adminPaymentsResponseSchema.parse(
        (await call('GET', `/api/admin/payments?q=${paid.receiptNumber}`)).json(),
      );
      expect(listed).toEqual([
        expect.objectContaining({
          id: paid.id,
          status: 'refunded',
          refundedMinor: paid.amountMinor,
          refunds: [expect.objectContaining({ status: 'processed', reason: 'admin' })],
        }),
      ]);
    });

    it('refuses a payment never paid (409) and one that does not exist (404)', async () => {
      const { call } = await signedInAdmin(app());
      const open = await madePayment(app(), { status: 'created' });
      const refundsBefore = driver().refunds().length;
      const unpaid = await call('POST', `/api/admin/payments/${open.id}/refund`);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json()).toMatchObject({ error: m.nothingToRefund });
      const missing = await call(
        'POST',
        '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund',
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
      expect(driver().refunds().length).toBe(refundsBefore);
    });
  },
);
