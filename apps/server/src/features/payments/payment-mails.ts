import { formatMoney, messages } from '@solace/shared';
import { renderMail } from '../../lib/mail-layout';
import type { Mail } from '../../lib/mailer';
import type { PaymentRow } from './payments.repo';

/** A refund asked for (a cancelled paid session, staff): the client learns the money comes back. */
export function refundMail(payment: PaymentRow, amountMinor: number): Mail {
  const m = messages.payments.mail.refund;
  return renderMail({
    to: payment.payerEmail,
    subject: m.subject,
    paragraphs: [
      messages.mail.hello(payment.payerName),
      m.body(formatMoney(amountMinor, payment.currency), payment.description),
    ],
  });
}

/** A payment that came too late for its time: the client learns it is refunded in full. */
export function lateRefundMail(payment: PaymentRow, bookAgainUrl: string): Mail {
  const m = messages.payments.mail.lateRefund;
  return renderMail({
    to: payment.payerEmail,
    subject: m.subject,
    paragraphs: [
      messages.mail.hello(payment.payerName),
      m.body(formatMoney(payment.amountMinor, payment.currency), payment.description),
    ],
    action: { label: m.action, url: bookAgainUrl, fallback: m.fallback },
  });
}
