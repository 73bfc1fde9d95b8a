import { formatMoney, messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import { recordAudit } from '../activity/audit.service';
import type { PaymentsDeps } from './payments-deps';
import { paymentAuditTarget } from './payment-audit.service';
import { restoreCreditsOfFailedRefund } from './plan-credits.service';
import { tellStaffRefundFailed } from './refund-failure-notices';
import {
  claimRefunds,
  findPayment,
  lockRefundStatus,
  refuseRefund,
  settleRefund,
  type ClaimedRefund,
  type PaymentRow,
} from './payments.repo';
import {
  PaymentProviderError,
  type PaymentProvider,
  type RefundStatus,
} from './providers/payment-provider';

const m = messages.adminPayments;

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
 * A refusal for good (a 4xx: refunded already at the provider's dashboard, a bad request) is
 * not asked again: the refund is failed with the provider's words and an audit line, for staff
 * to see in the console. A 5xx, a time-out or a lost connection is asked again after the lease.
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
        await inTransaction(ctx, (unit) =>
          settleAndReport(ctx, unit, { id: refund.id, ...answer }),
        );
        made += 1;
      } catch (err) {
        if (err instanceof PaymentProviderError && err.permanent && err.status !== null) {
          const failure = { status: err.status, reason: err.reason };
          // Not stored (the database failed): the claim lapses and the provider is asked again.
          await refusedForGood(ctx, provider, refund, failure).catch((error: unknown) =>
            ctx.log.error({ err: error, refundId: refund.id }, 'refund refusal not stored'),
          );
        } else {
          ctx.log.warn({ err, refundId: refund.id }, 'refund not made yet: tried again later');
        }
      }
    }
    if (claimed.length < BATCH) return made;
  }
}

/**
 * A refund the provider refused for good: failed with its status and words, and an audit line
 * by the provider (the client was told the money comes back, so someone must act: the payment
 * counts as paid again, and the console can ask for a new refund), in one transaction.
 */
async function refusedForGood(
  ctx: AppContext,
  provider: PaymentProvider,
  refund: ClaimedRefund,
  failure: { status: number; reason: string },
) {
  const refused = await inTransaction(ctx, async (unit) => {
    const row = await refuseRefund(unit.db, refund.id, failure);
    const payment = row && (await findPayment(unit.db, row.paymentId));
    if (!row || !payment) return false;
    await recordAudit(
      ctx,
      unit,
      { id: null, name: m.auditRefundRefusedBy(provider.name) },
      {
        action: m.auditRefundRefused,
        ...paymentAuditTarget(payment),
        detail: m.auditRefundRefusedDetail(
          formatMoney(row.amountMinor, payment.currency),
          payment.receiptNumber,
          failure.status,
          failure.reason,
        ),
      },
    );
    await refundFailed(ctx, unit, row.amountMinor, payment);
    return true;
  });
  if (!refused) return;
  ctx.log.error(
    {
      refundId: refund.id,
      paymentId: refund.paymentId,
      amountMinor: refund.amountMinor,
      ...failure,
    },
    'refund refused by the provider, not asked again: staff must see that the client gets the money back',
  );
}

/** After a commit that wrote a refund: make it now rather than at the next poll. */
export function refundSoon(deps: PaymentsDeps): () => void {
  return () =>
    void runPendingRefunds(deps).catch((err: unknown) =>
      deps.ctx.log.error({ err }, 'refunds failed'),
    );
}

/**
 * Stores what the provider says of a refund (its answer to our call, or its webhook) in the
 * caller's transaction and, when the refund failed, tells staff once (tellStaffRefundFailed; a
 * second report of the same failure, a webhook sent again, tells nobody again): the client was
 * told the money comes back, so someone must see to it (the payment counts as paid again, and a
 * new refund can be asked for). The refund as stored, or undefined when no refund of ours has
 * that id yet.
 */
export async function settleAndReport(
  ctx: Pick<AppContext, 'clock' | 'log' | 'realtime'>,
  unit: UnitOfWork,
  refund: { id?: string; providerRefundId: string; status: RefundStatus },
) {
  const failedBefore =
    refund.status === 'failed' && (await lockRefundStatus(unit.db, refund)) === 'failed';
  const row = await settleRefund(unit.db, refund, ctx.clock.now());
  if (row && refund.status === 'failed' && !failedBefore) {
    ctx.log.error(
      {
        refundId: row.id,
        paymentId: row.paymentId,
        providerRefundId: refund.providerRefundId,
        amountMinor: row.amountMinor,
      },
      'refund failed at the provider: staff must see that the client gets the money back',
    );
    const payment = await findPayment(unit.db, row.paymentId);
    if (payment) await refundFailed(ctx, unit, row.amountMinor, payment);
  }
  return row;
}

/**
 * What a refund that failed for the first time changes, refused at our call or failed by
 * webhook alike: what it took from a plan comes back (restoreCreditsOfFailedRefund: the client
 * still pays for it), and every administrator is told.
 */
async function refundFailed(
  ctx: Pick<AppContext, 'clock' | 'realtime'>,
  unit: UnitOfWork,
  amountMinor: number,
  payment: PaymentRow,
) {
  await restoreCreditsOfFailedRefund(unit, payment, ctx.clock.now());
  await tellStaffRefundFailed(ctx, unit, amountMinor, payment);
}
