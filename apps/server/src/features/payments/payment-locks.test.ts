import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentResponseSchema } from '@solace/shared';
import { eventually } from '../../test/eventually';
import { overHttp } from '../../test/http-client';
import {
  bookOverHttp,
  eventsOf,
  paymentsOf,
  storedPayment,
  usePaidApp,
} from '../../test/payment-kit';
import { addFreeSlot, signInDemoPeople } from '../../test/people';
import { applyEvent } from './payment-events.service';

/**
 * Row locks between a payer and the provider's webhook, on PostgreSQL (PGlite has one
 * connection, so its transactions never overlap). Both decide the payment under the booking's
 * lock and then the payment's. The webhook also writes its event row, which references the
 * payment; written before those locks, it held KEY SHARE on the payment while the webhook
 * waited for the booking, and a payer holding the booking then waited for the payment: a
 * deadlock, and a 500 for one of them (a second "abandon" failed so once in CI while Stripe's
 * checkout.session.expired arrived).
 */
describe.runIf(process.env.DATABASE_URL)(
  'a payment decided by the payer and a webhook at once',
  () => {
    const { ctx, driver } = usePaidApp('stripe');
    let other: pg.Client | undefined;

    afterEach(async () => {
      await other?.query('rollback').catch(() => {});
      await other?.end();
      other = undefined;
    });

    /** Connections of this database waiting for a row lock. */
    async function waitingForLocks(): Promise<number> {
      const { rows } = await other!.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return rows[0]!.n;
    }

    it('leaving checkout and the expiry webhook, queued on the same booking, both go through', async () => {
      const people = await signInDemoPeople(ctx.app);
      const slotId = await addFreeSlot(ctx.app, people.doctor.token);
      const { answer } = await bookOverHttp(ctx.app, people.patient.token, {
        slotId,
        doctorId: people.doctor.user.id,
      });
      const payment = answer!.payment!;

      // Something else holds the booking (the hold's expiry, say), so both queue behind it:
      // the payer first, then the webhook.
      other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      await other.query('begin');
      await other.query('select 1 from bookings where id = $1 for update', [answer!.booking.id]);
      const abandoned = overHttp(ctx.app).post(
        `/api/payments/${payment.id}/abandon`,
        {},
        people.patient.token,
      );
      await eventually(async () => (await waitingForLocks()) === 1);
      const webhook = applyEvent(paymentsOf(ctx.app), 'stripe', {
        eventId: `evt_expired_${payment.id}`,
        type: 'checkout.expired',
        providerOrderId: payment.checkout.providerOrderId,
        providerPaymentId: null,
        amountMinor: null,
        currency: null,
        providerRefundId: null,
      });
      await eventually(async () => (await waitingForLocks()) === 2);
      await other.query('commit');

      const [res] = await Promise.all([abandoned, webhook]);
      expect(res.statusCode, res.body).toBe(200);
      expect(paymentResponseSchema.parse(res.json()).status).toBe('failed');
      expect((await storedPayment(ctx.app, payment.id)).status).toBe('failed');
      // Leaving checkout expires Stripe's session after commit, and Stripe then sends its own
      // checkout.session.expired: once it is in, each event is recorded once and the payment
      // stays as the payer left it.
      await eventually(async () =>
        driver().webhooks.deliveries.some(
          (d) => d.type === 'checkout.session.expired' && d.status === 200,
        ),
      );
      expect(await eventsOf(ctx.app, payment.id)).toBe(2);
      expect((await storedPayment(ctx.app, payment.id)).status).toBe('failed');
    });
  },
);
