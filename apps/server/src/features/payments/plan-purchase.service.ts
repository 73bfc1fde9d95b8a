import { randomUUID } from 'node:crypto';
import { messages, type PlanPurchaseResponse } from '@solace/shared';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../../plugins/auth';
import { planById } from '../plans/plans.service';
import { checkoutView, includedTax, openCheckout } from './checkout.service';
import type { PaymentsDeps } from './payments-deps';
import { insertPayment } from './payments.repo';

const c = messages.credits;

/**
 * How long a plan's checkout stays open: no time is held for it, so this only closes an
 * abandoned checkout; Stripe's shortest is 30 minutes.
 */
export const PLAN_CHECKOUT_MINUTES = 30;

/**
 * `POST /api/plans/{id}/purchase`: a client buys a plan on sale. Its payment row (kind 'plan',
 * the payer's name and e-mail copied for the receipt) is written first, then the provider opens
 * checkout; the credits come when the provider says it is paid (grantPlanCredits). Without a
 * provider nothing can be paid online: the client is told to arrange it with the practice.
 */
export async function buyPlan(
  deps: PaymentsDeps,
  session: AuthenticatedSession,
  planId: string,
): Promise<PlanPurchaseResponse> {
  const { ctx, provider } = deps;
  const plan = await planById(ctx, planId);
  if (!plan) throw new AppError(404, 'PLAN_NOT_FOUND', messages.plans.notFound);
  if (!plan.onSale) throw new AppError(409, 'PLAN_NOT_ON_SALE', c.notOnSale);
  if (!provider) throw new AppError(409, 'PAYMENTS_NOT_CONFIGURED', c.noOnlinePayment);
  const client = session.user;
  const payment = await insertPayment(ctx.db, {
    userId: client.id,
    payerName: client.name,
    payerEmail: client.email,
    kind: 'plan',
    planId: plan.id,
    planSessions: plan.sessionsIncluded,
    planValidityDays: plan.validityDays,
    provider: provider.name,
    // Until the provider names its order (openCheckout): unique, like the order ids.
    providerOrderId: `pending:${randomUUID()}`,
    amountMinor: plan.priceMinor,
    taxMinor: includedTax(plan.priceMinor, ctx.config.payments.taxRateBasisPoints),
    currency: plan.currency,
    description: c.planDescription(
      plan.name,
      messages.plans.allowance(plan.sessionsIncluded, plan.validityDays),
    ),
  });
  const expiresAt = new Date(ctx.clock.now().getTime() + PLAN_CHECKOUT_MINUTES * 60_000);
  const checkout = await openCheckout(
    deps,
    provider,
    payment,
    client.phone,
    expiresAt,
    c.checkoutUnavailable,
  );
  return {
    payment: {
      id: payment.id,
      status: payment.status,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      checkout: checkoutView(checkout),
    },
  };
}
