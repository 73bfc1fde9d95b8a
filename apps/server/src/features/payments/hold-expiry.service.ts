import { messages } from '@solace/shared';
import { inTransaction } from '../../lib/unit-of-work';
import { lockHoldsDue, releaseHold } from '../bookings/booking-holds.service';
import type { PaymentsDeps } from './payments-deps';
import { findOpenPaymentsOf, markUnpaid } from './payments.repo';

const BATCH = 20;

/**
 * Frees the times held for payments that did not come in time: each booking cancelled (its
 * reason kept), its payment expired, in one transaction per batch; holds another runner or a
 * confirming payment has locked are skipped (SKIP LOCKED) and seen at the next pass. After the
 * commit, each checkout still open at the provider is closed (Stripe's session expired), so
 * nobody pays for a time they no longer hold; a payment that still arrives is refunded
 * (payment-apply.ts). Run by the job runner.
 */
export async function releaseExpiredHolds(deps: PaymentsDeps): Promise<number> {
  const { ctx, provider } = deps;
  let released = 0;
  for (;;) {
    const count = await inTransaction(ctx, async (unit) => {
      const bookingIds = await lockHoldsDue(ctx, unit, BATCH);
      for (const id of bookingIds) {
        await releaseHold(ctx, unit, id, messages.payments.holdReleased.expired);
      }
      const expired = await markUnpaid(
        unit.db,
        await findOpenPaymentsOf(unit.db, bookingIds),
        'expired',
      );
      for (const payment of expired) {
        if (provider && payment.provider === provider.name) {
          unit.afterCommit(() =>
            provider.cancelCheckout(payment.providerOrderId).catch((err: unknown) => {
              ctx.log.warn({ err, order: payment.providerOrderId }, 'checkout not cancelled');
            }),
          );
        }
      }
      return bookingIds.length;
    });
    released += count;
    if (count < BATCH) return released;
  }
}
