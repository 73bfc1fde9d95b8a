import type { IncomingHttpHeaders } from 'node:http';
import { messages, type PaymentResponse, type VerifyReturnRequest } from '@solace/shared';
import { AppError } from '../../lib/app-error';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { applyCapture, applyNoPayment, lockForDecision, type Capture } from './payment-apply';
import type { PaymentsDeps } from './payments-deps';
import {
  findPayment,
  findPaymentByOrder,
  awaitsRefundAnswer,
  recordEvent,
  type PaymentRow,
} from './payments.repo';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type VerifiedEvent,
  type VerifiedEventType,
} from './providers/payment-provider';
import { refundSoon, settleAndReport } from './refunds.service';

const m = messages.payments;
/** The events that decide a payment (paid, or not coming), under the payment's locks. */
const DECIDING_EVENTS = new Set<VerifiedEventType>([
  'payment.captured',
  'payment.failed',
  'checkout.expired',
]);
const notFound = () => new AppError(404, 'PAYMENT_NOT_FOUND', m.notFound);

/**
 * Applies one verified provider event exactly once: recorded by (provider, event id) in the
 * transaction that applies it, so a replay (the provider's retry, a duplicate delivery, a
 * retry after a crash) finds it and changes nothing; and idempotent on the payment itself
 * (payment-apply.ts). An event for no payment of ours is recorded and ignored.
 */
export async function applyEvent(deps: PaymentsDeps, provider: string, event: VerifiedEvent) {
  const { ctx } = deps;
  await inTransaction(ctx, async (unit) => {
    const payment = event.providerOrderId
      ? await findPaymentByOrder(unit.db, provider, event.providerOrderId)
      : undefined;
    // Locked before the event row is written (it references the payment): payment-apply.ts.
    if (payment && DECIDING_EVENTS.has(event.type)) await lockForDecision(unit, payment);
    const fresh = await recordEvent(unit.db, {
      provider,
      eventId: event.eventId,
      type: event.type,
      paymentId: payment?.id ?? null,
    });
    if (!fresh) return;
    switch (event.type) {
      case 'payment.captured':
        if (payment && event.providerPaymentId && event.amountMinor !== null && event.currency) {
          const capture: Capture = {
            providerPaymentId: event.providerPaymentId,
            amountMinor: event.amountMinor,
            currency: event.currency,
          };
          await applyCapture(ctx, unit, payment, capture, refundSoon(deps));
        }
        return;
      case 'payment.failed':
        if (payment) await applyNoPayment(ctx, unit, payment, 'failed', m.holdReleased.failed);
        return;
      case 'checkout.expired':
        if (payment) await applyNoPayment(ctx, unit, payment, 'expired', m.holdReleased.expired);
        return;
      case 'refund.processed':
      case 'refund.failed':
        await applyRefundEvent(ctx, unit, provider, event);
        return;
      case 'ignored':
        return;
    }
  });
}

/**
 * A refund's final status, on the refund row the provider's id names. When no row has that id
 * yet but the payment waits for the provider's answer to a refund call, the webhook came before
 * the answer was stored: 503 rolls the event back, unrecorded, and the provider sends it again
 * (both retry on any answer but 2xx). A refund not of ours (made at the provider's dashboard)
 * is recorded and ignored.
 */
async function applyRefundEvent(
  ctx: PaymentsDeps['ctx'],
  unit: UnitOfWork,
  provider: string,
  event: VerifiedEvent,
) {
  if (!event.providerRefundId) return;
  const status = event.type === 'refund.processed' ? 'processed' : 'failed';
  const refund = { providerRefundId: event.providerRefundId, status } as const;
  if (await settleAndReport(ctx, unit, refund)) return;
  if (
    event.providerPaymentId &&
    (await awaitsRefundAnswer(unit.db, provider, event.providerPaymentId))
  ) {
    throw new AppError(503, 'NOT_READY', m.refundNotYetKnown);
  }
  ctx.log.warn(
    { provider, providerRefundId: event.providerRefundId },
    'webhook for a refund not ours',
  );
}

/**
 * `POST /api/payments/webhooks/{razorpay|stripe}`: the raw body checked by the provider's
 * signature, then applied once. A webhook for a provider not configured is unknown (404); an
 * unsigned or forged one is refused (400) and logged without its body.
 */
export async function receiveWebhook(
  deps: PaymentsDeps,
  providerName: PaymentProvider['name'],
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
): Promise<void> {
  const { ctx, provider } = deps;
  if (!provider || provider.name !== providerName || providerName === 'test') {
    throw new AppError(404, 'NOT_FOUND', m.webhookUnknownProvider);
  }
  let event: VerifiedEvent;
  try {
    event = provider.parseWebhook(rawBody, headers);
  } catch (err) {
    const reason = err instanceof WebhookSignatureError ? err.message : 'unreadable body';
    ctx.log.warn({ provider: providerName, reason }, 'payment webhook refused');
    throw new AppError(400, 'WEBHOOK_REFUSED', m.webhookRefused);
  }
  await applyEvent(deps, provider.name, event);
}

/** The payer's own payment; anyone else's is answered as none at all. */
async function ownPayment(deps: PaymentsDeps, session: AuthenticatedSession, paymentId: string) {
  const payment = await findPayment(deps.ctx.db, paymentId);
  if (!payment || payment.userId !== session.user.id) throw notFound();
  return payment;
}

export function paymentView(payment: PaymentRow): PaymentResponse {
  return {
    id: payment.id,
    status: payment.status,
    amountMinor: payment.amountMinor,
    taxMinor: payment.taxMinor,
    currency: payment.currency,
    description: payment.description,
    receiptNumber: payment.receiptNumber,
    bookingId: payment.bookingId,
    paidAt: payment.paidAt?.toISOString() ?? null,
  };
}

/** `GET /api/payments/{id}`: what the browser polls after checkout. */
export async function getPayment(
  deps: PaymentsDeps,
  session: AuthenticatedSession,
  paymentId: string,
): Promise<PaymentResponse> {
  return paymentView(await ownPayment(deps, session, paymentId));
}

/**
 * `POST /api/payments/{id}/verify-return`: the browser came back before the webhook. What it
 * brings only names the payment; the provider's API says whether it is captured and for how
 * much, and then the webhook's own path applies it (once: the webhook afterwards finds the
 * payment paid). 409 while the provider does not confirm it.
 */
export async function verifyReturn(
  deps: PaymentsDeps,
  session: AuthenticatedSession,
  paymentId: string,
  params: VerifyReturnRequest,
): Promise<PaymentResponse> {
  const { ctx, provider } = deps;
  const payment = await ownPayment(deps, session, paymentId);
  if (payment.status !== 'created' || !provider || provider.name !== payment.provider) {
    return paymentView(payment);
  }
  let confirmed;
  try {
    confirmed = await provider.verifyReturn(params);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    ctx.log.warn({ err, paymentId }, 'provider did not answer a return check');
    throw new AppError(502, 'CHECKOUT_UNAVAILABLE', m.checkoutUnavailable);
  }
  if (!confirmed || confirmed.providerOrderId !== payment.providerOrderId) {
    throw new AppError(409, 'PAYMENT_NOT_CONFIRMED', m.notConfirmed);
  }
  await inTransaction(ctx, (unit) => applyCapture(ctx, unit, payment, confirmed, refundSoon(deps)));
  return paymentView((await findPayment(ctx.db, paymentId))!);
}

/**
 * `POST /api/payments/{id}/abandon`: the payer left checkout without paying (Cancel, closing
 * Razorpay's window, Stripe's back link). The held time is free again at once rather than at
 * the hold's end, and the provider's checkout is closed after commit (Stripe's session
 * expired) so nobody pays for a time no longer held; a payment that still gets through is
 * refunded as any payment too late. A payment no longer open is answered as it stands.
 */
export async function abandonCheckout(
  deps: PaymentsDeps,
  session: AuthenticatedSession,
  paymentId: string,
): Promise<PaymentResponse> {
  const { ctx, provider } = deps;
  const payment = await ownPayment(deps, session, paymentId);
  const ended = await inTransaction(ctx, async (unit) => {
    const done = await applyNoPayment(ctx, unit, payment, 'failed', m.holdReleased.abandoned);
    if (done && provider?.name === payment.provider) {
      unit.afterCommit(() =>
        provider.cancelCheckout(payment.providerOrderId).catch((err: unknown) => {
          ctx.log.warn({ err, paymentId }, 'checkout not cancelled');
        }),
      );
    }
    return done;
  });
  if (ended) ctx.log.info({ paymentId }, 'checkout abandoned: hold released');
  return paymentView((await findPayment(ctx.db, paymentId))!);
}
