import {
  DEFAULT_TIME_ZONE,
  messages,
  type MyPayment,
  type Page,
  type PaymentReceipt,
} from '@solace/shared';
import { AppError } from '../../lib/app-error';
import { toPage, type PageRequest } from '../../lib/paging';
import type { AuthenticatedSession } from '../../plugins/auth';
import type { PaymentsDeps } from './payments-deps';
import { findPayment } from './payments.repo';
import { findPayerTimeZone, findPaymentsPageOf, findRefundsOf } from './payment-history.repo';
import { hasReceipt, receiptOf } from './receipt';

/** `GET /api/payments/mine`: the caller's payments, newest first, each with its refunds. */
export async function myPayments(
  { ctx }: PaymentsDeps,
  session: AuthenticatedSession,
  page: PageRequest,
): Promise<Page<MyPayment>> {
  const rows = await findPaymentsPageOf(ctx.db, session.user.id, page);
  const { items, nextCursor } = toPage(rows, page.limit);
  const refunds = await findRefundsOf(
    ctx.db,
    items.map((item) => item.id),
  );
  return {
    items: items.map(({ cursorAt: _cursor, ...payment }) => ({
      ...payment,
      paidAt: payment.paidAt?.toISOString() ?? null,
      createdAt: payment.createdAt.toISOString(),
      refunds: refunds
        .filter((refund) => refund.paymentId === payment.id)
        .map((refund) => ({
          amountMinor: refund.amountMinor,
          status: refund.status,
          createdAt: refund.createdAt.toISOString(),
          processedAt: refund.processedAt?.toISOString() ?? null,
        })),
    })),
    nextCursor,
  };
}

/**
 * `GET /api/payments/{id}/receipt`: the receipt its mail carried, for the payer to open and
 * print. Someone else's payment, or one that took no money, has none (404).
 */
export async function paymentReceipt(
  { ctx }: PaymentsDeps,
  session: AuthenticatedSession,
  paymentId: string,
): Promise<PaymentReceipt> {
  const payment = await findPayment(ctx.db, paymentId);
  if (!payment || payment.userId !== session.user.id) {
    throw new AppError(404, 'PAYMENT_NOT_FOUND', messages.payments.notFound);
  }
  if (!hasReceipt(payment)) {
    throw new AppError(404, 'PAYMENT_NOT_FOUND', messages.payments.receipt.none);
  }
  const zone = (await findPayerTimeZone(ctx.db, payment)) ?? DEFAULT_TIME_ZONE;
  return receiptOf(payment, ctx.config.payments, zone);
}
