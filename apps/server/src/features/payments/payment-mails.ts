import { DEFAULT_LANGUAGE, formatMoney, messages, withLanguage } from '@solace/shared';
import type { Db } from '../../db/client';
import { renderMail } from '../../lib/mail-layout';
import type { Mail } from '../../lib/mailer';
import { readerOf } from '../notifications/notifications.service';
import type { PaymentRow } from './payments.repo';

/**
 * `write` (a payment's mail) in its payer's language, whoever caused it (a webhook, staff): the
 * default once their account is gone.
 */
export async function inPayerLanguage<T>(db: Db, payment: PaymentRow, write: () => T): Promise<T> {
  const language = payment.userId
    ? (await readerOf(db, payment.userId)).language
    : DEFAULT_LANGUAGE;
  return withLanguage(language, write);
}

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
