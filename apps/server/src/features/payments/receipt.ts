import {
  DEFAULT_TIME_ZONE,
  describeSessionTime,
  formatMoney,
  messages,
  type PaymentReceipt,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { renderMail } from '../../lib/mail-layout';
import type { Mail } from '../../lib/mailer';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { queueMails } from '../outbox/outbox.service';
import type { PaymentConfig } from './providers/payment-config';
import { findPayerTimeZone } from './payment-history.repo';
import { inPayerLanguage } from './payment-mails';
import { findPayment, type PaymentRow } from './payments.repo';

const m = messages.payments.receipt;

/** A rate in basis points as people write it: 1800 → "18%", 1250 → "12.5%". */
function ratePercent(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/**
 * A paid payment's receipt, worded once: the receipt mail and the payer's page
 * (`GET /api/payments/{id}/receipt`) are both made of these lines. The time is the payer's own
 * zone; the tax is the part of the amount the payment stored at checkout, named with the rate
 * configured now (TAX_RATE), with the practice's registration (TAX_ID) when there is one.
 */
export function receiptOf(
  payment: PaymentRow & { receiptNumber: string; paidAt: Date },
  config: PaymentConfig,
  timeZone: string,
): PaymentReceipt {
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const lines = [
    { label: m.number, value: payment.receiptNumber },
    { label: m.date, value: describeSessionTime(payment.paidAt, timeZone) },
    { label: m.what, value: payment.description },
    { label: m.paidBy, value: m.payer(payment.payerName, payment.payerEmail) },
    { label: m.amount, value: money(payment.amountMinor) },
  ];
  if (payment.taxMinor > 0 && config.taxRateBasisPoints > 0) {
    lines.push({
      label: m.taxIncluded(ratePercent(config.taxRateBasisPoints)),
      value: money(payment.taxMinor),
    });
  }
  if (config.taxId) lines.push({ label: m.taxId, value: config.taxId });
  if (payment.providerPaymentId) {
    lines.push({ label: m.providerPaymentId, value: payment.providerPaymentId });
  }
  return {
    receiptNumber: payment.receiptNumber,
    title: m.title,
    issuer: [config.practiceName, ...(config.practiceAddress?.split(/\r?\n/) ?? [])],
    lines,
  };
}

/** The payment as a receipt, when it has one (paid, and maybe refunded since). */
export function hasReceipt(
  payment: PaymentRow,
): payment is PaymentRow & { receiptNumber: string; paidAt: Date } {
  return payment.receiptNumber !== null && payment.paidAt !== null;
}

/** The receipt, to its payer. */
export function receiptMail(payment: PaymentRow, receipt: PaymentReceipt): Mail {
  const mail = messages.payments.mail.receipt;
  return renderMail({
    to: payment.payerEmail,
    subject: mail.subject(receipt.receiptNumber),
    paragraphs: [
      messages.mail.hello(payment.payerName),
      mail.intro,
      receipt.issuer.join(', '),
      ...receipt.lines.map((line) => `${line.label}: ${line.value}`),
    ],
    closing: [mail.later],
  });
}

/**
 * Queues the receipt of a payment just marked paid (in the payer's language and zone), in the transaction that marked it: it is
 * sent if and only if the payment counts, once (applyCapture marks a payment paid once).
 */
export async function queueReceipt(ctx: AppContext, unit: UnitOfWork, paymentId: string) {
  const payment = await findPayment(unit.db, paymentId);
  if (!payment || !hasReceipt(payment)) return;
  const zone = (await findPayerTimeZone(unit.db, payment)) ?? DEFAULT_TIME_ZONE;
  const mail = await inPayerLanguage(unit.db, payment, () =>
    receiptMail(payment, receiptOf(payment, ctx.config.payments, zone)),
  );
  queueMails(ctx, unit, [mail]);
}
