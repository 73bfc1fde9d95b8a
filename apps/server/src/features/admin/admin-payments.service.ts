import {
  formatMoney,
  messages,
  minorUnitDigits,
  type AdminPayment,
  type PaymentFilters,
  type SessionUser,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { inTransaction } from '../../lib/unit-of-work';
import { paymentById, refundInFull, type PaymentsDeps } from '../payments/console-refunds.service';
import { paymentAuditTarget } from '../payments/payment-audit.service';
import { allPayments, withRefunds } from '../payments/payments-report.service';
import { audit } from './admin-audit.service';

const m = messages.adminPayments;

/**
 * Refunds what is left of a payment, from the console: the refund row, the client's e-mail and
 * the audit line commit together (the provider is called after the commit). The payment is
 * locked by queueFullRefund, so two administrators clicking at once refund it once: the second
 * finds nothing left and is told so (409).
 */
export async function refundAsAdmin(
  deps: PaymentsDeps,
  admin: SessionUser,
  paymentId: string,
): Promise<AdminPayment> {
  const { ctx } = deps;
  await inTransaction(ctx, async (unit) => {
    const done = await refundInFull(deps, unit, paymentId, admin.id);
    if (!done) throw new AppError(404, 'PAYMENT_NOT_FOUND', messages.payments.notFound);
    if (done.refunded === 0) throw new AppError(409, 'NOTHING_TO_REFUND', m.nothingToRefund);
    const { payment } = done;
    await audit(ctx, unit, admin, {
      action: m.auditRefund,
      ...paymentAuditTarget(payment),
      detail: m.auditRefundDetail(
        formatMoney(done.refunded, payment.currency),
        payment.receiptNumber,
      ),
    });
  });
  const after = await paymentById(deps, paymentId);
  return (await withRefunds(ctx.db, [after!]))[0]!;
}

/** Minor units as major units with the currency's decimals, for a spreadsheet: "1200.00". */
export function majorText(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const whole = Math.trunc(minor / 10 ** digits);
  const fraction = String(minor % 10 ** digits).padStart(digits, '0');
  return digits === 0 ? String(whole) : `${whole}.${fraction}`;
}

/** The refunds the provider refused for good, for the CSV: "1200.00 (400: …)"; "; " between. */
function refusedRefunds(p: AdminPayment): string {
  return p.refunds
    .filter((r) => r.failureStatus !== null)
    .map((r) =>
      m.csv.refused(majorText(r.amountMinor, p.currency), r.failureStatus!, r.failureReason ?? ''),
    )
    .join('; ');
}

/**
 * The accountant's CSV of the payments the filters match, newest first: one line a payment,
 * amounts in major units beside their currency, instants in ISO 8601 (UTC).
 */
export async function paymentsCsv(ctx: AppContext, filters: PaymentFilters): Promise<string> {
  const lines = [CSV_BOM, csvLine([...m.csv.header])];
  for await (const batch of allPayments(ctx, filters)) {
    for (const p of batch) {
      const money = (minor: number) => majorText(minor, p.currency);
      lines.push(
        csvLine([
          p.id,
          p.createdAt,
          p.paidAt,
          p.receiptNumber,
          p.status,
          p.kind,
          p.description,
          p.payerName,
          p.payerEmail,
          p.therapistName,
          p.currency,
          money(p.amountMinor),
          money(p.taxMinor),
          money(p.refundedMinor),
          money(p.amountMinor - p.refundedMinor),
          p.provider,
          refusedRefunds(p),
        ]),
      );
    }
  }
  return lines.join('');
}
