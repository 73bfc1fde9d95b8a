import type { PaymentsDeps } from './payments-deps';
import { claimRefunds, settleRefund } from './payments.repo';

/** How long a claimed refund waits before another runner may call the provider for it again. */
const REFUND_LEASE_MS = 5 * 60_000;
const BATCH = 10;

/**
 * Makes the refunds written in payments' transactions (a capture too late for its time): the
 * refund row is the durable job, so a crash loses none, and the provider is called after the
 * commit, never inside a transaction. Run right after such a commit and by the job runner (what
 * a crash or an outage left). Each refund is claimed (a lease) before its call, so two runners
 * never call at once; a call that died is made again after the lease with the same idempotency
 * key (the refund's id), which the provider answers with the refund it already made.
 */
export async function runPendingRefunds({ ctx, provider }: PaymentsDeps): Promise<number> {
  if (!provider) return 0;
  let made = 0;
  for (;;) {
    const now = ctx.clock.now();
    const leaseStart = new Date(now.getTime() - REFUND_LEASE_MS);
    const claimed = await claimRefunds(ctx.db, provider.name, now, leaseStart, BATCH);
    for (const refund of claimed) {
      try {
        const answer = await provider.refund({
          providerPaymentId: refund.providerPaymentId,
          amountMinor: refund.amountMinor,
          idempotencyKey: refund.id,
        });
        await settleRefund(ctx.db, { id: refund.id, ...answer }, ctx.clock.now());
        made += 1;
      } catch (err) {
        ctx.log.warn({ err, refundId: refund.id }, 'refund not made yet: tried again later');
      }
    }
    if (claimed.length < BATCH) return made;
  }
}

/** After a commit that wrote a refund: make it now rather than at the next poll. */
export function refundSoon(deps: PaymentsDeps): () => void {
  return () =>
    void runPendingRefunds(deps).catch((err: unknown) =>
      deps.ctx.log.error({ err }, 'refunds failed'),
    );
}
