import { escapeHtml } from './stand-in-http';

/** The parts of a session the hosted page shows. */
interface PageSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  amount_total: number;
  currency: string;
  description: string;
}

function money(minor: number, currency: string): string {
  return `${currency.toUpperCase()} ${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/**
 * The stand-in's hosted Checkout page, `GET /pay/:sessionId`: Pay completes the session and
 * goes to its success URL, Cancel goes to its cancel URL (the session stays open, as Stripe's
 * back link leaves it). A session no longer open says so and offers nothing.
 */
export function stripePayPage(session: PageSession): string {
  const open = session.status === 'open';
  const base = `/pay/${encodeURIComponent(session.id)}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Stripe stand-in checkout</title></head>
<body style="font:16px/1.4 sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<main>
<h1>Stripe stand-in checkout</h1>
<p>${escapeHtml(session.description)}: <strong>${money(session.amount_total, session.currency)}</strong></p>
<p>No money moves.</p>
${
  open
    ? `<form method="post" action="${base}/complete"><button type="submit">Pay</button></form>
<form method="post" action="${base}/cancel"><button type="submit">Cancel</button></form>`
    : `<p role="alert">This checkout session is ${session.status}.</p>`
}
</main>
</body>
</html>
`;
}
