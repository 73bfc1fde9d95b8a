import { formatMoney, messages } from '@solace/shared';
import { escapeHtml } from '../../lib/mail-layout';
import type { PaymentRow } from './payments.repo';

const t = messages.payments.testCheckout;

/**
 * The test checkout's page (PAYMENTS_PROVIDER=test): what is paid for and how much, plainly
 * labelled as a test, and two forms (Pay, Cancel) carrying the page's token. Plain HTML, no
 * script: keyboard and screen readers work as with any form.
 */
export function testCheckoutPage(payment: PaymentRow, token: string): string {
  const action = (what: 'pay' | 'cancel') => `/payments/test-checkout/${payment.id}/${what}`;
  const form = (what: 'pay' | 'cancel', label: string) =>
    `<form method="post" action="${action(what)}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(label)}</button></form>`;
  const open = payment.status === 'created';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(t.title)}</title></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<dl>
<dt>${escapeHtml(t.what)}</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatMoney(payment.amountMinor, payment.currency))}</dd>
</dl>
${open ? `${form('pay', t.pay)}\n${form('cancel', t.cancel)}` : `<p role="status">${escapeHtml(t.done)}</p>`}
</main>
</body></html>`;
}
