import { messages } from '@solace/shared';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import { lockHoldsDue, releaseHold } from '../bookings/booking-holds.service';
import type { PaymentsDeps } from './payments-deps';
import { expireOpenPlanCheckouts, findOpenPaymentsOf, markUnpaid } from './payments.repo';
import { PLAN_CHECKOUT_MINUTES } from './plan-purchase.service';

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
  const { ctx } = deps;
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
      closeCheckoutsAfterCommit(deps, unit, expired);
      return bookingIds.length;
    });
    released += count;
    if (count < BATCH) return released;
  }
}

/**
 * Plan checkouts nobody paid within their time (PLAN_CHECKOUT_MINUTES): expired, and closed at
 * the provider after the commit. Stripe says so itself (checkout.expired); Razorpay never does,
 * so without this they would stay `created` for ever. No time was held for them, so nothing else
 * is freed; a payment that still arrives gives the plan all the same (payment-apply.ts takes a
 * capture on an expired payment). Run by the job runner.
 */
export async function expireAbandonedPlanCheckouts(deps: PaymentsDeps): Promise<number> {
  const { ctx } = deps;
  let expired = 0;
  for (;;) {
    const before = new Date(ctx.clock.now().getTime() - PLAN_CHECKOUT_MINUTES * 60_000);
    const count = await inTransaction(ctx, async (unit) => {
      const closed = await expireOpenPlanCheckouts(unit.db, before, BATCH);
      closeCheckoutsAfterCommit(deps, unit, closed);
      return closed.length;
    });
    expired += count;
    if (count < BATCH) return expired;
  }
}

/** After the commit, each checkout still open at the provider is closed: nobody pays for it. */
function closeCheckoutsAfterCommit(
  { ctx, provider }: PaymentsDeps,
  unit: UnitOfWork,
  expired: { provider: string; providerOrderId: string }[],
) {
  for (const payment of expired) {
    if (provider && payment.provider === provider.name) {
      unit.afterCommit(() =>
        provider.cancelCheckout(payment.providerOrderId).catch((err: unknown) => {
          ctx.log.warn({ err, order: payment.providerOrderId }, 'checkout not cancelled');
        }),
      );
    }
  }
}
